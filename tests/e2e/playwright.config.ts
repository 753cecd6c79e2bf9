import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './support/paths';

/**
 * Journeys against the production build served by the API on the embedded default (PGlite),
 * exactly what `npm start` serves. The system Chromium; never a downloaded browser.
 */
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // One worker: npm test runs the journeys beside the type check and the API tests, which keep the
  // other core busy; a second browser measured slower there (607 s against 449 s).
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // A trace snapshots the page at every step, a cost every test paid; it is recorded where it is
    // read: on CI's retry of a failed test, or locally with --trace on.
    trace: 'on-first-retry',
    // page.route cannot see a service worker's own requests; only pwa.spec lets the worker run.
    serviceWorkers: 'block',
    launchOptions: {
      // The system Chromium (CHROMIUM_PATH, else /usr/bin/chromium), at the tests' own priority.
      executablePath: join(__dirname, 'support/chromium.sh'),
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Nothing here draws with a GPU or needs the browser's own background work: CPU for the tests.
        '--disable-gpu',
        '--disable-extensions',
        '--disable-default-apps',
        '--mute-audio',
        '--no-first-run',
        '--disable-features=Translate,MediaRouter,OptimizationHints,CalculateNativeWinOcclusion',
        // Two people in one test (an admin and a client) each keep running while the other acts.
        '--disable-renderer-backgrounding',
        '--disable-background-timer-throttling',
        '--disable-backgrounding-occluded-windows',
      ],
    },
  },
  projects: [
    // The demo lead, client and admin sign in once, through the dialog; specs reuse the session.
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: /admin-.*\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The admin journeys change the demo content the others read (a renamed meditation, a new
    // featured Angel Monday, an edited challenge day), so they run after all of them.
    {
      name: 'admin',
      testMatch: /admin-.*\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // A fresh data folder each run, except the demo recordings' cache (they are encoded once).
    command:
      `mkdir -p ${E2E_DATA_DIR} && find ${E2E_DATA_DIR} -mindepth 1 -maxdepth 1 ! -name cache -exec rm -rf {} + ` +
      `&& node dist/apps/api/main.js`,
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Lets a spec sign in from an address of its own (support/helpers.ts fromOwnAddress).
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
});
