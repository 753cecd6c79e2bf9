import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { CatalogueChanges } from '../../ports/catalogue-changes.port';
import { ContentBundleCache } from '../../ports/content-bundle.cache.port';

export const CATALOGUE_CHANNEL = 'inhala_catalogue';
/** How the listening connection shows in pg_stat_activity (and how a test finds it). */
export const CATALOGUE_LISTENER_NAME = 'inhala-catalogue-listener';

/**
 * Catalogue changes across API processes over LISTEN/NOTIFY (several processes on one
 * PostgreSQL): `announce` drops this process's bundle at once and NOTIFYs every process, each
 * of which drops its own on the notification, so the next GET /api/content reads the catalogue
 * again and answers a new ETag everywhere. The notification carries only the announcing process's
 * id, so that process (which already dropped its bundle) does not drop it twice. When the listening connection drops it reconnects with backoff and then drops the
 * bundle, since a change announced meanwhile was not heard.
 */
@Injectable()
export class PostgresCatalogueChanges extends CatalogueChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PostgresCatalogueChanges');
  private client: Client | null = null;
  private stopped = false;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly instance = randomUUID();

  constructor(
    private readonly cache: ContentBundleCache,
    private readonly db: DataSource,
    private readonly url: string,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await this.listen(false);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  async announce(): Promise<void> {
    this.cache.invalidate();
    // Through the pool, outside any transaction: callers announce after their change committed.
    await this.db.query(`SELECT pg_notify($1, $2)`, [CATALOGUE_CHANNEL, this.instance]);
  }

  private async listen(isReconnect: boolean): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: CATALOGUE_LISTENER_NAME });
    client.on('notification', (note) => {
      if (note.channel === CATALOGUE_CHANNEL && note.payload !== this.instance) this.cache.invalidate();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
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
    this.retryMs = 500;
    if (isReconnect) {
      this.logger.log('listening again for catalogue changes');
      this.cache.invalidate();
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped || (this.client !== client && this.client !== null)) return;
    if (this.client === client) this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.retryTimer) return;
    this.logger.warn(
      `catalogue changes connection lost (${error instanceof Error ? error.message : String(error)}); reconnecting`,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen(true);
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }
}
