import { Injectable } from '@nestjs/common';
import { ACCOUNT_DATA_LIMITS } from '@inhala/domain';
import { RateLimitStore } from '../../../../platform/rate-limit/rate-limit.store';
import { AccountDataThrottle } from '../../ports/account-data.throttle.port';

/** Buckets in PostgreSQL (the shared rate-limit store), so the limits hold when scaled out. */
@Injectable()
export class RateLimitAccountDataThrottle extends AccountDataThrottle {
  constructor(private readonly store: RateLimitStore) {
    super();
  }

  async count(kind: 'export' | 'delete', userId: string): Promise<{ hits: number; resetAt: Date }> {
    const window = kind === 'export' ? ACCOUNT_DATA_LIMITS.exports : ACCOUNT_DATA_LIMITS.deletions;
    const bucket = await this.store.hit(`account-${kind}:${userId}`, window.windowMs);
    return { hits: bucket.hits, resetAt: bucket.resetAt };
  }
}
