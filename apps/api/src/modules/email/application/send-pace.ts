/**
 * At most `perSecond` sends a second from this process: each caller waits for its slot, spaced
 * evenly (1000 / perSecond ms apart), so a burst after an idle spell is not sent all at once.
 * Per process on purpose: N workers send at most N × EMAIL_RATE_PER_SECOND (README).
 */
export class SendPace {
  private nextSlot = 0;
  private readonly gapMs: number;

  constructor(perSecond: number) {
    this.gapMs = 1000 / perSecond;
  }

  async take(): Promise<void> {
    const now = performance.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.gapMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }
}
