import { ApiError } from '../data/api-error';

/** What a screen says when an action needs the network and there is none (issue 18). */
export const NEEDS_NETWORK_MESSAGE =
  'Necesitas conexión a internet para esto. Inténtalo de nuevo cuando vuelvas a estar en línea.';

/**
 * A call that never reached the server (no network, the server unreachable). Its status is 0, so
 * the spec's '40' rule still retries it; screens that show `messageOf` get the Spanish text.
 */
export class NetworkError extends ApiError {
  constructor(cause?: unknown) {
    super(0, '', 'Network error');
    this.name = 'NetworkError';
    this.cause = cause;
  }

  override get serverMessage(): string {
    return NEEDS_NETWORK_MESSAGE;
  }
}
