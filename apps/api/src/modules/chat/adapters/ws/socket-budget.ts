import type { ChatSocketLimits, FrameRate } from './chat-socket.settings';

/** A token bucket: `burst` tokens, refilled at `perSecond`. Time (ms, monotonic) comes in. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: FrameRate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.at = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.at) / 1000) * this.rate.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export type BudgetedFrame = 'frame' | 'user_connect' | 'typing';

/** ok: handle it; drop: ignore it; close: the socket spent its drops too (flooding). */
export type BudgetVerdict = 'ok' | 'drop' | 'close';

/** One socket's budgets (ChatSocketLimits): kept by the process that holds the socket. */
export class SocketBudget {
  private readonly buckets: Record<BudgetedFrame, TokenBucket>;
  private readonly dropped: TokenBucket;

  constructor(limits: ChatSocketLimits, now: number) {
    this.buckets = {
      frame: new TokenBucket(limits.frames, now),
      user_connect: new TokenBucket(limits.connects, now),
      typing: new TokenBucket(limits.typing, now),
    };
    this.dropped = new TokenBucket(limits.dropped, now);
  }

  admit(kind: BudgetedFrame, now: number): BudgetVerdict {
    if (this.buckets[kind].take(now)) return 'ok';
    return this.dropped.take(now) ? 'drop' : 'close';
  }
}
