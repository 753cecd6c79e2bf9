import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export interface PostgresListenerOptions {
  url: string;
  /** A constant of ours (it is written into the LISTEN statement as it is). */
  channel: string;
  /** How the connection shows in pg_stat_activity (how a test finds it). */
  applicationName?: string;
  /** What the log lines call what comes through the channel ('chat events'). */
  subject: string;
  logger: Logger;
  /** Each notification on the channel, with its payload. */
  onNotification: (payload: string | undefined) => void;
  /** The connection is back: whatever was notified while it was down was not heard. */
  onReconnect: () => void;
}

/**
 * One connection that LISTENs on one channel, for as long as the process runs: the first
 * connection must succeed (start() fails otherwise); when it drops later, it reconnects with
 * backoff (0.5 s, doubling up to 10 s) until it listens again, then calls `onReconnect`.
 */
export class PostgresListener {
  private client: Client | null = null;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PostgresListenerOptions) {}

  start(): Promise<void> {
    return this.listen(false);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(isReconnect: boolean): Promise<void> {
    const { url, channel, applicationName, logger, subject } = this.options;
    const client = new Client({ connectionString: url, application_name: applicationName });
    client.on('notification', (note) => {
      if (note.channel === channel) this.options.onNotification(note.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!isReconnect) {
        await client.end().catch(() => undefined);
        throw error;
      }
      this.lost(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    if (isReconnect) {
      logger.log(`listening again for ${subject}`);
      this.options.onReconnect();
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped || (this.client !== client && this.client !== null)) return;
    if (this.client === client) this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.retryTimer) return;
    this.options.logger.warn(
      `${this.options.subject} connection lost (${error instanceof Error ? error.message : String(error)}); reconnecting`,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen(true);
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
