import 'reflect-metadata';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { WsAdapter } from '@nestjs/platform-ws';
import { AppModule } from './app.module';

/**
 * Build step: the embedded database as a first start leaves it (every migration applied and
 * the demo content written, but no demo accounts: those depend on the configuration), shipped
 * beside main.js. A fresh `npm start` copies it instead of initialising PostgreSQL-in-WASM,
 * migrating and seeding from nothing. `node dist/apps/api/pglite-template.js <folder>`.
 */
async function buildTemplate(folder: string): Promise<void> {
  if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
  Object.assign(process.env, { DATA_DIR: folder, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const app = await NestFactory.create(AppModule, { logger: ['error', 'warn'] });
  // The chat gateway is part of the modules: it needs the same socket driver as the server.
  app.useWebSocketAdapter(new WsAdapter(app));
  await app.init(); // migrations on connect, demo content on bootstrap
  await app.close();
}

buildTemplate(resolve(process.argv[2] ?? 'dist/apps/api/pglite-template')).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
