// `npm run bench`: every benchmark of tests/perf/benches, each row a ratio against a baseline
// measured in the same run (or an absolute figure where the goal is one). Not part of npm test.
// Filter with words: `npm run bench -- journal startup`. `--readme` writes the table into README.md.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const args = process.argv.slice(2);
const writeReadme = args.includes('--readme');
const filters = args.filter((a) => !a.startsWith('--'));
const files = readdirSync(join(here, 'benches'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();

const rows = [];
for (const file of files) {
  const bench = await import(join(here, 'benches', file));
  process.stdout.write(`\n▶ ${bench.title ?? file}\n`);
  const started = Date.now();
  try {
    for (const r of await bench.run()) {
      rows.push({ bench: file, ...r });
      process.stdout.write(`  ${format(r)}\n`);
    }
  } catch (error) {
    rows.push({ bench: file, what: bench.title ?? file, failed: String(error?.stack ?? error) });
    process.stdout.write(`  FAILED: ${error?.stack ?? error}\n`);
  }
  process.stdout.write(`  (${Math.round((Date.now() - started) / 1000)} s)\n`);
}

function number(v) {
  if (v === undefined || v === null) return '';
  return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
}

function format(r) {
  const figure = r.ratio !== undefined ? `${number(r.ratio)} ×` : `${number(r.value)} ${r.unit}`;
  const detail = r.ratio !== undefined ? ` (${number(r.value)} vs ${number(r.baseline)} ${r.unit})` : '';
  return `${r.pass ? '✓' : '✗'} ${r.what}: ${figure}${detail}; goal ${r.goal}${r.note ? ` (${r.note})` : ''}`;
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const table = [
  `Measured ${date} on ${machine}; medians of interleaved repetitions (\`npm run bench\`).`,
  '',
  '| what | measured | goal | met |',
  '|---|---|---|---|',
  ...rows.map((r) =>
    r.failed
      ? `| ${r.what} | failed: ${r.failed.split('\n')[0]} | | ✗ |`
      : `| ${r.what} | ${r.ratio !== undefined ? `${number(r.ratio)} × (${number(r.value)} vs ${number(r.baseline)} ${r.unit})` : `${number(r.value)} ${r.unit}`}${r.note ? ` (${r.note})` : ''} | ${r.goal} | ${r.pass ? '✓' : '✗'} |`,
  ),
].join('\n');

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'latest.md'), `${table}\n`);
writeFileSync(join(here, 'results', 'latest.json'), JSON.stringify({ date, machine, rows }, null, 2));
process.stdout.write(`\n${table}\n`);

if (writeReadme) {
  const readme = join(here, '../../README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- perf:start -->';
  const end = '<!-- perf:end -->';
  if (!text.includes(start)) throw new Error('README.md has no perf markers');
  const updated = text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`);
  // Written as Prettier writes it, so `npm test`'s format check passes with the new table.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(readme)) ?? {};
  writeFileSync(readme, await prettier.format(updated, { ...options, filepath: readme }));
}
