import { writeFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/migrations';
import { TEMPLATE_DB_FILE, urlFor, withAdmin } from './database';

/**
 * Creates one freshly migrated template database for this run; each test file then copies it
 * (CREATE DATABASE … TEMPLATE), so files never share data and never depend on an earlier run.
 */
export default async function globalSetup(): Promise<void> {
  const name = `inhala_tpl_${process.pid}_${Date.now()}`;
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
  writeFileSync(TEMPLATE_DB_FILE, name);
  process.env.INHALA_TEMPLATE_DB = name;
}
