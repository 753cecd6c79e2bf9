import { YEARLY_FALLBACK, yearlySavings, type SubscriptionPlanView } from '@inhala/domain';
import { Button, CheckList } from '@inhala/ui';

interface Props {
  plan: SubscriptionPlanView;
  monthlyPrice: number | null;
  /** False for a person who already had a subscription: the 11-day trial is offered once. */
  trialAvailable: boolean;
  busy: boolean;
  processing: boolean;
  onStart: (plan: SubscriptionPlanView) => void;
}

/** One plan of 'Elige tu Plan' (01 §2): the yearly card adds the crossed-out price and savings. */
export function PlanCard({ plan, monthlyPrice, trialAvailable, busy, processing, onStart }: Props) {
  const yearly = plan.interval === 'year';
  const crossedOut = monthlyPrice ? monthlyPrice * 12 : YEARLY_FALLBACK.crossedOut;
  const savings = monthlyPrice ? yearlySavings(monthlyPrice, plan.price) : YEARLY_FALLBACK.savings;
  const titleId = `plan-${plan.kind}`;

  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 md:p-8 ${yearly ? 'ring-2 ring-sage-600' : 'ring-sand-200'}`}
    >
      {yearly && plan.discount !== undefined && (
        <span className="absolute -top-3 right-6 rounded-full bg-sage-700 px-3 py-1 text-sm font-semibold text-white">
          Ahorra {plan.discount}%
        </span>
      )}
      <p className="text-sm font-semibold uppercase tracking-wide text-sage-700">
        {yearly ? 'Solo $0.30 al día' : 'Solo $1 al día'}
      </p>
      <h2 id={titleId} className="mt-1 font-display text-2xl text-ink">
        {plan.name}
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        {yearly && (
          <s className="text-lg text-ink-soft" aria-label={`Antes $${crossedOut} USD`}>
            ${crossedOut}
          </s>
        )}
        <span className="font-display text-4xl text-ink">${plan.price}</span>
        <span className="text-ink-soft">USD / {yearly ? 'año' : 'mes'}</span>
      </p>
      {yearly && <p className="mt-1 text-sm font-medium text-sage-800">Ahorras ${savings} USD al año</p>}
      <p className="mt-3 text-ink-soft">{plan.description}</p>
      <CheckList items={plan.features} className="mt-4 flex-1" />
      <Button
        block
        className="mt-6"
        disabled={busy}
        onClick={() => onStart(plan)}
        variant={yearly ? 'primary' : 'secondary'}
      >
        {processing ? 'Procesando...' : trialAvailable ? '11 días de prueba gratis' : 'Suscribirme'}
      </Button>
    </article>
  );
}
