import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/time/clock.port';
import { PeriodicEmailJob } from '../../application/periodic-email-job';
import { RunEmailWork } from '../../application/run-email-work.use-case';

/** Whether this process runs the worker: always (worker.ts), or as EMAIL_WORKER says (the API). */
export const EMAIL_WORKER_RUNS = Symbol('EMAIL_WORKER_RUNS');
export type EmailWorkerRuns = 'always' | 'when-inline';

const PERIODIC_MS = 60_000;

/**
 * The worker's clock, on @nestjs/schedule: every EMAIL_POLL_MS a round of RunEmailWork (never
 * two at once in one process), and once a minute every PeriodicEmailJob. On shutdown (SIGTERM)
 * it takes nothing new, lets the mails in flight finish and hands back the rest of its batch;
 * a SIGKILL leaves leases that run out on their own.
 */
@Injectable()
export class EmailWorkerScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EmailWorker');
  private stopping = false;
  private round: Promise<void> | null = null;
  private jobs: Promise<void> | null = null;

  constructor(
    @Inject(EMAIL_WORKER_RUNS) private readonly runs: EmailWorkerRuns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly discovery: DiscoveryService,
    private readonly work: RunEmailWork,
    private readonly clock: Clock,
  ) {}

  get enabled(): boolean {
    return this.runs === 'always' || this.config.email.worker === 'inline';
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.registry.addInterval(
      'email-worker',
      setInterval(() => void this.tick(), this.config.email.pollMs),
    );
    this.registry.addInterval(
      'email-periodic-jobs',
      setInterval(() => this.runJobs(), PERIODIC_MS),
    );
    void this.tick();
    this.runJobs();
  }

  /** One round now unless one is running; the round's promise (tests and shutdown wait on it). */
  tick(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.round ??= this.work
      .execute(() => this.stopping)
      .catch((error: unknown) => this.logger.error(`ronda del worker: ${describe(error)}`))
      .finally(() => (this.round = null));
    return this.round;
  }

  private runJobs(): void {
    if (this.stopping || this.jobs) return;
    const jobs = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is PeriodicEmailJob => instance instanceof PeriodicEmailJob);
    this.jobs = (async () => {
      for (const job of jobs) {
        if (this.stopping) return;
        await job
          .run(this.clock.now())
          .catch((error: unknown) => this.logger.error(`tarea ${job.name}: ${describe(error)}`));
      }
    })().finally(() => (this.jobs = null));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const name of ['email-worker', 'email-periodic-jobs'])
      if (this.registry.doesExist('interval', name)) this.registry.deleteInterval(name);
    await Promise.all([this.round, this.jobs]);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
