// `node tools/test/tier-counts.mjs`: after `npm test`, how many tests ran at each level of the
// pyramid (README, "Tests"), read from the JSON reports the Jest stages leave in test-logs.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The tier of a test file, by where it is and what it is named. */
function tier(file) {
  const path = relative(ROOT, file);
  if (path.endsWith('.http.spec.ts')) return 'API, whole app over HTTP (*.http.spec.ts)';
  if (path.endsWith('.sql.spec.ts')) return 'API, one context on real SQL (*.sql.spec.ts)';
  if (path.startsWith('apps/api/')) return 'API, one unit or adapter';
  if (path.startsWith('libs/domain/')) return 'domain rules';
  if (path.startsWith('tools/')) return 'house checks (tools)';
  return 'components (React Testing Library)';
}

const counts = new Map();
for (const stage of ['unit', 'api']) {
  const report = JSON.parse(readFileSync(join(ROOT, 'test-logs', `${stage}.json`), 'utf8'));
  for (const file of report.testResults) {
    const key = tier(file.name);
    const count = counts.get(key) ?? { files: 0, tests: 0 };
    count.files += 1;
    count.tests += file.assertionResults.length;
    counts.set(key, count);
  }
}
for (const [key, { files, tests }] of [...counts].sort((a, b) => b[1].tests - a[1].tests))
  process.stdout.write(`${String(tests).padStart(5)} tests in ${String(files).padStart(3)} files  ${key}\n`);
