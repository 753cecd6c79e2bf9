import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { Mailer, type OutgoingEmail } from '../../ports/mailer.port';

/**
 * SMTP when SMTP_URL is set. Otherwise nodemailer builds the same RFC 822 message and it is
 * written to DATA_DIR/outbox as an .eml file (the embedded default), and logged.
 */
@Injectable()
export class NodemailerMailer extends Mailer {
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
        ? createTransport(smtpUrl)
        : createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async send(message: OutgoingEmail): Promise<void> {
    const info = await (await this.transporter()).sendMail({ from: this.config.mailFrom, ...message });
    if (!this.outbox) {
      this.logger.log(`sent "${message.subject}" to ${message.to} over SMTP`);
      return;
    }
    await mkdir(this.outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outbox, `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
    await writeFile(file, (info as { message: Buffer }).message);
    this.logger.log(`wrote "${message.subject}" for ${message.to} to ${file}`);
  }
}
