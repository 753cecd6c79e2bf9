import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import { APP_CONFIG, loadConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/time/clock.port';
import { FakeClock } from '../../../../../test/fake-clock';
import { waitUntil } from '../../../../../test/worker-process';
import { PeriodicEmailJob } from '../../application/periodic-email-job';
import { RunEmailWork } from '../../application/run-email-work.use-case';
import { EMAIL_WORKER_RUNS, EmailWorkerScheduler, type EmailWorkerRuns } from './email-worker.scheduler';

/** A job some other context registers just by providing it. */
@Injectable()
class RecordingJob extends PeriodicEmailJob {
  readonly name = 'prueba';
  runs: Date[] = [];
  run(now: Date): Promise<void> {
    this.runs.push(now);
    return Promise.resolve();
  }
}

async function schedulerWith(runs: EmailWorkerRuns, env: Record<string, string>) {
  const rounds: string[] = [];
  const clock = new FakeClock();
  clock.set('2026-11-24T09:00:00Z');
  const modules = await Test.createTestingModule({
    imports: [ScheduleModule.forRoot(), DiscoveryModule],
    providers: [
      EmailWorkerScheduler,
      RecordingJob,
      { provide: EMAIL_WORKER_RUNS, useValue: runs },
      { provide: APP_CONFIG, useValue: loadConfig({ EMAIL_POLL_MS: '20', ...env }) },
      { provide: Clock, useValue: clock },
      {
        provide: RunEmailWork,
        useValue: { execute: () => Promise.resolve(void rounds.push('round')) },
      },
    ],
  }).compile();
  const app = modules.createNestApplication();
  await app.init();
  return { app, rounds, job: app.get(RecordingJob) };
}

describe('EmailWorkerScheduler', () => {
  it('should poll the ledger and run every PeriodicEmailJob provider in the worker process', async () => {
    const { app, rounds, job } = await schedulerWith('always', { DATABASE_URL: 'postgres://x@127.0.0.1/x' });
    try {
      await waitUntil('three rounds', () => rounds.length >= 3, 10_000);
      expect(job.runs).toEqual([new Date('2026-11-24T09:00:00Z')]);
    } finally {
      await app.close();
    }
    const after = rounds.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rounds.length).toBe(after);
  });

  it('should stay idle in an API process on PostgreSQL (EMAIL_WORKER=off)', async () => {
    const { app, rounds, job } = await schedulerWith('when-inline', {
      DATABASE_URL: 'postgres://x@127.0.0.1/x',
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(rounds).toEqual([]);
      expect(job.runs).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('should run inside the API process on the embedded database (EMAIL_WORKER=inline by default)', async () => {
    const { app, rounds } = await schedulerWith('when-inline', {});
    try {
      await waitUntil('a round', () => rounds.length >= 1, 10_000);
    } finally {
      await app.close();
    }
  });
});
