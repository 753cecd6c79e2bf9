import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { ChatBus, type ChatBusEvent, type ChatBusListener } from '../../ports/chat-bus.port';

export const CHAT_CHANNEL = 'inhala_chat';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Chat fan-out across API processes over LISTEN/NOTIFY: each process listens on its own
 * connection and publishes through the pool; every process, the publisher included, hands
 * each notification to its sockets. Payloads are compact (a message is at most 500 characters,
 * names and file names are bounded). When the listening connection drops, it reconnects with
 * backoff and then tells its listeners to `resync`, since notifications sent meanwhile are lost.
 */
@Injectable()
export class PostgresChatBus extends ChatBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PostgresChatBus');
  private readonly listeners = new Set<ChatBusListener>();
  private client: Client | null = null;
  private stopped = false;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
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

  async publish(event: ChatBusEvent): Promise<void> {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
      throw new Error(`chat event ${event.type} too large for NOTIFY (${Buffer.byteLength(payload)} bytes)`);
    await this.db.query(`SELECT pg_notify($1, $2)`, [CHAT_CHANNEL, payload]);
  }

  subscribe(listener: ChatBusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: ChatBusEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(`chat listener failed: ${String(error)}`);
      }
    }
  }

  private async listen(isReconnect: boolean): Promise<void> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (note) => {
      if (note.channel !== CHAT_CHANNEL || !note.payload) return;
      try {
        this.emit(JSON.parse(note.payload) as ChatBusEvent);
      } catch {
        this.logger.warn('unreadable chat notification ignored');
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
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
      this.logger.log('listening again for chat events');
      this.emit({ type: 'resync' });
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped || (this.client !== client && this.client !== null)) return;
    if (this.client === client) this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.retryTimer) return;
    this.logger.warn(
      `chat events connection lost (${error instanceof Error ? error.message : String(error)}); reconnecting`,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen(true);
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }
}
