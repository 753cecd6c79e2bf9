import { DomainError, type ErrorCode } from './domain-error';

/** A refusal that ends by itself: the HTTP edge also tells the client when to retry (Retry-After). */
export class RetryLaterError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(code: ErrorCode, retryAt: Date, now: Date, message?: string) {
    super(code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  }
}
