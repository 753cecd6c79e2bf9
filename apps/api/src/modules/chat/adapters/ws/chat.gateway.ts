import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  CHAT_ACCOUNT_ERASED_CLOSE,
  type ChatMessagesResponse,
  type ChatServerFrame,
  type UserView,
} from '@inhala/domain';
import type { WebSocket, WebSocketServer } from 'ws';
import { ChatRoom } from '../../application/chat-room';
import { ListChatMessages } from '../../application/list-chat-messages.use-case';
import { ChatBus, type ChatBusEvent } from '../../ports/chat-bus.port';
import { ChatHandshake } from './chat-handshake';
import { ChatSocketSettings } from './chat-socket.settings';

/** Close codes the client may see besides the usual ones. */
export const CHAT_CLOSE = {
  /** The server stops (deploy, restart): reconnect. */
  goingAway: 1001,
  /** This process may have missed events: reconnect and catch up with lastSeq. */
  serviceRestart: 1012,
  /** The socket read too slowly and fell too far behind. */
  tooSlow: 4008,
  /** The person's account was erased: no reconnection will be admitted. */
  accountErased: CHAT_ACCOUNT_ERASED_CLOSE,
} as const;

/** A socket is dropped rather than buffer more than this for it. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Connection {
  id: string;
  socket: WebSocket;
  user: UserView;
  alive: boolean;
  /** waiting: before user_connect (only online_users); catching-up: live events wait in `held`. */
  phase: 'waiting' | 'catching-up' | 'live';
  held: ChatServerFrame[];
  /** Each user_connect starts a new catch-up; an older one that ends late gives way. */
  round: number;
  typing: boolean;
  typingTimer: NodeJS.Timeout | null;
  /**
   * The presence row being written. A socket that closes while it is written must leave after
   * it, or the late row would keep the person "online" until the presence TTL.
   */
  entered: Promise<void>;
}

/**
 * The live chat at /ws (01 §7), on the API's own HTTP server. Frames are JSON `{ event, data }`.
 * On user_connect the socket is subscribed to live events first, then sent initial_messages,
 * then whatever happened meanwhile (each seq once), so nothing is lost or doubled. Events come
 * from the ChatBus, which carries them between API processes.
 */
