import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { linkDemoAudioCache } from './demo-audio-cache';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Client } from 'pg';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/create-app';
import { Clock } from '../src/platform/time/clock.port';
import { adminUrl, urlFor, withAdmin } from './database';
import { FakeClock } from './fake-clock';

type Http = ReturnType<typeof request.agent>;

export interface TestApp {
  app: NestExpressApplication;
  http: Http;
  /** The app's one Clock: real time until a test pins it (reset it after). */
  clock: FakeClock;
  /** A client at its own address (X-Forwarded-For; the test app trusts one proxy hop). */
  fromNewAddress(): Http;
  dataDir: string;
  databaseUrl: string;
  close(): Promise<void>;
}

/** A port swapped for the test, as `Test.createTestingModule(...).overrideProvider()` does it. */
export interface ProviderOverride {
  provide: unknown;
  useValue: unknown;
}

/**
 * A real API on its own copy of the migrated database, built from the real AppModule with the
 * Clock (and any other port the test names) swapped for the test's own.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    databasePort?: number;
    overrides?: ProviderOverride[];
    /** A second API process on the same database as this one (that one's close() drops it). */
    sameDatabaseAs?: TestApp;
    /**
     * Another PostgreSQL server (its admin URL) than the tests' shared one: the database is made
     * there empty, and the app migrates it as it boots (the template lives on the shared server).
     */
    server?: string;
    /**
     * Boot on the migrated database with nothing in it, so the app's own boot runs the seed (the
     * seed's tests); otherwise a demo app starts from the run's seeded copy and its uploads.
     */
    fromEmpty?: boolean;
  } = {},
): Promise<TestApp> {
  // Set by global-setup in this run's parent process, so parallel runs never share a template.
  const migrated = process.env.INHALA_TEMPLATE_DB;
  const seeded = process.env.INHALA_SEEDED_TEMPLATE_DB;
  const seededData = process.env.INHALA_SEEDED_DATA_DIR;
  if (!migrated || !seeded || !seededData)
    throw new Error('The template databases are not set: run the API tests through jest (global-setup)');
  const shared = options.sameDatabaseAs;
  // What the app's boot would seed (SEED_DEMO true, the default here) is already in the seeded copy.
  const fromSeeded = !options.fromEmpty && !options.server && (env.SEED_DEMO ?? 'true') === 'true';
  const template = fromSeeded ? seeded : migrated;
  const server = options.server ?? adminUrl();
  const name = shared
    ? new URL(shared.databaseUrl).pathname.slice(1)
    : `inhala_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const copy = options.server ? '' : ` TEMPLATE ${template}`;
  if (!shared) await withAdmin((client) => client.query(`CREATE DATABASE ${name}${copy}`), server);
  const dataDir = mkdtempSync(join(tmpdir(), 'inhala-api-'));
  if (fromSeeded && !shared) cpSync(seededData, dataDir, { recursive: true });
  else linkDemoAudioCache(dataDir);
  const saved = { ...process.env };
  Object.assign(process.env, {
    DATABASE_URL: urlFor(name, options.databasePort, server),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    WEB_ROOT: join(dataDir, 'web'),
    TRUST_PROXY: '1',
    ...env,
  });
  const clock = new FakeClock();
  let app: NestExpressApplication;
  try {
    const builder = Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(Clock)
      .useValue(clock);
    for (const override of options.overrides ?? [])
      builder.overrideProvider(override.provide).useValue(override.useValue);
    const modules = await builder.compile();
    app = configureApp(modules.createNestApplication<NestExpressApplication>({ bufferLogs: true }));
    await app.init();
  } finally {
    process.env = saved;
  }
  return {
    app,
    clock,
    http: request.agent(app.getHttpServer()),
    fromNewAddress: () => request.agent(app.getHttpServer()).set('X-Forwarded-For', nextAddress()),
    dataDir,
    databaseUrl: urlFor(name, undefined, server),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (!shared)
        await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), server);
    },
  };
}

let addresses = 0;
function nextAddress(): string {
  addresses += 1;
  return `10.${(process.pid >> 8) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@inhala.test`;
}

export async function registerUser(http: Http, overrides: Record<string, string> = {}) {
  const body = {
    firstName: 'Ana',
    lastName: 'Luz',
    email: uniqueEmail(),
    password: 'secreto1',
    timezone: 'Europe/Madrid',
    ...overrides,
  };
  const res = await http.post('/api/auth/register').send(body).expect(201);
  return {
    ...body,
    sessionId: res.body.sessionId as string,
    user: res.body.user as { id: string; role: string },
  };
}

export async function signIn(http: Http, email: string, password = 'inhala-demo'): Promise<string> {
  const res = await http.post('/api/auth/signin').send({ email, password }).expect(200);
  return res.body.sessionId as string;
}

/** A registered person with an active subscription, as after a confirmed checkout. */
export async function registerClient(t: TestApp, overrides: Record<string, string> = {}) {
  const person = await registerUser(t.fromNewAddress(), overrides);
  const db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    await db.query(
      `UPDATE users SET role = 'client', subscription_status = 'active', subscription_plan = 'monthly',
              subscription_ends_at = now() + interval '30 days', trial_used_at = now() WHERE id = $1`,
      [person.user.id],
    );
  } finally {
    await db.end();
  }
  return person;
}

/** Runs SQL on the test app's own database: to arrange a state or to look behind the API. */
export async function queryDb<T = Record<string, unknown>>(
  t: TestApp,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}
