// `npm test`: every suite in order, stopping at the first failure.
// format → lint → unit + component (Jest) → API on real PostgreSQL (Jest) → typecheck → production build → Playwright journeys.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint (ESLint: type-checked rules, module boundaries, API layers)', 'npx', ['eslint', '.']],
  [
    'unit and component tests',
    'npx',
    [
      'jest',
      '-c',
      'jest.config.js',
      '--selectProjects',
      'domain',
      'tools',
      'ui',
      'shell',
      'mfe-practice',
      'mfe-community',
      'mfe-admin',
    ],
  ],
  ['API integration tests (PostgreSQL)', 'npm', ['run', 'test:api']],
  ['typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--parallel=2']],
  ['typecheck (end-to-end specs and test tools)', 'npx', ['tsc', '-b', 'tests/e2e', 'tools']],
  ['production build', 'npm', ['run', 'build']],
  ['end-to-end journeys (Chromium)', 'npm', ['run', 'test:e2e']],
];

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
for (const [name, cmd, args] of steps) {
  process.stdout.write(`\n=== ${name}\n`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  process.stdout.write(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
