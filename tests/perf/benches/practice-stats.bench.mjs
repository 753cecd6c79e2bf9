// 'Mi práctica' as a practice history grows: GET /api/practice/stats at 1,000 sessions against 10,
// on PostgreSQL and on PGlite. The stats are one statement whatever the history, so it stays flat.
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { MAKE_CLIENT, newSubscriber } from '../lib/journal-seed.mjs';
import { interleaved, median, row, timed } from '../lib/measure.mjs';
import { signIn, startServer } from '../lib/server.mjs';

export const title = 'Practice stats: GET /api/practice/stats at 1,000 sessions against 10';

const SMALL = 10;
const BIG = 1_000;
const SAMPLES = 25;

/**
 * `$2` ten-minute sessions, three a day going back (so 1,000 cover about eleven months and fill
 * the whole calendar), and a completed ritual on every third of those days.
 */
const SEED_PRACTICE = `
  WITH sessions AS (
    INSERT INTO practice_sessions (id, user_id, meditation_id, kind, started_at, finished_at, seconds, local_date)
    SELECT gen_random_uuid(), $1::uuid, NULL, 'guided', now() - g * interval '8 hours' - interval '10 minutes',
           now() - g * interval '8 hours', 600, (now() - g * interval '8 hours')::date
      FROM generate_series(1, $2::int) g
    RETURNING 1)
  INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, completed, completed_at)
  SELECT $1::uuid, current_date - g * 3, 'Calma', 10, 'Pasiva', 'Respiración consciente', true, now() - g * interval '3 days'
    FROM generate_series(1, GREATEST($2::int / 9, 1)) g`;

async function latency(url, sessionId) {
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    times.push(
      await timed(async () => {
        const res = await fetch(`${url}/api/practice/stats`, { headers: { 'x-session-id': sessionId } });
        if (!res.ok) throw new Error(`/api/practice/stats: ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  return median(times);
}

async function measure(url, people, label) {
  const stats = await interleaved(3, {
    big: () => latency(url, people.big.sessionId),
    small: () => latency(url, people.small.sessionId),
  });
  return row({
    what: `GET /api/practice/stats, ${BIG} vs ${SMALL} sessions (${label})`,
    value: stats.big,
    baseline: stats.small,
    unit: 'ms',
    goal: '≤ 1.3 ×',
    pass: (r) => r <= 1.3,
  });
}

async function seed(query, people) {
  for (const [person, size] of [
    [people.small, SMALL],
    [people.big, BIG],
  ]) {
    await query(MAKE_CLIENT, [person.id]);
    await query(SEED_PRACTICE, [person.id, size]);
  }
}

async function onPostgres() {
  const app = await startServer({ database: 'postgres' });
  try {
    const people = { small: await newSubscriber(app.url, 'small'), big: await newSubscriber(app.url, 'big') };
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      await seed((text, values) => db.query(text, values), people);
      await db.query('ANALYZE');
    } finally {
      await db.end();
    }
    return await measure(app.url, people, 'PostgreSQL');
  } finally {
    await app.stop();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'inhala-bench-practice-'));
  try {
    let app = await startServer({ dataDir });
    const people = { small: await newSubscriber(app.url, 'small'), big: await newSubscriber(app.url, 'big') };
    await app.stop();
    const db = new PGlite(join(dataDir, 'pglite'));
    await seed((text, values) => db.query(text, values), people);
    await db.exec('ANALYZE');
    await db.close();
    app = await startServer({ dataDir });
    try {
      people.small.sessionId = await signIn(app.url, people.small.email, 'respira-profundo');
      people.big.sessionId = await signIn(app.url, people.big.email, 'respira-profundo');
      return await measure(app.url, people, 'PGlite');
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  return [await onPostgres(), await onPglite()];
}
