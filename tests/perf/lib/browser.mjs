// The system Chromium (never a downloaded browser), for the page benchmarks.
import http from 'node:http';
import { chromium } from '@playwright/test';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

/**
 * The scripts a first visit to `url` runs, at 375 px with no service worker: every script
 * requested until the network is quiet. Prefetches (`<link rel=prefetch>`, fetched at the
 * lowest priority when the network is idle) are not scripts the page waits for, and are
 * listed apart.
 */
export async function firstLoadScripts(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
    const scripts = [];
    const prefetched = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      else if (/\.js$/.test(new URL(request.url()).pathname)) prefetched.push(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { scripts, prefetched };
  } finally {
    await browser.close();
  }
}

/** The bytes `url` sends when the client accepts only gzip (node's fetch would unpack them). */
export function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}
