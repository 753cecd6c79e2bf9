// Dependency rules that keep the house simple (DESIGN, STYLE habit 6), checked, not hoped for:
// - libs/domain imports no framework, ORM, React or Node I/O;
// - libs/ui never imports an app; apps never import each other's files;
// - the shell reaches remotes only through Module Federation ids, never by path.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const only = process.argv[2];
const rules = [
  {
    project: 'domain',
    dir: 'libs/domain/src',
    forbid: [
      /^@nestjs\//,
      /^typeorm/,
      /^react/,
      /^node:/,
      /^(fs|path|http|crypto|child_process)$/,
      /^class-validator/,
      /^@inhala\/ui/,
      /apps\//,
    ],
  },
  { project: 'ui', dir: 'libs/ui/src', forbid: [/^@nestjs\//, /^typeorm/, /^node:/, /apps\//] },
  { project: 'shell', dir: 'apps/shell/src', forbid: [/mfe-/, /apps\/api/, /^@nestjs\//, /^typeorm/] },
  {
    project: 'mfe-practice',
    dir: 'apps/mfe-practice/src',
    forbid: [/mfe-(community|admin)/, /shell/, /apps\//, /^@nestjs\//],
  },
  {
    project: 'mfe-community',
    dir: 'apps/mfe-community/src',
    forbid: [/mfe-(practice|admin)/, /shell/, /apps\//, /^@nestjs\//],
  },
  {
    project: 'mfe-admin',
    dir: 'apps/mfe-admin/src',
    forbid: [/mfe-(practice|community)/, /shell/, /apps\//, /^@nestjs\//],
  },
  { project: 'api', dir: 'apps/api/src', forbid: [/^react/, /^@inhala\/ui/, /apps\/(shell|mfe-)/] },
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(path)
      : /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name)
        ? [path]
        : [];
  });
}

const problems = [];
for (const rule of rules.filter((r) => !only || r.project === only)) {
  for (const file of files(join(root, rule.dir))) {
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)) {
      if (rule.forbid.some((pattern) => pattern.test(spec)))
        problems.push(`${relative(root, file)}: ${rule.project} must not import '${spec}'`);
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`boundaries ok${only ? ` (${only})` : ''}`);
