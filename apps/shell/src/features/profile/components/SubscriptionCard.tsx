import { CreditCard } from 'lucide-react';
import { Link, ManageSubscriptionButton, SubscriptionBadge, useAccess, useSession } from '@inhala/ui';
import { profileBadge } from '@inhala/domain';

/** The profile's subscription card (02 §2.12, §4.9): badge, text, and the customer portal. */
export function SubscriptionCard() {
  const { user } = useSession();
  const access = useAccess();
  const badge = profileBadge(access.status, new Date(), user?.timezone ?? 'UTC');
  const hasSomethingToManage = badge.tone !== 'none' || Boolean(user?.legacyPaymentPlatform);

  return (
    <section aria-labelledby="subscription-card-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <CreditCard aria-hidden className="mt-1 shrink-0 text-sage-700" />
        <div className="min-w-0 flex-1">
          <h2 id="subscription-card-title" className="font-display text-xl text-ink">
            Suscripción
          </h2>
          {access.statusPending ? (
            <p className="mt-2 text-ink-soft">Cargando tu suscripción...</p>
          ) : (
            <>
              <SubscriptionBadge badge={badge} className="mt-2" />
              <p className="mt-2 text-ink-soft">{badge.description}</p>
            </>
          )}
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {hasSomethingToManage ? (
          <ManageSubscriptionButton />
        ) : (
          <Link
            to="/subscription"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-sage-700 px-5 py-2.5 font-medium text-white hover:bg-sage-800"
          >
            Ver planes
          </Link>
        )}
      </div>
    </section>
  );
}
