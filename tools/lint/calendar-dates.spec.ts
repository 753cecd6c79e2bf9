import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';
import fc from 'fast-check';
import {
  CALENDAR_ZONES,
  calendarDayArb,
  expectedSpanish,
} from '../../libs/domain/src/dates/calendar-dates.test-kit';

// Days without a time (a ritual's date, a practice day, an Angel Monday's date) are shown with the
// calendar-date rule of @inhala/domain (formatCalendarDate and friends). Read as an instant, such a
// day is UTC midnight, which is still the day before in the Americas. These are the shapes that
// did that in the front ends; none may come back.
const ROOT = join(__dirname, '../..');
const SOURCES = [
  'apps/shell/src',
  'apps/mfe-practice/src',
  'apps/mfe-community/src',
  'apps/mfe-admin/src',
  'libs/ui/src',
];

const DAY_FIELD = String.raw`[\w.?!]*\.(?:date|day|timestamp)\b`;
const RULES: { name: string; pattern: RegExp; removed: string }[] = [
  {
    name: 'a day-only field read as an instant',
    pattern: new RegExp(String.raw`new Date\(\s*${DAY_FIELD}\s*\)`),
    removed: 'timestamp: localDay(new Date(entry.timestamp), timeZone),',
  },
  {
    name: 'a day-only field formatted in a time zone',
    pattern: new RegExp(String.raw`formatSpanish(?:Long)?Date\(\s*${DAY_FIELD}`),
    removed: '{formatSpanishDate(entry.date, timeZone)}',
  },
  {
    name: 'a day glued to a clock time to make an instant',
    pattern: /\$\{[^}]+\}T\d{2}:\d{2}/,
    removed: 'Tu día del {formatSpanishDate(`${hold.day}T12:00:00Z`)} sigue abierto',
  },
  {
    name: "the runtime's own date text (zone and locale of the browser)",
    pattern: /\.toLocaleDateString\(/,
    removed: 'new Date(day).toLocaleDateString()',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests build instants from days on purpose, to set the scene.
    if (!/\.tsx?$/.test(entry.name) || /\.spec\.tsx?$|test-kit|test-utils/.test(entry.name)) return [];
    return [path];
  });
}

describe('calendar dates in the front ends', () => {
  it.each(RULES)('the guard for $name recognises the line it replaced', ({ pattern, removed }) => {
    expect(removed).toMatch(pattern);
  });

  it('shows no day-only value through an instant', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          RULES.filter((rule) => rule.pattern.test(line)).map(
            (rule) => `${relative(ROOT, file)}:${i + 1} ${rule.name}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });
});

// The rule itself holds whatever zone the runtime runs in: each zone from UTC−11 to UTC+14 gets
// its own Node process (TZ), loading the date modules as they ship.
describe('calendar dates in a process running in each zone (TZ)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'calendar-dates-'));
    for (const name of ['calendar-dates', 'spanish-dates']) {
      const { code } = transformFileSync(join(ROOT, `libs/domain/src/dates/${name}.ts`), {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      writeFileSync(join(dir, `${name}.js`), code);
    }
    writeFileSync(
      join(dir, 'probe.js'),
      `const c = require('./calendar-dates');
       const s = require('./spanish-dates');
       const days = JSON.parse(process.argv[2]);
       const shown = days.map((d) => [c.formatCalendarDate(d), c.formatCalendarLongDate(d),
         s.formatSpanishDate(d), s.formatSpanishDate(d, process.env.TZ)]);
       process.stdout.write(JSON.stringify(shown));`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CALENDAR_ZONES)('shows each day as itself in %s', (zone) => {
    const days = fc.sample(calendarDayArb, { numRuns: 40, seed: 27 }).concat(['2026-11-27', '2026-12-31']);
    const run = spawnSync(process.execPath, [join(dir, 'probe.js'), JSON.stringify(days)], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const expected = days.map((d) => {
      const { date, long } = expectedSpanish(d);
      return [date, long, date, date];
    });
    expect(JSON.parse(run.stdout)).toEqual(expected);
  });
});
