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
};
