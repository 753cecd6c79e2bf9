// The catalogue's Spanish search as the catalogue grows: GET /api/meditations/search over about
// 10,000 published meditations against the demo's 192, each on PostgreSQL with the default
// settings. The index (GIN over the weighted documents, trigrams over the words) keeps it flat.
import http from 'node:http';
import pg from 'pg';
import { interleaved, median, row, timed } from '../lib/measure.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Catalogue search: about 10,000 meditations against 192';

/** The demo catalogue 52 times more, each copy with its categories, keywords and type. */
const GROW_CATALOGUE = `
  WITH copies AS (
    INSERT INTO meditations (name, slug, description, duration, image_url, journal_prompt, sort_order)
    SELECT m.name || ' (' || g || ')', m.slug || '-' || g, m.description, m.duration, m.image_url,
           m.journal_prompt, 1000 + g * 1000 + m.sort_order
      FROM meditations m, generate_series(1, 52) g
     WHERE m.deleted_at IS NULL
    RETURNING id, slug)
  SELECT count(*)::int AS made FROM copies`;
const COPY_LINKS = ['meditation_categories', 'meditation_keywords', 'meditation_types'].map((table) => {
  const column = {
    meditation_categories: 'category_id',
    meditation_keywords: 'keyword_id',
    meditation_types: 'type_id',
  }[table];
  return `INSERT INTO ${table} (meditation_id, ${column})
            SELECT c.id, l.${column} FROM meditations c
              JOIN meditations o ON c.slug LIKE o.slug || '-%' AND c.sort_order > 1000
              JOIN ${table} l ON l.meditation_id = o.id
            ON CONFLICT DO NOTHING`;
});

/** What people type: a need, a phrase, a typo, a word half typed. */
const QUERIES = ['ansiedad', 'meditación para dormir', 'gratitut', 'respir', 'relajación muscular'];
const SAMPLES = 10;

/**
 * Searches are limited per address (SEARCH_LIMIT, 120 a minute), as a deployment has them: each
 * round of searches comes from its own loopback address (127.0.1.n), as many people would.
 */
let nextAddress = 1;
function searcher() {
  const agent = new http.Agent({ keepAlive: true, localAddress: `127.0.1.${nextAddress++}` });
  const get = (url) =>
    new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

async function latency(url) {
  const { get, close } = searcher();
  const times = [];
  try {
    for (let i = 0; i < SAMPLES; i++)
      for (const q of QUERIES)
        times.push(
          await timed(async () => {
            const res = await get(`${url}/api/meditations/search?q=${encodeURIComponent(q)}`);
            if (res.status !== 200) throw new Error(`search ${q}: ${res.status}`);
            if (JSON.parse(res.body).ids.length === 0) throw new Error(`search ${q}: nothing found`);
          }),
        );
  } finally {
    close();
  }
  return median(times);
}

export async function run() {
  const small = await startServer({ database: 'postgres' });
  const big = await startServer({ database: 'postgres' });
  try {
    const client = new pg.Client({ connectionString: big.databaseUrl });
    await client.connect();
    let total;
    try {
      await client.query(GROW_CATALOGUE);
      for (const sql of COPY_LINKS) await client.query(sql);
      // As autovacuum (on by default) leaves a table after a bulk load: each copy's index row was
      // rewritten by the triggers once per link table, and those dead versions and the GIN's
      // pending list would otherwise be read by every search (7 ms a search instead of 1.4).
      await client.query('VACUUM ANALYZE');
      total = (await client.query(`SELECT count(*)::int AS n FROM meditations WHERE deleted_at IS NULL`))
        .rows[0].n;
    } finally {
      await client.end();
    }
    // The demo's database settled the same way, so both are measured as a deployment runs them.
    const settle = new pg.Client({ connectionString: small.databaseUrl });
    await settle.connect();
    await settle.query('VACUUM ANALYZE').finally(() => settle.end());
    // Warm both (plans, caches), then measure them in turns.
    await latency(small.url);
    await latency(big.url);
    const ms = await interleaved(3, { big: () => latency(big.url), small: () => latency(small.url) });
    return [
      row({
        what: `GET /api/meditations/search, ${total.toLocaleString('en')} vs 192 meditations (PostgreSQL)`,
        value: ms.big,
        baseline: ms.small,
        unit: 'ms',
        goal: '≤ 1.5 ×',
        pass: (r) => r <= 1.5,
        note: `median of ${QUERIES.length} searches × ${SAMPLES}, each a need, a phrase, a typo or a word half typed`,
      }),
    ];
  } finally {
    await Promise.all([small.stop(), big.stop()]);
  }
}
