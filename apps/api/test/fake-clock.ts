import { Clock } from '../src/platform/time/clock.port';

/** The test app's clock: the real time until a test pins it, and back to it on reset(). */
export class FakeClock extends Clock {
  private pinned: Date | null = null;

  now(): Date {
    return this.pinned ? new Date(this.pinned) : new Date();
  }

  set(at: Date | string | number): void {
    this.pinned = new Date(at);
  }

  advance(ms: number): void {
    this.pinned = new Date(this.now().getTime() + ms);
  }

  reset(): void {
    this.pinned = null;
  }
}
