import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { serialPGliteDriver } from './serial-pglite-driver';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from '../../migrations';

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite (Postgres compiled to WASM) in
 * DATA_DIR/pglite. Same dialect, same migrations, never `synchronize`.
 */
export function databaseOptions(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): DataSourceOptions {
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
  const dataDir = join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return { ...common, driver: serialPGliteDriver({ dataDir }) };
}
