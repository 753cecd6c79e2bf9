import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks.port';

/**
 * In this process. A crash between the answer and the work loses that work (a reset e-mail the
 * person can ask for again); shutting down waits for what is running.
 */
@Injectable()
export class InProcessBackgroundTasks extends BackgroundTasks implements OnModuleDestroy {
  private readonly logger = new Logger('BackgroundTasks');
  private readonly running = new Set<Promise<void>>();

  run(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        this.logger.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  onModuleDestroy(): Promise<void> {
    return this.idle();
  }
}
