// `npm run check`: the type check and ESLint in one process, over the same TypeScript programs.
//
// Typechecking each project on its own (tsc -p per tsconfig) and then linting with type information
// (which builds its own programs again) parses and binds every file two to five times: the four front
// ends each include both libraries. Here every tsconfig is parsed once, tsconfigs with equal compiler
// options share one program, the programs' diagnostics are the type check, and ESLint reads the same
// programs for its type-aware rules.
//
//   node tools/test/check.mjs               both
//   node tools/test/check.mjs --types-only  the type check
//   node tools/test/check.mjs --lint-only   ESLint (still on shared programs)
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Every tsconfig a project's typecheck target or a test tool uses. */
const TSCONFIGS = [
  'libs/domain',
  'libs/ui',
  'apps/shell',
  'apps/mfe-practice',
  'apps/mfe-community',
  'apps/mfe-admin',
  'apps/api',
  'tests/e2e',
  'tools',
].map((dir) => join(ROOT, dir, 'tsconfig.json'));

const args = new Set(process.argv.slice(2));
const types = !args.has('--lint-only');
const lint = !args.has('--types-only');
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function parse(path) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${path}`);
  if (parsed.errors.length) throw new Error(ts.formatDiagnostics(parsed.errors, host));
  return parsed;
}

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/** One program per distinct set of compiler options: the same file is bound once per meaning. */
function programs() {
  const groups = new Map();
  for (const path of TSCONFIGS) {
    const { options, fileNames } = parse(path);
    const { configFilePath: _, ...meaning } = options;
    const key = JSON.stringify(meaning, Object.keys(meaning).sort());
    const group = groups.get(key) ?? { options, files: new Set(), configs: [] };
    for (const file of fileNames) group.files.add(file);
    group.configs.push(relative(ROOT, path));
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    configs: group.configs,
    program: ts.createProgram({ rootNames: [...group.files], options: group.options }),
  }));
}

let failed = false;
const started = performance.now();
const built = programs();
process.stdout.write(
  `${built.length} programs for ${TSCONFIGS.length} tsconfigs (${built
    .map(({ configs }) => configs.join(' + '))
    .join('; ')}): ${seconds(started)}\n`,
);

if (types) {
  const since = performance.now();
  const seen = new Set();
  const diagnostics = built
    .flatMap(({ program }) => ts.getPreEmitDiagnostics(program))
    .filter((diagnostic) => {
      // A library file belongs to several programs with equal meaning for it: report it once.
      const key = `${diagnostic.file?.fileName}:${diagnostic.start}:${diagnostic.code}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (diagnostics.length) {
    failed = true;
    process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  }
  process.stdout.write(`type check: ${diagnostics.length} errors, ${seconds(since)}\n`);
}

if (lint) {
  const since = performance.now();
  const eslint = new ESLint({
    cwd: ROOT,
    // Type-aware rules read the programs above instead of building their own.
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {
          parserOptions: { projectService: false, programs: built.map(({ program }) => program) },
        },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  if (problems) process.stdout.write(await (await eslint.loadFormatter('stylish')).format(results));
  if (errors) failed = true;
  process.stdout.write(`ESLint: ${results.length} files, ${errors} errors, ${seconds(since)}\n`);
}

process.exit(failed ? 1 : 0);
