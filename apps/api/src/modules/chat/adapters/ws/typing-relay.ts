interface Typist {
  shown: boolean;
  lastStartAt: number;
  waiting: NodeJS.Timeout | null;
}

/**
 * Typing as the others see it, per person: at most one start every `everyMs` goes out; a start
 * that comes sooner waits for its turn and is dropped if a stop comes first; a stop goes out only
 * after a start that went out. However fast a person's sockets toggle, each other socket gets at
 * most one start and one stop per interval.
 */
export class TypingRelay {
  private readonly typists = new Map<string, Typist>();

  constructor(
    private readonly everyMs: number,
    private readonly emit: (userId: string, typing: { firstName: string } | null) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(userId: string, firstName: string): void {
    let typist = this.typists.get(userId);
    if (!typist) {
      typist = { shown: false, lastStartAt: Number.NEGATIVE_INFINITY, waiting: null };
      this.typists.set(userId, typist);
    }
    if (typist.shown || typist.waiting) return;
    const wait = typist.lastStartAt + this.everyMs - this.now();
    if (wait <= 0) {
      this.show(userId, typist, firstName);
      return;
    }
    const waiting = typist;
    waiting.waiting = setTimeout(() => {
      waiting.waiting = null;
      this.show(userId, waiting, firstName);
    }, wait);
    waiting.waiting.unref();
  }

  stop(userId: string): void {
    const typist = this.typists.get(userId);
    if (!typist) return;
    if (typist.waiting) clearTimeout(typist.waiting);
    typist.waiting = null;
    if (!typist.shown) return;
    typist.shown = false;
    this.emit(userId, null);
  }

  /** Forgets people who stopped longer than an interval ago (called on the heartbeat). */
  prune(): void {
    const now = this.now();
    for (const [userId, typist] of this.typists)
      if (!typist.shown && !typist.waiting && now - typist.lastStartAt >= this.everyMs)
        this.typists.delete(userId);
  }

  clear(): void {
    for (const typist of this.typists.values()) if (typist.waiting) clearTimeout(typist.waiting);
    this.typists.clear();
  }

  private show(userId: string, typist: Typist, firstName: string): void {
    typist.shown = true;
    typist.lastStartAt = this.now();
    this.emit(userId, { firstName });
  }
}
