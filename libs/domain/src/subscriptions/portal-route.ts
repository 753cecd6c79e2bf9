/** Portal error codes (02 §8), each with its own Spanish title and message. */
export const PORTAL_ERROR_CODES = [
  'NO_SUBSCRIPTION',
  'PORTAL_NOT_CONFIGURED',
  'STRIPE_CUSTOMER_NOT_FOUND',
  'AUTH_REQUIRED',
  'LEGACY_SUBSCRIPTION_NOT_FOUND',
  'LEGACY_SUBSCRIPTION_MISSING',
  'LEGACY_SUBSCRIPTION_INVALID',
  'UNKNOWN_LEGACY_PLATFORM',
] as const;
export type PortalErrorCode = (typeof PORTAL_ERROR_CODES)[number];

export const PORTAL_ERROR_TEXTS: Record<PortalErrorCode, { title: string; message: string }> = {
  NO_SUBSCRIPTION: {
    title: 'Sin Suscripción',
    message: 'Aún no tienes una suscripción que gestionar. Elige un plan para empezar.',
  },
  PORTAL_NOT_CONFIGURED: {
    title: 'Portal no disponible',
    message:
      'La gestión de suscripciones no está disponible en este momento. Escríbenos a soporte y te ayudamos.',
  },
  STRIPE_CUSTOMER_NOT_FOUND: {
    title: 'Cuenta de pago no encontrada',
    message: 'No encontramos tu cuenta de pago. Escríbenos a soporte para revisarla.',
  },
  AUTH_REQUIRED: {
    title: 'Sesión expirada',
    message: 'Tu sesión ha expirado. Inicia sesión de nuevo para continuar.',
  },
  LEGACY_SUBSCRIPTION_NOT_FOUND: {
    title: 'Suscripción no encontrada',
    message: 'No encontramos tu suscripción anterior. Escríbenos a soporte con el correo de tu compra.',
  },
  LEGACY_SUBSCRIPTION_MISSING: {
    title: 'Falta tu suscripción',
    message: 'Tu cuenta no tiene asociada la suscripción anterior. Escríbenos a soporte para vincularla.',
  },
  LEGACY_SUBSCRIPTION_INVALID: {
    title: 'Suscripción no válida',
    message: 'Los datos de tu suscripción anterior no son válidos. Escríbenos a soporte para corregirlos.',
  },
  UNKNOWN_LEGACY_PLATFORM: {
    title: 'Plataforma desconocida',
    message: 'No reconocemos la plataforma de pago de tu suscripción. Escríbenos a soporte.',
  },
};

export const PORTAL_DEFAULT_ERROR = 'No pudimos abrir el portal de suscripción. Inténtalo de nuevo.';

export interface PortalAccount {
  customerId: string | null;
  isLegacyUser: boolean;
  /** As stored: an unknown value is answered with UNKNOWN_LEGACY_PLATFORM. */
  legacyPaymentPlatform: string | null;
  legacySubscriptionId: string | null;
}

export type PortalRoute =
  | { kind: 'gateway'; customerId: string }
  | { kind: 'legacy-wallet'; subscriptionId: string }
  | { kind: 'error'; code: Exclude<PortalErrorCode, 'AUTH_REQUIRED'> };

/** Wallet-provider subscription ids look like 'I-' followed by 12 letters or digits. */
const WALLET_SUBSCRIPTION_ID = /^I-[A-Z0-9]{12}$/;

/**
 * Where 'manage my subscription' leads (02 §2.12, §8): the payment provider's portal for a
 * customer, the wallet provider for a legacy wallet subscription, or one of the portal errors.
 */
export function portalRoute(account: PortalAccount): PortalRoute {
  const platform = account.legacyPaymentPlatform;
  if (platform) {
    if (platform === 'wallet') {
      if (!account.legacySubscriptionId) return { kind: 'error', code: 'LEGACY_SUBSCRIPTION_MISSING' };
      if (!WALLET_SUBSCRIPTION_ID.test(account.legacySubscriptionId))
        return { kind: 'error', code: 'LEGACY_SUBSCRIPTION_INVALID' };
      return { kind: 'legacy-wallet', subscriptionId: account.legacySubscriptionId };
    }
    if (platform === 'legacy_card') {
      return account.customerId
        ? { kind: 'gateway', customerId: account.customerId }
        : { kind: 'error', code: 'LEGACY_SUBSCRIPTION_NOT_FOUND' };
    }
    if (platform === 'gift') return { kind: 'error', code: 'NO_SUBSCRIPTION' };
    return { kind: 'error', code: 'UNKNOWN_LEGACY_PLATFORM' };
  }
  if (account.isLegacyUser && !account.customerId)
    return { kind: 'error', code: 'LEGACY_SUBSCRIPTION_MISSING' };
  return account.customerId
    ? { kind: 'gateway', customerId: account.customerId }
    : { kind: 'error', code: 'NO_SUBSCRIPTION' };
}
