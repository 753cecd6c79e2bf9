// Lighthouse mobile (default throttling: simulated slow 4G and a 4× slower CPU) on the
// production build, as a visitor. Medians of 3 runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from '../lib/browser.mjs';
import { median, row } from '../lib/measure.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Lighthouse mobile (default throttling)';

const PAGES = ['/', '/meditaciones'];
const RUNS = 3;

const GOALS = [
  { key: 'score', what: 'score', unit: '', goal: '≥ 95', pass: (v) => v >= 95 },
  { key: 'lcp', what: 'LCP', unit: 's', goal: '≤ 1.8 s', pass: (v) => v <= 1.8 },
  { key: 'tbt', what: 'TBT', unit: 'ms', goal: '≤ 150 ms', pass: (v) => v <= 150 },
  { key: 'cls', what: 'CLS', unit: '', goal: '≤ 0.05', pass: (v) => v <= 0.05 },
];

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { audits, categories } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue / 1000,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

export async function run() {
  const app = await startServer();
  try {
    const rows = [];
    for (const path of PAGES) {
      const runs = [];
      // Interleaving does not apply: each run is a whole page load against the goal.
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${app.url}${path}`));
      for (const g of GOALS) {
        rows.push(
          row({
            what: `Lighthouse ${path}: ${g.what}`,
            value: median(runs.map((r) => r[g.key])),
            unit: g.unit,
            goal: g.goal,
            pass: g.pass,
          }),
        );
      }
    }
    return rows;
  } finally {
    await app.stop();
  }
}
