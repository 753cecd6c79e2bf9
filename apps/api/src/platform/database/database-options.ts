import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { serialPGliteDriver } from './serial-pglite-driver';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from '../../migrations';

/**
 * Where the build leaves a migrated embedded database (see pglite-template.ts): beside main.js.
 * From the sources (tests) there is none, and a fresh database is initialised.
 */
export const PGLITE_TEMPLATE = join(__dirname, 'pglite-template', 'pglite');

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite (Postgres compiled to WASM) in
 * DATA_DIR/pglite, started from a copy of the build's migrated template when it is new. Same
 * dialect, same migrations (a copied template has them all already), never `synchronize`.
 */
export function databaseOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { template?: string | null },
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // gen_random_uuid() is built in since PostgreSQL 13; PGlite has no uuid-ossp to install.
    installExtensions: false,
  };
  if (config.databaseUrl) {
    return { ...common, url: config.databaseUrl, extra: { max: 10 } };
  }
  return { ...common, driver: serialPGliteDriver({ dataDir: prepareEmbeddedDatabase(config) }) };
}

/** DATA_DIR/pglite, from a copy of the build's migrated template when it is new. */
export function prepareEmbeddedDatabase(
  config: Pick<AppConfig, 'dataDir'> & { template?: string | null },
): string {
  const dataDir = join(config.dataDir, 'pglite');
  const template = config.template === undefined ? PGLITE_TEMPLATE : config.template;
  if (template && !existsSync(dataDir) && existsSync(template))
    cpSync(template, dataDir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}
