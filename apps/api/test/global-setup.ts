import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/migrations';
import { urlFor, withAdmin } from './database';

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
  process.env.INHALA_TEMPLATE_DB = name;
}
