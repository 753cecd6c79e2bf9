import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The layer rules live in @nx/enforce-module-boundaries, which skips itself with a mere warning when no
// project graph has been cached. A fresh clone has none, so the lint must build it: run ESLint with an
// empty Nx data directory and check that a forbidden import is still refused.
describe('the module boundaries in a fresh clone', () => {
  let dataDirectory: string;
  beforeAll(() => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'inhala-nx-'));
  });
  afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

  it('refuses a domain file that imports the UI library', () => {
    const lint = spawnSync(
      process.execPath,
      [
        join(__dirname, '../../node_modules/eslint/bin/eslint.js'),
        '--stdin',
        '--stdin-filename',
        'libs/domain/src/index.ts',
        '--format',
        'json',
      ],
      {
        cwd: join(__dirname, '../..'),
        input: "import { Button } from '@inhala/ui';\nexport const x = Button;\n",
        env: { ...process.env, NX_WORKSPACE_DATA_DIRECTORY: dataDirectory, NX_DAEMON: 'false' },
        encoding: 'utf8',
      },
    );
    const [result] = JSON.parse(lint.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
    expect(result?.messages.map((message) => message.ruleId)).toContain('@nx/enforce-module-boundaries');
  });
});
