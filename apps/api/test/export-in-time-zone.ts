import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

/**
 * Run as its own OS process (`TZ` is read once, at start): reads one person's data export with
 * SqlPersonalDataReader, as the API would, and prints every file's rows as one JSON object.
 * Arguments: the database url and the person's id.
 */
async function main(): Promise<void> {
  const [databaseUrl, userId] = process.argv.slice(2);
  if (!databaseUrl || !userId) throw new Error('usage: export-in-time-zone <database url> <user id>');
  const { DataSource } = await import('typeorm');
  const { SqlPersonalDataReader } =
    await import('../src/modules/account-data/adapters/persistence/sql-personal-data.reader');
  const db = new DataSource({ type: 'postgres', url: databaseUrl });
  await db.initialize();
  try {
    const out: Record<string, unknown> = {};
    for (const section of new SqlPersonalDataReader(db).sectionsOf(userId)) {
      const read = async (rows: () => AsyncIterable<unknown>) => {
        const all: unknown[] = [];
        for await (const row of rows()) all.push(row);
        return all;
      };
      const content = section.content;
      if (content.shape === 'groups') {
        const groups: Record<string, unknown[]> = {};
        for (const group of content.groups) groups[group.key] = await read(group.rows);
        out[section.file] = groups;
      } else out[section.file] = await read(content.rows);
    }
    process.stdout.write(JSON.stringify(out));
  } finally {
    await db.destroy();
  }
}

/** The export's files (each one's rows) as read by a server whose local time zone is `timeZone`. */
export function exportInTimeZone(
  timeZone: string,
  databaseUrl: string,
  userId: string,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', join(ROOT, 'tools/test/swc-register.cjs'), __filename, databaseUrl, userId],
      { cwd: ROOT, env: { ...process.env, TZ: timeZone }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`export-in-time-zone exited with ${code}: ${stderr}`));
      try {
        resolve(JSON.parse(stdout) as Record<string, unknown>);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
