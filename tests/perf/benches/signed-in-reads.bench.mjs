// Signed-in reads against GET /api/health (which only pings the database), on PostgreSQL.
import { requestRate } from '../lib/load.mjs';
import { interleaved, row } from '../lib/measure.mjs';
import { signIn, startServer } from '../lib/server.mjs';

export const title = 'Signed-in reads: request rate against /api/health (PostgreSQL)';

const READS = [
  '/api/ritual/today',
  '/api/streak',
  '/api/journal/entries?page=1&limit=16',
  '/api/auth/me',
  '/api/challenges/active',
];

export async function run() {
  const app = await startServer({ database: 'postgres' });
  try {
    const headers = { 'x-session-id': await signIn(app.url) };
    const rows = [];
    for (const path of READS) {
      const rates = await interleaved(3, {
        read: () => requestRate(`${app.url}${path}`, { headers, seconds: 4 }),
        health: () => requestRate(`${app.url}/api/health`, { seconds: 4 }),
      });
      rows.push(
        row({
          what: `GET ${path.split('?')[0]} vs GET /api/health`,
          value: rates.read,
          baseline: rates.health,
          unit: 'req/s',
          goal: '≥ 0.7 ×',
          pass: (r) => r >= 0.7,
        }),
      );
    }
    return rows;
  } finally {
    await app.stop();
  }
}
