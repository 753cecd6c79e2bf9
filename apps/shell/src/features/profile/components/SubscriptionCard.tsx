import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PORTAL_DEFAULT_ERROR, PORTAL_ERROR_TEXTS, profileBadge, type PortalErrorCode } from '@inhala/domain';
import {
  Button,
  ConfirmDialog,
  PortalError,
  openCustomerPortal,
  useAccess,
  useSession,
  useToast,
} from '@inhala/ui';

const BADGE_STYLES = {
  none: 'bg-sand-100 text-ink-soft',
  trial: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-red-100 text-red-800',
  active: 'bg-sage-100 text-sage-900',
} as const;

/** The profile's subscription card (02 §2.12, §4.9): badge, text, and the customer portal. */
export function SubscriptionCard() {
  const { user } = useSession();
  const access = useAccess();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const [confirmWallet, setConfirmWallet] = useState(false);
  const badge = profileBadge(access.status, new Date(), user?.timezone ?? 'UTC');
  const hasSomethingToManage = badge.tone !== 'none' || Boolean(user?.legacyPaymentPlatform);

  async function openPortal() {
    setOpening(true);
    try {
      const { url } = await openCustomerPortal();
      window.location.assign(url);
    } catch (error) {
      setOpening(false);
      const code =
        error instanceof PortalError ? (error.errorCode as PortalErrorCode | undefined) : undefined;
      const texts =
        code && code in PORTAL_ERROR_TEXTS
          ? PORTAL_ERROR_TEXTS[code]
          : { title: 'Error', message: PORTAL_DEFAULT_ERROR };
      toast({ title: texts.title, description: texts.message, variant: 'destructive' });
    }
  }

  function manage() {
    if (user?.legacyPaymentPlatform === 'wallet') setConfirmWallet(true);
    else void openPortal();
  }

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
              <span
                className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${BADGE_STYLES[badge.tone]}`}
              >
                {badge.label}
              </span>
              <p className="mt-2 text-ink-soft">{badge.description}</p>
            </>
          )}
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {hasSomethingToManage ? (
          <Button onClick={manage} disabled={opening}>
            {opening ? 'Abriendo...' : 'Gestionar suscripción'}
          </Button>
        ) : (
          <Link
            to="/subscription"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-sage-700 px-5 py-2.5 font-medium text-white hover:bg-sage-800"
          >
            Ver planes
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={confirmWallet}
        onCancel={() => setConfirmWallet(false)}
        title="Suscripción con billetera digital"
        message="Tu suscripción se gestiona en tu billetera digital. Te llevaremos a su sitio para que puedas revisarla o cancelarla. ¿Quieres continuar?"
        confirmText="Continuar"
        onConfirm={() => {
          setConfirmWallet(false);
          void openPortal();
        }}
      />
    </section>
  );
}
