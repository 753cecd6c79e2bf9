import { Injectable, Logger } from '@nestjs/common';
import type { OnlineUser, UserView } from '@inhala/domain';
import { ChatBus } from '../ports/chat-bus.port';
import { ChatPresence } from '../ports/chat-presence.port';
import { announce } from './announce';

/**
 * Who is in the room and who is typing, for the socket adapter: presence is kept in the shared
 * store (so every API process sees everyone), and each change is announced on the bus, where
 * every process reads the new list and tells its own sockets.
 */
@Injectable()
export class ChatRoom {
  private readonly logger = new Logger('ChatRoom');

  constructor(
    private readonly presence: ChatPresence,
    private readonly bus: ChatBus,
  ) {}

  /** False when the person already has `maxSockets` open: this one is not let in. */
  async enter(connectionId: string, user: UserView, maxSockets: number): Promise<boolean> {
    const { admitted, appeared } = await this.presence.join(connectionId, user.id, maxSockets);
    if (appeared) await announce(this.bus, { type: 'presence_changed' }, this.logger);
    return admitted;
  }

  async leave(connectionId: string): Promise<void> {
    if (await this.presence.leave(connectionId))
      await announce(this.bus, { type: 'presence_changed' }, this.logger);
  }

  /** Called on every heartbeat of this process. */
  async refresh(): Promise<void> {
    if (await this.presence.refresh()) await announce(this.bus, { type: 'presence_changed' }, this.logger);
  }

  online(): Promise<OnlineUser[]> {
    return this.presence.online();
  }

  async typing(user: UserView, typing: boolean): Promise<void> {
    await announce(
      this.bus,
      { type: 'typing', userId: user.id, firstName: user.firstName, typing },
      this.logger,
    );
  }

  async closeAll(): Promise<void> {
    await this.presence.leaveAll();
    await announce(this.bus, { type: 'presence_changed' }, this.logger);
  }
}
