import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PostgresListener } from '../../../../platform/database/postgres-listener';
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
  private readonly listener: PostgresListener;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    url: string,
  ) {
    super();
    this.listener = new PostgresListener({
      url,
      channel: CHAT_CHANNEL,
      subject: 'chat events',
      logger: this.logger,
      onNotification: (payload) => {
        if (!payload) return;
        try {
          this.emit(JSON.parse(payload) as ChatBusEvent);
        } catch {
          this.logger.warn('unreadable chat notification ignored');
        }
      },
      onReconnect: () => this.emit({ type: 'resync' }),
    });
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.listener.stop();
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
}
