import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { PostgresListener } from '../../../../platform/database/postgres-listener';
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
 * id, so that process (which already dropped its bundle) does not drop it twice. When the
 * listening connection drops it reconnects with backoff and then drops the bundle, since a change
 * announced meanwhile was not heard.
 */
@Injectable()
export class PostgresCatalogueChanges extends CatalogueChanges implements OnModuleInit, OnModuleDestroy {
  private readonly instance = randomUUID();
  private readonly listener: PostgresListener;

  constructor(
    private readonly cache: ContentBundleCache,
    private readonly db: DataSource,
    url: string,
  ) {
    super();
    this.listener = new PostgresListener({
      url,
      channel: CATALOGUE_CHANNEL,
      applicationName: CATALOGUE_LISTENER_NAME,
      subject: 'catalogue changes',
      logger: new Logger('PostgresCatalogueChanges'),
      onNotification: (payload) => {
        if (payload !== this.instance) this.cache.invalidate();
      },
      onReconnect: () => this.cache.invalidate(),
    });
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.listener.stop();
  }

  async announce(): Promise<void> {
    this.cache.invalidate();
    // Through the pool, outside any transaction: callers announce after their change committed.
    await this.db.query(`SELECT pg_notify($1, $2)`, [CATALOGUE_CHANNEL, this.instance]);
  }
}
