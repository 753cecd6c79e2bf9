import type { Logger } from '@nestjs/common';
import type { ChatBus, ChatBusEvent } from '../ports/chat-bus.port';

/**
 * Tells every socket about a change that has already committed. A bus failure does not undo
 * the change nor fail the call: sockets that missed it catch up from seq on their next connect.
 */
export async function announce(bus: ChatBus, event: ChatBusEvent, logger: Logger): Promise<void> {
  try {
    await bus.publish(event);
  } catch (error) {
    logger.warn(
      `chat event ${event.type} not published: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
