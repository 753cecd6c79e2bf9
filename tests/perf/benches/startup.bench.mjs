// Start-up of `npm start`'s server on a fresh embedded database: spawn until /api/health answers.
import { median, row } from '../lib/measure.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Start-up on a fresh embedded database (PGlite)';

export async function run() {
  const fresh = [];
  for (let i = 0; i < 3; i++) {
    const app = await startServer();
    fresh.push(app.startedInMs);
    await app.stop();
  }
  return [
    row({
      what: 'Start-up, fresh PGlite database (migrate + seed)',
      value: median(fresh) / 1000,
      unit: 's',
      goal: '≤ 2.5 s',
      pass: (v) => v <= 2.5,
    }),
  ];
}
