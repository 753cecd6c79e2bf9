import 'reflect-metadata';
import { createApp } from './create-app';
import { APP_CONFIG, ConfigError, type AppConfig } from './platform/config/app-config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port);
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
