import { useState } from 'react';
import {
  Link,
  useNavigate,
  Button,
  LoadingScreen,
  PageHeader,
  Skeleton,
  useAccess,
  useRefreshSubscription,
  useSession,
  useToast,
} from '@inhala/ui';
import { checkoutFeedback, hasSubscriptionToManage, type SubscriptionPlanView } from '@inhala/domain';
import { startCheckout } from '../api/checkout';
import { usePlans } from '../api/plans';
import { CurrentPlan } from '../components/CurrentPlan';
import { PlanCard } from '../components/PlanCard';

/**
 * 'Elige tu Plan' (01 §2): sign-in required; a started checkout leaves for the provider's page.
 * A client sees their current plan and the portal instead of the cards (the server refuses a
 * second checkout); a person who already had a subscription is offered no second trial, so
 * their button reads 'Suscribirme'.
 */
export function SubscriptionPage() {
  const { user, checking } = useSession();
  const access = useAccess();
  const plans = usePlans();
  const refreshSubscription = useRefreshSubscription();
  const navigate = useNavigate();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);

  if (checking) return <LoadingScreen text="Verificando sesión..." />;
  if (!user) {
    return (
      <section className="mx-auto max-w-md space-y-4 py-10 text-center">
        <h1 className="font-display text-3xl text-ink">Elige tu Plan</h1>
        <p className="text-ink-soft">Crea tu cuenta gratis para empezar tus 11 días de prueba.</p>
        <Link
          to="/smart-conversion/subscription"
          className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-5 py-2.5 font-medium text-white hover:bg-sage-800"
        >
          Comenzar mi Transformación
        </Link>
      </section>
    );
  }

  async function start(plan: SubscriptionPlanView) {
    setPending(plan.priceId);
    try {
      const { url } = await startCheckout(plan.priceId);
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      const feedback = checkoutFeedback(error instanceof Error ? error.message : '');
      toast({ title: feedback.title, description: feedback.description, variant: 'destructive' });
      if (feedback.kind === 'session-expired')
        setTimeout(() => void navigate(feedback.redirectTo), feedback.afterMs);
      if (feedback.kind === 'reload') setTimeout(() => window.location.reload(), feedback.afterMs);
      // Subscribed meanwhile (another tab): the status shows the current plan instead.
      if (feedback.kind === 'already-subscribed') void refreshSubscription();
    }
  }

  const monthly = plans.data?.plans.find((p) => p.interval === 'month') ?? null;
  const current = hasSubscriptionToManage(access.status) ? access.status : null;
  const trialAvailable = access.status?.trialAvailable ?? true;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Elige tu Plan"
        subtitle={
          current
            ? 'Ya tienes una suscripción a Inhala.'
            : trialAvailable
              ? 'Empieza hoy con 11 días de prueba gratis y cancela cuando quieras.'
              : 'Retoma tu práctica hoy y cancela cuando quieras.'
        }
      />

      {access.isSubscribed && !access.loading && !current && (
        <p role="status" className="rounded-2xl bg-sage-50 p-4 text-sage-900">
          Ya tienes acceso completo a Inhala.{' '}
          <Link to="/profile" className="font-medium underline">
            Ver mi suscripción
          </Link>
        </p>
      )}

      {plans.isPending || access.statusPending ? (
        <div className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label="Cargando planes">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : current ? (
        <CurrentPlan status={current} timeZone={user.timezone} />
      ) : plans.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl bg-white p-6 text-center">
          <p className="text-ink">No pudimos cargar los planes.</p>
          <Button onClick={() => void plans.refetch()}>Reintentar</Button>
        </div>
      ) : (
        <div className="grid gap-6 pt-3 md:grid-cols-2">
          {plans.data.plans.map((plan) => (
            <PlanCard
              key={plan.priceId}
              plan={plan}
              monthlyPrice={monthly?.price ?? null}
              trialAvailable={trialAvailable}
              busy={pending !== null}
              processing={pending === plan.priceId}
              onStart={(p) => void start(p)}
            />
          ))}
        </div>
      )}

      {!current && (
        <>
          <p className="text-center font-medium text-sage-800">
            Con el Plan Anual ahorras más de $285 USD al año.
          </p>
          <ul className="mx-auto max-w-2xl space-y-1 text-center text-sm text-ink-soft">
            <li>Cancela cuando quieras, sin compromisos.</li>
            <li>Pago seguro con tarjeta a través de nuestro proveedor de pagos.</li>
            <li>
              {trialAvailable
                ? 'La prueba comienza al completar el pago y puedes cancelarla desde tu perfil.'
                : 'Tu suscripción comienza al completar el pago y puedes cancelarla desde tu perfil.'}
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
