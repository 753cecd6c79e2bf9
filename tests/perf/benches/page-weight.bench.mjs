// JavaScript of a visitor's first load, gzip, as the production server sends it.
import { firstLoadScripts, gzipBytes } from '../lib/browser.mjs';
import { row } from '../lib/measure.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Page weight: JavaScript of a first visit (gzip)';

const PAGES = [
  { path: '/', goal: 170 },
  { path: '/meditaciones', goal: null },
];

async function weigh(url) {
  const { scripts, prefetched } = await firstLoadScripts(url);
  const sizes = await Promise.all(scripts.map(gzipBytes));
  const later = await Promise.all(prefetched.map(gzipBytes));
  return {
    kb: sizes.reduce((a, b) => a + b, 0) / 1000,
    requests: scripts.length,
    prefetchedKb: later.reduce((a, b) => a + b, 0) / 1000,
  };
}

export async function run() {
  const app = await startServer();
  try {
    const rows = [];
    for (const { path, goal } of PAGES) {
      const weight = await weigh(`${app.url}${path}`);
      rows.push(
        row({
          what: `First load of ${path} (visitor), JavaScript gzip`,
          value: weight.kb,
          unit: 'KB',
          goal: goal ? `≤ ${goal} KB` : 'reported',
          pass: (v) => (goal ? v <= goal : true),
          note: `${weight.requests} scripts; ${weight.prefetchedKb.toFixed(1)} KB more prefetched when idle`,
        }),
      );
    }
    return rows;
  } finally {
    await app.stop();
  }
}
