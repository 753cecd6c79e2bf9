// Journal reads as a journal grows: 10,000 entries against 100, on PostgreSQL and on PGlite.
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { MAKE_CLIENT, SEED_JOURNAL, newSubscriber } from '../lib/journal-seed.mjs';
import { interleaved, median, row, timed } from '../lib/measure.mjs';
import { signIn, startServer } from '../lib/server.mjs';

export const title = 'Journal growth: reads at 10,000 entries against 100';

const SMALL = 100;
const BIG = 10_000;
const SAMPLES = 25;

/** Median time of SAMPLES sequential GETs of `path` with the session. */
async function latency(url, path, sessionId) {
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    times.push(
      await timed(async () => {
        const res = await fetch(`${url}${path}`, { headers: { 'x-session-id': sessionId } });
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  return median(times);
}

const lastPage = (total) => Math.max(1, Math.ceil(total / 16));

async function measure(url, people, label, rows, { withLastPage }) {
  const page1 = await interleaved(3, {
    big: () => latency(url, '/api/journal/entries?page=1&limit=16', people.big.sessionId),
    small: () => latency(url, '/api/journal/entries?page=1&limit=16', people.small.sessionId),
  });
  rows.push(
    row({
      what: `Journal page 1, ${BIG} vs ${SMALL} entries (${label})`,
      value: page1.big,
      baseline: page1.small,
      unit: 'ms',
      goal: '≤ 1.3 ×',
      pass: (r) => r <= 1.3,
    }),
  );
  if (!withLastPage) return;
  const last = await interleaved(3, {
    big: () => latency(url, `/api/journal/entries?page=${lastPage(BIG)}&limit=16`, people.big.sessionId),
    small: () =>
      latency(url, `/api/journal/entries?page=${lastPage(SMALL)}&limit=16`, people.small.sessionId),
  });
  rows.push(
    row({
      what: `Journal last page, ${BIG} vs ${SMALL} entries (${label})`,
      value: last.big,
      baseline: last.small,
      unit: 'ms',
      goal: '≤ 1.5 ×',
      pass: (r) => r <= 1.5,
    }),
  );
  const pages = await interleaved(3, {
    big: () => latency(url, '/api/morning-pages', people.big.sessionId),
    small: () => latency(url, '/api/morning-pages', people.small.sessionId),
  });
  rows.push(
    row({
      what: `GET /api/morning-pages, ${BIG} vs ${SMALL} entries (${label})`,
      value: pages.big,
      baseline: pages.small,
      unit: 'ms',
      goal: '≤ 1.3 ×',
      pass: (r) => r <= 1.3,
    }),
  );
}

async function onPostgres(rows) {
  const app = await startServer({ database: 'postgres' });
  try {
    const people = { small: await newSubscriber(app.url, 'small'), big: await newSubscriber(app.url, 'big') };
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      for (const [person, size] of [
        [people.small, SMALL],
        [people.big, BIG],
      ]) {
        await db.query(MAKE_CLIENT, [person.id]);
        await db.query(SEED_JOURNAL, [person.id, size]);
      }
      await db.query('ANALYZE');
    } finally {
      await db.end();
    }
    await measure(app.url, people, 'PostgreSQL', rows, { withLastPage: true });
  } finally {
    await app.stop();
  }
}

async function onPglite(rows) {
  const dataDir = mkdtempSync(join(tmpdir(), 'inhala-bench-journal-'));
  try {
    let app = await startServer({ dataDir });
    const people = { small: await newSubscriber(app.url, 'small'), big: await newSubscriber(app.url, 'big') };
    await app.stop();
    const db = new PGlite(join(dataDir, 'pglite'));
    for (const [person, size] of [
      [people.small, SMALL],
      [people.big, BIG],
    ]) {
      await db.query(MAKE_CLIENT, [person.id]);
      await db.query(SEED_JOURNAL, [person.id, size]);
    }
    await db.exec('ANALYZE');
    await db.close();
    app = await startServer({ dataDir });
    try {
      people.small.sessionId = await signIn(app.url, people.small.email, 'respira-profundo');
      people.big.sessionId = await signIn(app.url, people.big.email, 'respira-profundo');
      await measure(app.url, people, 'PGlite', rows, { withLastPage: false });
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  const rows = [];
  await onPostgres(rows);
  await onPglite(rows);
  return rows;
}
