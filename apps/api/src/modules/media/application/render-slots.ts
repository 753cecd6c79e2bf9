/** The answer of RenderSlots when every slot and every place in the queue is taken. */
export const BUSY = Symbol('busy');

/**
 * At most `concurrency` renders at once and `queue` waiting for a turn (in arrival order); a
 * render beyond that is not started, so a burst of cold images cannot take the memory and the CPU.
 * In this process: each API process renders on its own cores.
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T | typeof BUSY> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) return BUSY;
      await new Promise<void>((turn) => this.waiting.push(turn));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
