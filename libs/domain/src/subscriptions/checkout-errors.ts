/** Checkout error codes the server answers with (01 §7-§8). */
export const CHECKOUT_ERROR_CODES = [
  'SESSION_INVALID',
  'MISSING_PRICE_ID',
  'USER_NOT_FOUND',
  'INVALID_PRICE_ID',
  'CUSTOMER_SETUP_FAILED',
  'CHECKOUT_CREATION_FAILED',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** The start-checkout action's messages by error code (01 §8; the spec fixes them in English). */
export const CHECKOUT_ERROR_MESSAGES: Record<CheckoutErrorCode, string> = {
  SESSION_INVALID: 'Your session has expired. Please sign in again to continue.',
  MISSING_PRICE_ID: 'Please select a subscription plan and try again.',
  USER_NOT_FOUND: 'Account not found. Please sign in again.',
  INVALID_PRICE_ID: 'The selected subscription plan is not available. Please refresh and try again.',
  CUSTOMER_SETUP_FAILED: 'There was an issue setting up your account. Please contact support.',
  CHECKOUT_CREATION_FAILED: 'Unable to start the checkout process. Please try again in a moment.',
};

export const CHECKOUT_DEFAULT_MESSAGE = 'Failed to create checkout session. Please try again.';

/** SUBSCRIPTION.ALREADY_ACTIVE: a client asked for a second checkout (our code, so Spanish). */
export const ALREADY_SUBSCRIBED_MESSAGE =
  'Ya tienes una suscripción activa. Puedes cambiar de plan desde Gestionar suscripción.';

export function checkoutErrorMessage(input: {
  status: number;
  errorCode?: string;
  serverMessage?: string;
}): string {
  if (input.status === 401) return CHECKOUT_ERROR_MESSAGES.SESSION_INVALID;
  const code = input.errorCode as CheckoutErrorCode | undefined;
  if (code && code in CHECKOUT_ERROR_MESSAGES) return CHECKOUT_ERROR_MESSAGES[code];
  return input.serverMessage || CHECKOUT_DEFAULT_MESSAGE;
}

export type CheckoutFeedback =
  | { kind: 'session-expired'; title: string; description: string; redirectTo: string; afterMs: number }
  | { kind: 'reload'; title: string; description: string; afterMs: number }
  | { kind: 'already-subscribed'; title: string; description: string }
  | { kind: 'message'; title: string; description: string };

/** What the plan screen does with a checkout error, matched by its text (01 §8). */
export function checkoutFeedback(message: string): CheckoutFeedback {
  const text = message.toLowerCase();
  if (
    text.includes('session expired') ||
    text.includes('session has expired') ||
    text.includes('sign in again')
  ) {
    return {
      kind: 'session-expired',
      title: 'Sesión expirada',
      description: 'Tu sesión ha expirado. Inicia sesión de nuevo para continuar.',
      redirectTo: '/smart-conversion/subscription',
      afterMs: 2000,
    };
  }
  if (text.includes('ya tienes una suscripción')) {
    return { kind: 'already-subscribed', title: 'Ya tienes una suscripción', description: message };
  }
  if (text.includes('select a subscription plan')) {
    return { kind: 'message', title: 'Plan No Seleccionado', description: 'Elige un plan para continuar.' };
  }
  if (text.includes('refresh and try again')) {
    return {
      kind: 'reload',
      title: 'Plan no disponible',
      description: 'Actualizaremos la página para mostrarte los planes vigentes.',
      afterMs: 2000,
    };
  }
  if (text.includes('conexión a internet')) {
    return { kind: 'message', title: 'Sin conexión', description: message };
  }
  if (text.includes('contact support')) {
    return {
      kind: 'message',
      title: 'Error del Sistema',
      description: 'Hubo un problema al preparar tu cuenta. Escríbenos a soporte.',
    };
  }
  return { kind: 'message', title: 'Error', description: 'No pudimos procesar tu solicitud.' };
}
