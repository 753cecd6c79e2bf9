import 'reflect-metadata';
import { ConfigError, loadConfig } from './platform/config/app-config';

/**
 * `npm run worker`: the scheduled e-mail worker as its own process, on PostgreSQL. Any number can
 * run beside the API processes: they share the send ledger through leases and SKIP LOCKED.
 * SIGTERM lets the mails in flight finish; a SIGKILL is covered by the leases running out.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database is one process's: there the API runs the worker itself.
  if (!config.databaseUrl)
    throw new ConfigError(
      'el worker de correo necesita DATABASE_URL (PostgreSQL); con la base embebida corre dentro del servidor',
    );
  const [{ NestFactory }, { Logger }, { WorkerModule }, { drainLogs }] = await Promise.all([
    import('@nestjs/core'),
    import('nestjs-pino'),
    import('./worker.module'),
    import('./platform/logging/logging.module'),
  ]);
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Ends with process.exit once closed, not by signal: the buffered log is written out on 'exit'.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  drainLogs();
  process.stdout.write(
    `  Worker de correo en marcha (pid ${process.pid}): ${config.email.ratePerSecond} correos/s como máximo, ` +
      `${config.email.smtpConnections} conexiones SMTP, ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `archivos .eml en ${config.dataDir}/outbox`}\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`Configuración inválida: ${error.message}\n`);
  else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
