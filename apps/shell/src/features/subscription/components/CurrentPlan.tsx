import { profileBadge, type SubscriptionStatusResponse } from '@inhala/domain';
import { ManageSubscriptionButton, SubscriptionBadge } from '@inhala/ui';

const PLAN_NAMES = { monthly: 'Plan Mensual', yearly: 'Plan Anual' } as const;

/**
 * What a client sees instead of the plan cards: their plan and its state (as on the profile,
 * 02 §4.9), and the portal, where the plan is switched, cancelled or resumed. A second
 * checkout would be a second subscription, so no trial or subscribe button is offered.
 */
export function CurrentPlan({ status, timeZone }: { status: SubscriptionStatusResponse; timeZone: string }) {
  const badge = profileBadge(status, new Date(), timeZone);
  const name = status.subscriptionPlan ? PLAN_NAMES[status.subscriptionPlan] : 'Tu suscripción';

  return (
    <section
      aria-labelledby="current-plan-title"
      className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-sm ring-2 ring-sage-600 md:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-sage-700">Tu plan actual</p>
      <h2 id="current-plan-title" className="mt-1 font-display text-2xl text-ink">
        {name}
      </h2>
      <SubscriptionBadge badge={badge} className="mt-3" />
      {/* 'Activa' is described by the plan name itself. */}
      {badge.tone !== 'active' && <p className="mt-2 text-ink-soft">{badge.description}</p>}
      <p className="mt-4 text-ink-soft">
        Para cambiar entre el Plan Mensual y el Plan Anual, cancelar o reanudar tu suscripción, entra en
        Gestionar suscripción.
      </p>
      <div className="mt-6">
        <ManageSubscriptionButton />
      </div>
    </section>
  );
}
