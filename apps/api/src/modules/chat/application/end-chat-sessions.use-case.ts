import { Injectable, Logger } from '@nestjs/common';
import { ChatBus } from '../ports/chat-bus.port';
import { announce } from './announce';
import { chatSessionTag } from './chat-session-tag';

/**
 * A session ended (sign-out, a password reset, a sign-in that replaced it): the sockets opened
 * with it close on every API process, through the bus as an erased member's do, with
 * CHAT_CLOSE.sessionEnded. The browser then checks its session instead of reconnecting.
 * Expiry needs no announcement: each process checks the end of its own sockets' sessions.
 */
@Injectable()
export class EndChatSessions {
  private readonly logger = new Logger('EndChatSessions');

  constructor(private readonly bus: ChatBus) {}

  async session(token: string): Promise<void> {
    await announce(this.bus, { type: 'session_ended', session: chatSessionTag(token) }, this.logger);
  }

  async everySessionOf(userId: string): Promise<void> {
    await announce(this.bus, { type: 'sessions_ended', userId }, this.logger);
  }
}
