import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { Mailer, MailRejected, type MailReceipt, type OutgoingEmail } from '../../ports/mailer.port';

interface NodemailerError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
  /** The SMTP command the server answered ('RCPT TO', 'MAIL FROM', 'DATA', 'AUTH PLAIN', ...). */
  command?: string;
}

/**
 * A send must end well within the worker's lease on its ledger row: a send still hanging when
 * the lease runs out would be made a second time by another worker. Each of nodemailer's waits
 * (connect, greeting, a silent socket) gets at most a quarter of the lease, never more than
 * nodemailer's own defaults, never under a second.
 */
export function smtpTimeouts(leaseSeconds: number) {
  const cap = (defaultMs: number) => Math.max(1000, Math.min(defaultMs, (leaseSeconds * 1000) / 4));
  return { connectionTimeout: cap(120_000), greetingTimeout: cap(30_000), socketTimeout: cap(600_000) };
}

/**
 * SMTP when SMTP_URL is set, over a pool of connections (a campaign reuses them). Otherwise
 * nodemailer builds the same RFC 822 message and it is written to DATA_DIR/outbox as an .eml
 * file (the embedded default), and logged.
 */
@Injectable()
export class NodemailerMailer extends Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private transport: Promise<Transporter> | null = null;
  private readonly outbox: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.outbox = config.smtpUrl ? null : join(config.dataDir, 'outbox');
  }

  /** Made on the first mail: nodemailer is not loaded while the server starts. */
  private transporter(): Promise<Transporter> {
    const smtpUrl = this.config.smtpUrl;
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      smtpUrl
        ? createTransport({
            url: smtpUrl,
            pool: true,
            maxConnections: this.config.email.smtpConnections,
            ...smtpTimeouts(this.config.email.leaseSeconds),
          })
        : createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async send(message: OutgoingEmail): Promise<MailReceipt> {
    const { messageId, ...rest } = message;
    let info: { response?: string; message?: Buffer };
    try {
      info = await (
        await this.transporter()
      ).sendMail({
        from: this.config.mailFrom,
        ...rest,
        ...(messageId ? { messageId } : {}),
      });
    } catch (error) {
      const failure = error as NodemailerError;
      throw new MailRejected(failure.response ?? failure.message ?? String(error), {
        responseCode: failure.responseCode ?? null,
        code: failure.code ?? null,
        command: failure.command ?? null,
      });
    }
    if (!this.outbox) {
      this.logger.debug(`sent "${message.subject}" to ${message.to} over SMTP`);
      return { response: info.response ?? '250 OK' };
    }
    await mkdir(this.outbox, { recursive: true });
    // A reader (a person's mail client, a test) sees either no file or the whole message: the bytes
    // go to a hidden partial file renamed into place. The random part keeps two mails to one address
    // in the same millisecond (or from two instances sharing DATA_DIR) from overwriting each other.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${randomUUID().slice(0, 8)}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
    const file = join(this.outbox, name);
    const partial = join(this.outbox, `.${name}.partial`);
    await writeFile(partial, info.message ?? '');
    await rename(partial, file);
    this.logger.log(`wrote "${message.subject}" for ${message.to} to ${file}`);
    return { response: `250 written to ${file}` };
  }

  /**
   * After every module's destroy hook: work that was still running then (a reset code being sent
   * in the background) has finished, so no mail opens a new pool once this one is closed.
   */
  async onApplicationShutdown(): Promise<void> {
    const transport = this.transport;
    this.transport = null;
    if (transport) (await transport).close();
  }
}
