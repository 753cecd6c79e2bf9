import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/migrations';
import { urlFor, withAdmin } from './database';
import { linkDemoAudioCache } from './demo-audio-cache';

const ROOT = join(__dirname, '../../..');

/**
 * Makes this run's two template databases; each test file then copies one (CREATE DATABASE …
 * TEMPLATE), so files never share data and never depend on an earlier run:
 * - INHALA_TEMPLATE_DB, freshly migrated and empty;
 * - INHALA_SEEDED_TEMPLATE_DB, the same after the demo seed, with the uploads the seed wrote in
 *   INHALA_SEEDED_DATA_DIR. The seed is the costliest part of an app's boot (about a second); run
 *   once here, it is not paid again by every file that starts an app.
 */
export default async function globalSetup(): Promise<void> {
  const name = `inhala_tpl_${process.pid}_${Date.now()}`;
  const seeded = `${name}_seeded`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const db = new DataSource({
    type: 'postgres',
    url: urlFor(name),
    migrations: MIGRATIONS,
    installExtensions: false,
  });
  await db.initialize();
  await db.runMigrations();
  await db.destroy();
  await withAdmin((client) => client.query(`CREATE DATABASE ${seeded} TEMPLATE ${name}`));
  process.env.INHALA_TEMPLATE_DB = name;
  process.env.INHALA_SEEDED_TEMPLATE_DB = seeded;

  const dataDir = mkdtempSync(join(tmpdir(), 'inhala-seeded-'));
  process.env.INHALA_SEEDED_DATA_DIR = dataDir;
  linkDemoAudioCache(dataDir);
  await runSeed({
    DATABASE_URL: urlFor(seeded),
    DATA_DIR: dataDir,
    WEB_ROOT: join(dataDir, 'web'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
}

function runSeed(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', join(ROOT, 'tools/test/swc-register.cjs'), join(ROOT, 'apps/api/test/seed-template.ts')],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The demo seed of the template failed (${code}):\n${errors}`)),
    );
  });
}
