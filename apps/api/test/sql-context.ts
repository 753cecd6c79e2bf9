import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODULE_METADATA } from '@nestjs/common/constants';
import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DayEndsAt } from '@inhala/domain';
import { AppConfigModule } from '../src/platform/config/config.module';
import { DatabaseModule } from '../src/platform/database/database.module';
import { LoggingModule } from '../src/platform/logging/logging.module';
import { RateLimitModule } from '../src/platform/rate-limit/rate-limit.module';
import { Clock } from '../src/platform/time/clock.port';
import { TimeModule } from '../src/platform/time/time.module';
import { urlFor, withAdmin } from './database';
import { FakeClock } from './fake-clock';
import { uniqueEmail, type ProviderOverride } from './test-app';

/**
 * The middle tier (`*.sql.spec.ts`): one context's module, its use cases called directly, over its
 * real SQL on a copy of the run's migrated database. No HTTP, no seed, no other context: a rule
 * proven here costs a database copy and one module's providers, not a whole app's boot.
 */
export interface SqlContext {
  /** A provider of the module under test (a use case, or a port to look behind it). */
  get<T>(token: Type<T> | symbol | string): T;
  /** The module's one Clock: real time until a test pins it. */
  clock: FakeClock;
  /** SQL on this file's database: to arrange a state or to look behind the use cases. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startSqlContext(
  module: Type,
  options: { overrides?: ProviderOverride[]; env?: Record<string, string> } = {},
): Promise<SqlContext> {
  const template = process.env.INHALA_TEMPLATE_DB;
  if (!template)
    throw new Error('INHALA_TEMPLATE_DB is not set: run the API tests through jest (global-setup)');
  const name = `inhala_s_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'inhala-sql-'));
  const saved = { ...process.env };
  Object.assign(process.env, {
    DATABASE_URL: urlFor(name),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...options.env,
  });
  const clock = new FakeClock();
  let context: INestApplicationContext;
  try {
    const builder = Test.createTestingModule({
      imports: [
        AppConfigModule,
        LoggingModule,
        DatabaseModule,
        TimeModule,
        RateLimitModule,
        withoutHttp(module),
      ],
    })
      .overrideProvider(Clock)
      .useValue(clock);
    for (const override of options.overrides ?? [])
      builder.overrideProvider(override.provide).useValue(override.useValue);
    context = await (await builder.compile()).init();
  } finally {
    process.env = saved;
  }
  const db = context.get<DataSource>(getDataSourceToken());
  return {
    get: <T>(token: Type<T> | symbol | string) => context.get<T>(token, { strict: false }),
    clock,
    query: <T>(text: string, params: unknown[] = []) => db.query<T[]>(text, params),
    async close() {
      await context.close();
      rmSync(dataDir, { recursive: true, force: true });
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The context's providers as its module declares them, without its controllers (its HTTP doors). */
function withoutHttp(module: Type): DynamicModule {
  const declared = (key: string): [] => (Reflect.getMetadata(key, module) as [] | undefined) ?? [];
  class ContextUnderTest {}
  Object.defineProperty(ContextUnderTest, 'name', { value: `${module.name}WithoutHttp` });
  return {
    module: ContextUnderTest,
    imports: declared(MODULE_METADATA.IMPORTS),
    providers: declared(MODULE_METADATA.PROVIDERS),
    exports: declared(MODULE_METADATA.EXPORTS),
  };
}

/** A person as the accounts context stores one, written straight into `users` (no hashing, no mail). */
export async function insertPerson(
  ctx: SqlContext,
  fields: { timezone?: string; role?: 'lead' | 'client' | 'admin'; dayEndsAt?: DayEndsAt } = {},
): Promise<{ id: string; timezone: string; dayEndsAt: DayEndsAt }> {
  const timezone = fields.timezone ?? 'Europe/Madrid';
  const dayEndsAt = fields.dayEndsAt ?? 0;
  const [row] = await ctx.query<{ id: string }>(
    `INSERT INTO users (first_name, last_name, email, password_hash, role, timezone, day_ends_at)
     VALUES ('Ana', 'Luz', $1, 'x', $2, $3, $4) RETURNING id`,
    [uniqueEmail(), fields.role ?? 'client', timezone, dayEndsAt],
  );
  if (!row) throw new Error('The person could not be written');
  return { id: row.id, timezone, dayEndsAt };
}
