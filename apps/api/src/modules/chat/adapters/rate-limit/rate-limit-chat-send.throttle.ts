import { Injectable } from '@nestjs/common';
import { CHAT_LIMITS } from '@inhala/domain';
import { RateLimitStore } from '../../../../platform/rate-limit/rate-limit.store';
import { ChatSendThrottle } from '../../ports/chat-send.throttle.port';

/** Sends per person as a rate-limit bucket in PostgreSQL, so the limit holds across processes. */
@Injectable()
export class RateLimitChatSendThrottle extends ChatSendThrottle {
  constructor(private readonly store: RateLimitStore) {
    super();
  }

  async count(userId: string): Promise<{ sends: number; resetAt: Date }> {
    const bucket = await this.store.hit(`chat-send:${userId}`, CHAT_LIMITS.rateWindowMs);
    return { sends: bucket.hits, resetAt: bucket.resetAt };
  }
}
