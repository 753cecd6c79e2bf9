import 'reflect-metadata';
import { APP_CONFIG, ConfigError, loadConfig, type AppConfig } from './platform/config/app-config';
import { prepareEmbeddedDatabase } from './platform/database/database-options';
import { openEmbeddedDatabase } from './platform/database/serial-pglite-driver';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

/**
 * Before the server's modules load (about a second of requires): the embedded database starts
 * opening, its WebAssembly compiling on V8's background threads meanwhile. A failure surfaces
 * on the first connection.
 */
function openDatabaseEarly(): void {
  const config = loadConfig();
  if (config.databaseUrl) return;
  openEmbeddedDatabase({ dataDir: prepareEmbeddedDatabase(config) }).catch(() => undefined);
}

async function main(): Promise<void> {
  openDatabaseEarly();
  const [{ createApp }, { drainLogs }, { stopGracefullyOnSignals }] = await Promise.all([
    import('./create-app'),
    import('./platform/logging/logging.module'),
    import('./platform/http/graceful-stop'),
  ]);
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port);
  // Demo recordings missing from the cache are encoded now, off the start-up's critical path
  // (imported here, like create-app: its module is loaded by then).
  if (config.demoMode) {
    const { SeedDemoMedia } = await import('./seed/seed-demo-media');
    void app.get(SeedDemoMedia).start();
  }
  stopGracefullyOnSignals(app, config.shutdownGraceMs);
  // The log is batched: its start-up lines go out first, so the banner is the last thing shown.
  drainLogs();
  const lines = [
    '',
    `  Inhala está lista en ${config.publicUrl}`,
    `  Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}/pglite`}`,
    `  Correo: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `archivos .eml en ${config.dataDir}/outbox`}`,
  ];
  if (config.demoMode) {
    lines.push('', '  Cuentas de demostración (contraseña: ' + DEMO_PASSWORD + '):');
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(7)} ${account.email}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`Configuración inválida: ${error.message}\n`);
  else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
