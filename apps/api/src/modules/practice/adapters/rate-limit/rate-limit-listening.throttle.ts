import { Injectable } from '@nestjs/common';
import { LISTENING_RULES } from '@inhala/domain';
import { RateLimitStore } from '../../../../platform/rate-limit/rate-limit.store';
import { ListeningThrottle } from '../../ports/listening.throttle.port';

/** Per person (`listening:<id>`: erased with the account, as every `<policy>:<id>` key). */
@Injectable()
export class RateLimitListeningThrottle extends ListeningThrottle {
  constructor(private readonly store: RateLimitStore) {
    super();
  }

  async count(userId: string): Promise<{ reports: number; resetAt: Date }> {
    const bucket = await this.store.hit(`listening:${userId}`, LISTENING_RULES.reportLimit.windowMs);
    return { reports: bucket.hits, resetAt: bucket.resetAt };
  }
}
