import { PORTAL_ERROR_TEXTS } from '../subscriptions/portal-route';

/**
 * A rule was broken. Use cases throw these; only the HTTP edge turns the code into a status.
 * The message is what a person reads (Spanish), except where the spec fixes an English text
 * that the client maps itself (e.g. 'User already exists with this email').
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const ERROR_CODES = [
  'VALIDATION.FAILED',
  'ACCOUNT.ALREADY_EXISTS',
  'ACCOUNT.NOT_FOUND',
  'ACCOUNT.INVALID_CREDENTIALS',
  'SESSION.INVALID',
  'SESSION.FORBIDDEN',
  'RESET.INVALID_CODE',
  'RESET.TOO_MANY_ATTEMPTS',
  'RATE_LIMITED',
  'RESOURCE.NOT_FOUND',
  'SUBSCRIPTION.REQUIRED',
  'MISSING_PRICE_ID',
  'INVALID_PRICE_ID',
  'USER_NOT_FOUND',
  'CUSTOMER_SETUP_FAILED',
  'CHECKOUT_CREATION_FAILED',
  'NO_SUBSCRIPTION',
  'PORTAL_NOT_CONFIGURED',
  'STRIPE_CUSTOMER_NOT_FOUND',
  'LEGACY_SUBSCRIPTION_NOT_FOUND',
  'LEGACY_SUBSCRIPTION_MISSING',
  'LEGACY_SUBSCRIPTION_INVALID',
  'UNKNOWN_LEGACY_PLATFORM',
  'PAYMENT.SIGNATURE_INVALID',
  'PAYMENT.CHECKOUT_NOT_FOUND',
  'IMAGE.INVALID_REQUEST',
  'IMAGE.TOO_LARGE',
  'IMAGE.UNSUPPORTED',
  'IMAGE.UNREACHABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  'VALIDATION.FAILED': 'Los datos enviados no son válidos',
  'ACCOUNT.ALREADY_EXISTS': 'User already exists with this email',
  'ACCOUNT.NOT_FOUND': 'No existe una cuenta con este email',
  'ACCOUNT.INVALID_CREDENTIALS': 'Email o contraseña incorrectos',
  'SESSION.INVALID': 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  'SESSION.FORBIDDEN': 'No tienes permiso para realizar esta acción',
  'RESET.INVALID_CODE': 'El código no es válido o ha expirado',
  'RESET.TOO_MANY_ATTEMPTS': 'Demasiados intentos fallidos. Solicita un nuevo código.',
  RATE_LIMITED: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  'RESOURCE.NOT_FOUND': 'No encontramos lo que buscas',
  'SUBSCRIPTION.REQUIRED': 'Necesitas una suscripción activa para acceder a este contenido',
  MISSING_PRICE_ID: 'Elige un plan de suscripción',
  INVALID_PRICE_ID: 'El plan elegido no está disponible',
  USER_NOT_FOUND: 'No encontramos tu cuenta',
  CUSTOMER_SETUP_FAILED: 'No pudimos preparar tu cuenta de pago',
  CHECKOUT_CREATION_FAILED: 'No pudimos iniciar el pago',
  NO_SUBSCRIPTION: PORTAL_ERROR_TEXTS.NO_SUBSCRIPTION.message,
  PORTAL_NOT_CONFIGURED: PORTAL_ERROR_TEXTS.PORTAL_NOT_CONFIGURED.message,
  STRIPE_CUSTOMER_NOT_FOUND: PORTAL_ERROR_TEXTS.STRIPE_CUSTOMER_NOT_FOUND.message,
  LEGACY_SUBSCRIPTION_NOT_FOUND: PORTAL_ERROR_TEXTS.LEGACY_SUBSCRIPTION_NOT_FOUND.message,
  LEGACY_SUBSCRIPTION_MISSING: PORTAL_ERROR_TEXTS.LEGACY_SUBSCRIPTION_MISSING.message,
  LEGACY_SUBSCRIPTION_INVALID: PORTAL_ERROR_TEXTS.LEGACY_SUBSCRIPTION_INVALID.message,
  UNKNOWN_LEGACY_PLATFORM: PORTAL_ERROR_TEXTS.UNKNOWN_LEGACY_PLATFORM.message,
  'PAYMENT.SIGNATURE_INVALID': 'Firma del evento de pago no válida',
  'PAYMENT.CHECKOUT_NOT_FOUND': 'Este pago de prueba no existe o ya no está disponible',
  'IMAGE.INVALID_REQUEST': 'La solicitud de imagen no es válida',
  'IMAGE.TOO_LARGE': 'La imagen es demasiado grande',
  'IMAGE.UNSUPPORTED': 'El archivo no es una imagen compatible',
  'IMAGE.UNREACHABLE': 'No pudimos obtener la imagen',
};

/** HTTP status for each code; the one table the API edge reads. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  'VALIDATION.FAILED': 400,
  'ACCOUNT.ALREADY_EXISTS': 409,
  'ACCOUNT.NOT_FOUND': 404,
  'ACCOUNT.INVALID_CREDENTIALS': 401,
  'SESSION.INVALID': 401,
  'SESSION.FORBIDDEN': 403,
  'RESET.INVALID_CODE': 400,
  'RESET.TOO_MANY_ATTEMPTS': 429,
  RATE_LIMITED: 429,
  'RESOURCE.NOT_FOUND': 404,
  'SUBSCRIPTION.REQUIRED': 403,
  MISSING_PRICE_ID: 400,
  INVALID_PRICE_ID: 400,
  USER_NOT_FOUND: 404,
  CUSTOMER_SETUP_FAILED: 502,
  CHECKOUT_CREATION_FAILED: 502,
  NO_SUBSCRIPTION: 404,
  PORTAL_NOT_CONFIGURED: 503,
  STRIPE_CUSTOMER_NOT_FOUND: 404,
  LEGACY_SUBSCRIPTION_NOT_FOUND: 404,
  LEGACY_SUBSCRIPTION_MISSING: 409,
  LEGACY_SUBSCRIPTION_INVALID: 409,
  UNKNOWN_LEGACY_PLATFORM: 409,
  'PAYMENT.SIGNATURE_INVALID': 400,
  'PAYMENT.CHECKOUT_NOT_FOUND': 404,
  'IMAGE.INVALID_REQUEST': 400,
  'IMAGE.TOO_LARGE': 413,
  'IMAGE.UNSUPPORTED': 415,
  'IMAGE.UNREACHABLE': 502,
};
