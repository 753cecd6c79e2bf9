import { formatSpanishDate } from '../dates/spanish-dates';
import type { SubscriptionStatusResponse } from '../contracts/subscription';

export type ProfileBadgeTone = 'none' | 'trial' | 'cancelled' | 'active';

export interface ProfileBadge {
  tone: ProfileBadgeTone;
  label: 'Sin Suscripción' | 'Prueba Gratuita' | 'Cancelada' | 'Activa';
  description: string;
}

/** The subscription badge and text on the profile (02 §4.9). */
export function profileBadge(
  status: SubscriptionStatusResponse | null,
  now: Date,
  timeZone = 'UTC',
): ProfileBadge {
  const endsAt = status?.subscriptionEndsAt ? new Date(status.subscriptionEndsAt) : null;
  if (
    !status ||
    (!status.hasActiveSubscription && !(status.subscriptionStatus === 'canceled' && endsAt && endsAt > now))
  ) {
    return {
      tone: 'none',
      label: 'Sin Suscripción',
      description: 'Suscríbete para acceder a todo el contenido de Inhala.',
    };
  }
  if (status.subscriptionStatus === 'canceled') {
    const until = endsAt ? formatSpanishDate(endsAt, timeZone) : '';
    return { tone: 'cancelled', label: 'Cancelada', description: `Tienes acceso hasta el ${until}.` };
  }
  if (status.subscriptionStatus === 'trialing') {
    const trialEnd = status.trialEndsAt ? formatSpanishDate(new Date(status.trialEndsAt), timeZone) : '';
    return {
      tone: 'trial',
      label: 'Prueba Gratuita',
      description: `Tu prueba gratuita termina el ${trialEnd}.`,
    };
  }
  return {
    tone: 'active',
    label: 'Activa',
    description: status.subscriptionPlan === 'yearly' ? 'Plan Anual' : 'Plan Mensual',
  };
}
