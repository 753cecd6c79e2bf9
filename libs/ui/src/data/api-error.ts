/**
 * Any non-OK answer (01 §8): the message is '{status}: {body}', or the status text when the
 * body is empty. The parsed server fields stay available for screens that map error codes.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  private get parsed(): Record<string, unknown> | null {
    try {
      const value: unknown = JSON.parse(this.body);
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /** The server's own `message`, when the body carries one. */
  get serverMessage(): string | undefined {
    const message = this.parsed?.['message'];
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    return undefined;
  }

  get errorCode(): string | undefined {
    const code = this.parsed?.['errorCode'];
    return typeof code === 'string' ? code : undefined;
  }
}

/** The server message when there is one, otherwise the screen's own fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