@WebSocketGateway({ path: '/ws' })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private readonly logger = new Logger('ChatGateway');
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly admitted = new WeakMap<IncomingMessage, UserView>();
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closing = false;
  private onlineRefresh: Promise<void> | null = null;
  private onlineAgain = false;
  private lastOnline = '';

  constructor(
    private readonly handshake: ChatHandshake,
    private readonly room: ChatRoom,
    private readonly listMessages: ListChatMessages,
    private readonly bus: ChatBus,
    private readonly settings: ChatSocketSettings,
  ) {}

  afterInit(server: WebSocketServer): void {
    // ws asks this before it accepts an upgrade: a refusal is a plain HTTP 401/403, no socket.
    (server.options as { verifyClient?: unknown }).verifyClient = (
      info: { req: IncomingMessage },
      done: (ok: boolean, status?: number, reason?: string) => void,
    ) => {
      this.handshake.verify(info.req).then(
        (result) => {
          if ('user' in result) {
            this.admitted.set(info.req, result.user);
            done(true);
          } else done(false, result.status, result.reason);
        },
        (error: unknown) => {
          this.logger.error(`handshake failed: ${String(error)}`);
          done(false, 503, 'Service Unavailable');
        },
      );
    };
    this.unsubscribe = this.bus.subscribe((event) => this.onBusEvent(event));
    this.heartbeat = setInterval(() => void this.beat(), this.settings.heartbeatMs);
    this.heartbeat.unref();
  }

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const user = this.admitted.get(request);
    if (!user) {
      socket.close(1008, 'Not admitted');
      return;
    }
    const connection: Connection = {
      id: randomUUID(),
      socket,
      user,
      alive: true,
      phase: 'waiting',
      held: [],
      round: 0,
      typing: false,
      typingTimer: null,
      entered: Promise.resolve(),
    };
    this.connections.set(socket, connection);
    socket.on('pong', () => (connection.alive = true));
    try {
      connection.entered = this.room.enter(connection.id, user);
      await connection.entered;
      this.send(connection, { event: 'online_users', data: { users: await this.room.online() } });
    } catch (error) {
      this.logger.warn(`presence not recorded: ${String(error)}`);
    }
  }

  async handleDisconnect(socket: WebSocket): Promise<void> {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    if (this.closing) return;
    await this.stopTyping(connection);
    await connection.entered.catch(() => undefined);
    await this.room.leave(connection.id).catch((error: unknown) => {
      this.logger.warn(`presence not cleared: ${String(error)}`);
    });
  }

  @SubscribeMessage('user_connect')
  async onUserConnect(@ConnectedSocket() socket: WebSocket, @MessageBody() data: unknown): Promise<void> {
    const connection = this.connections.get(socket);
    if (!connection) return;
    const raw = (data as { lastSeq?: unknown } | null)?.lastSeq;
    const lastSeq = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
    // Subscribed first: from here on live events are held for this socket.
    const round = ++connection.round;
    connection.phase = 'catching-up';
    connection.held = [];
    let page: ChatMessagesResponse;
    try {
      page = await this.listMessages.execute(connection.user.id, lastSeq === null ? {} : { after: lastSeq });
    } catch (error) {
      this.logger.warn(`initial messages not read: ${String(error)}`);
      connection.socket.close(1011, 'Try again');
      return;
    }
    if (round !== connection.round) return;
    this.send(connection, { event: 'initial_messages', data: page });
    const sent = new Set(page.messages.map((m) => m.seq));
    const held = connection.held;
    connection.held = [];
    connection.phase = 'live';
    for (const frame of held) {
      if (frame.event === 'new_message' && (sent.has(frame.data.seq) || frame.data.seq <= (lastSeq ?? -1)))
        continue;
      this.send(connection, frame);
    }
  }

  @SubscribeMessage('typing_start')
  async onTypingStart(@ConnectedSocket() socket: WebSocket): Promise<void> {
    const connection = this.connections.get(socket);
    if (!connection) return;
    if (connection.typingTimer) clearTimeout(connection.typingTimer);
    connection.typingTimer = setTimeout(() => void this.stopTyping(connection), this.settings.typingIdleMs);
    if (connection.typing) return;
    connection.typing = true;
    await this.room.typing(connection.user, true);
  }

  @SubscribeMessage('typing_stop')
  async onTypingStop(@ConnectedSocket() socket: WebSocket): Promise<void> {
    const connection = this.connections.get(socket);
    if (connection) await this.stopTyping(connection);
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.unsubscribe?.();
    for (const connection of this.connections.values()) {
      if (connection.typingTimer) clearTimeout(connection.typingTimer);
      connection.socket.close(CHAT_CLOSE.goingAway, 'Server stopping');
    }
    this.connections.clear();
    await this.room.closeAll().catch(() => undefined);
  }

  private async stopTyping(connection: Connection): Promise<void> {
    if (connection.typingTimer) clearTimeout(connection.typingTimer);
    connection.typingTimer = null;
    if (!connection.typing) return;
    connection.typing = false;
    if (!this.closing) await this.room.typing(connection.user, false);
  }

  private async beat(): Promise<void> {
    for (const connection of this.connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    await this.room.refresh().catch((error: unknown) => {
      this.logger.warn(`presence not refreshed: ${String(error)}`);
    });
  }

  private onBusEvent(event: ChatBusEvent): void {
    switch (event.type) {
      case 'new_message':
        return this.toLive({ event: 'new_message', data: event.message });
      case 'message_deleted':
        return this.toLive({ event: 'message_deleted', data: { messageId: event.messageId } });
      case 'message_reaction_update':
        return this.toLive({
          event: 'message_reaction_update',
          data: {
            messageId: event.messageId,
            reactions: { totalLikes: event.totalLikes },
            userId: event.userId,
            liked: event.liked,
          },
        });
      case 'typing':
        return this.toLive(
          event.typing
            ? { event: 'user_typing', data: { userId: event.userId, firstName: event.firstName } }
            : { event: 'user_stopped_typing', data: { userId: event.userId } },
          event.userId,
        );
      case 'presence_changed':
        return void this.refreshOnline();
      case 'member_gone':
        for (const connection of this.connections.values())
          if (connection.user.id === event.userId)
            connection.socket.close(CHAT_CLOSE.accountErased, 'Cuenta eliminada');
        return;
      case 'resync':
        for (const connection of this.connections.values())
          connection.socket.close(CHAT_CLOSE.serviceRestart, 'Reconnect and catch up');
    }
  }

  /** To every socket past user_connect (held while it catches up), but the one person's own. */
  private toLive(frame: ChatServerFrame, exceptUserId?: string): void {
    // Encoded once for every socket: fan-out to hundreds of sockets is this loop.
    const encoded = JSON.stringify(frame);
    for (const connection of this.connections.values()) {
      if (connection.user.id === exceptUserId) continue;
      if (connection.phase === 'live') this.send(connection, frame, encoded);
      else if (connection.phase === 'catching-up') connection.held.push(frame);
    }
  }

  /** One read of the list at a time; changes meanwhile are folded into one more read. */
  private async refreshOnline(): Promise<void> {
    if (this.onlineRefresh) {
      this.onlineAgain = true;
      return;
    }
    this.onlineRefresh = (async () => {
      do {
        this.onlineAgain = false;
        try {
          const users = await this.room.online();
          const key = JSON.stringify(users);
          if (key === this.lastOnline) continue;
          this.lastOnline = key;
          const frame: ChatServerFrame = { event: 'online_users', data: { users } };
          const encoded = JSON.stringify(frame);
          for (const connection of this.connections.values()) this.send(connection, frame, encoded);
        } catch (error) {
          this.logger.warn(`online users not read: ${String(error)}`);
        }
      } while (this.onlineAgain && !this.closing);
      // Cleared in the same turn as the last check: a change that came after it starts a read of
      // its own. (Cleared after the await instead, a change arriving between the two was folded
      // into a loop that had already ended, and a departure was never shown.)
      this.onlineRefresh = null;
    })();
    await this.onlineRefresh;
  }

  private send(connection: Connection, frame: ChatServerFrame, encoded = JSON.stringify(frame)): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(CHAT_CLOSE.tooSlow, 'Too far behind');
      return;
    }
    socket.send(encoded);
  }
}
