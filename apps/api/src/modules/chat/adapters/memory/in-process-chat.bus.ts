import { Injectable } from '@nestjs/common';
import { ChatBus, type ChatBusEvent, type ChatBusListener } from '../../ports/chat-bus.port';

/** The embedded default (one process, PGlite): events go straight to this process's listeners. */
@Injectable()
export class InProcessChatBus extends ChatBus {
  private readonly listeners = new Set<ChatBusListener>();

  async publish(event: ChatBusEvent): Promise<void> {
    // Delivered after the caller goes on, as a NOTIFY would be.
    setImmediate(() => {
      for (const listener of this.listeners) listener(event);
    });
  }

  subscribe(listener: ChatBusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
