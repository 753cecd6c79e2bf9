import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import {
  EMAIL_WORKER_RUNS,
  EmailWorkerScheduler,
  type EmailWorkerRuns,
} from './adapters/schedule/email-worker.scheduler';
import { EmailModule } from './email.module';

/**
 * The scheduled e-mail worker. worker.ts imports it with `runs: 'always'`; the API imports it
 * with 'when-inline', so it runs there only when EMAIL_WORKER=inline (the embedded default:
 * PGlite is one process).
 */
@Module({})
export class EmailWorkerModule {
  static forRoot(runs: EmailWorkerRuns): DynamicModule {
    return {
      module: EmailWorkerModule,
      imports: [ScheduleModule.forRoot(), DiscoveryModule, EmailModule],
      providers: [{ provide: EMAIL_WORKER_RUNS, useValue: runs }, EmailWorkerScheduler],
      exports: [EmailWorkerScheduler],
    };
  }
}
