import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  WebSocketGateway,
} from '@nestjs/websockets';
import { CHAT_CLOSE, DomainError, type ChatMessagesResponse, type ChatServerFrame } from '@inhala/domain';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import { Clock } from '../../../../platform/time/clock.port';
import { ChatRoom } from '../../application/chat-room';
import { ListChatMessages } from '../../application/list-chat-messages.use-case';
import { ChatBus, type ChatBusEvent } from '../../ports/chat-bus.port';
import { ChatHandshake, type AdmittedSocket } from './chat-handshake';
import { CHAT_MAX_FRAME_BYTES, ChatSocketSettings } from './chat-socket.settings';
import { SocketBudget, type BudgetedFrame } from './socket-budget';
import { TypingRelay } from './typing-relay';

/** A socket is dropped rather than buffer more than this for it. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** A flooding socket gets this long to finish the closing handshake before it is cut. */
const FLOOD_CLOSE_GRACE_MS = 1000;

interface Connection extends AdmittedSocket {
  id: string;
  socket: WebSocket;
  alive: boolean;
  /** waiting: before user_connect (only online_users); catching-up: live events wait in `held`. */
  phase: 'waiting' | 'catching-up' | 'live';
  held: ChatServerFrame[];
  /** Each user_connect starts a new catch-up; an older one that ends late gives way. */
  round: number;
  typing: boolean;
  typingTimer: NodeJS.Timeout | null;
  /**
   * The presence row being written; false when the person had too many sockets already. A
   * socket that closes while it is written must leave after it, or the late row would keep the
   * person "online" until the presence TTL.
   */
  entered: Promise<boolean>;
  /** Let in (counted under the person's cap): until then it is sent nothing. */
  admitted: boolean;
  budget: SocketBudget;
  /** Its session's end is being asked again (it may have been refreshed). */
  checkingSession: boolean;
  /** Closed by the server: later frames are ignored. */
  closing: boolean;
}

/**
 * The live chat at /ws (01 §7), on the API's own HTTP server. Frames are JSON `{ event, data }`,
 * at most 64 KB each. On user_connect the socket is subscribed to live events first, then sent
 * initial_messages, then whatever happened meanwhile (each seq once), so nothing is lost or
 * doubled. Events come from the ChatBus, which carries them between API processes.
 *
 * What one socket may cost is bounded (ChatSocketLimits): each inbound frame is counted against
 * the socket's budgets before it is even parsed, a flood is dropped and then closed (1008),
 * a person has at most 20 sockets (4029), and typing reaches the others at most once per 2 s per
 * person. A socket lives as long as its session: sign-out, a password reset or a sign-in that
 * replaced the session close it on every process through the bus, and expiry through a check
 * of each socket's session end against the clock (4011). Close codes: CHAT_CLOSE in
 * @inhala/domain, and the README's chat section.
 */
@WebSocketGateway({ path: '/ws', maxPayload: CHAT_MAX_FRAME_BYTES })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private readonly logger = new Logger('ChatGateway');
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly admitted = new WeakMap<IncomingMessage, AdmittedSocket>();
  private readonly typingRelay: TypingRelay;
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private sessionSweep: NodeJS.Timeout | null = null;
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
    private readonly clock: Clock,
  ) {
    this.typingRelay = new TypingRelay(settings.limits.typingStartEveryMs, (userId, typing) =>
      this.toLive(
        typing
          ? { event: 'user_typing', data: { userId, firstName: typing.firstName } }
          : { event: 'user_stopped_typing', data: { userId } },
        userId,
      ),
    );
  }

  afterInit(server: WebSocketServer): void {
    // ws asks this before it accepts an upgrade: a refusal is a plain HTTP 401/403, no socket.
    (server.options as { verifyClient?: unknown }).verifyClient = (
      info: { req: IncomingMessage },
      done: (ok: boolean, status?: number, reason?: string) => void,
    ) => {
      this.handshake.verify(info.req).then(
        (result) => {
          if ('admitted' in result) {
            this.admitted.set(info.req, result.admitted);
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
    this.sessionSweep = setInterval(() => this.checkSessions(), this.settings.limits.sessionCheckMs);
    this.sessionSweep.unref();
  }

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const admitted = this.admitted.get(request);
    if (!admitted) {
      socket.close(1008, 'Not admitted');
      return;
    }
    const connection: Connection = {
      ...admitted,
      id: randomUUID(),
      socket,
      alive: true,
      phase: 'waiting',
      held: [],
      round: 0,
      typing: false,
      typingTimer: null,
      entered: Promise.resolve(false),
      admitted: false,
      budget: new SocketBudget(this.settings.limits, performance.now()),
      checkingSession: false,
      closing: false,
    };
    this.connections.set(socket, connection);
    // Frames are read here, not through @SubscribeMessage: every frame (one nobody handles
    // included) is counted against the budget before it is parsed.
    socket.on('message', (data: RawData, isBinary: boolean) => this.onFrame(connection, data, isBinary));
    socket.on('ping', () => this.charge(connection, 'frame'));
    socket.on('pong', () => {
      connection.alive = true;
      this.charge(connection, 'frame');
    });
    socket.on('error', (error: Error) => {
      // ws closes a socket whose frame is too large (1009) with this error.
      this.logger.warn(`chat socket of ${connection.user.id} failed: ${error.message}`);
    });
    connection.entered = this.room
      .enter(connection.id, connection.user, this.settings.limits.maxSocketsPerPerson)
      .catch((error: unknown) => {
        this.logger.warn(`presence not recorded: ${String(error)}`);
        return true;
      });
    if (!(await connection.entered)) {
      this.close(
        connection,
        CHAT_CLOSE.tooManySockets,
        'Too many sockets',
        `${connection.user.id} already has ${this.settings.limits.maxSocketsPerPerson} chat sockets open`,
      );
      return;
    }
    connection.admitted = true;
    try {
      this.send(connection, { event: 'online_users', data: { users: await this.room.online() } });
    } catch (error) {
      this.logger.warn(`online users not read: ${String(error)}`);
    }
  }

  async handleDisconnect(socket: WebSocket): Promise<void> {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    if (this.closing) return;
    await this.stopTyping(connection);
    await connection.entered;
    await this.room.leave(connection.id).catch((error: unknown) => {
      this.logger.warn(`presence not cleared: ${String(error)}`);
    });
  }

  /** Charges a frame of `kind`; false when it is to be ignored (over budget, or closing). */
  private charge(connection: Connection, kind: BudgetedFrame): boolean {
    if (connection.closing) return false;
    const verdict = connection.budget.admit(kind, performance.now());
    if (verdict === 'ok') return true;
    if (verdict === 'close') {
      // Nothing more of this socket is read: its frames are not even parsed while it closes.
      connection.socket.removeAllListeners('message');
      this.close(
        connection,
        CHAT_CLOSE.flooding,
        'Too many frames',
        `${connection.user.id} kept sending ${kind === 'frame' ? 'frames' : kind} over its budget`,
      );
      setTimeout(() => connection.socket.terminate(), FLOOD_CLOSE_GRACE_MS).unref();
    }
    return false;
  }

  private onFrame(connection: Connection, data: RawData, isBinary: boolean): void {
    if (!this.charge(connection, 'frame') || isBinary) return;
    let frame: { event?: unknown; data?: unknown };
    try {
      const bytes = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      frame = JSON.parse(bytes.toString('utf8')) as typeof frame;
    } catch {
      return;
    }
    switch (frame?.event) {
      case 'user_connect':
        if (this.charge(connection, 'user_connect')) void this.onUserConnect(connection, frame.data);
        return;
      case 'typing_start':
        if (this.charge(connection, 'typing')) void this.onTypingStart(connection);
        return;
      case 'typing_stop':
        if (this.charge(connection, 'typing')) void this.stopTyping(connection);
        return;
    }
  }

  private async onUserConnect(connection: Connection, data: unknown): Promise<void> {
    const raw = (data as { lastSeq?: unknown } | null)?.lastSeq;
    const lastSeq = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
    // Subscribed first: from here on live events are held for this socket.
    const round = ++connection.round;
    connection.phase = 'catching-up';
    connection.held = [];
    // A socket says user_connect as soon as it opens: the page is read while it is being let in
    // (a socket refused for one too many gets no answer).
    let page: ChatMessagesResponse;
    try {
      const read = this.listMessages.execute(connection.user.id, lastSeq === null ? {} : { after: lastSeq });
      const [admitted] = await Promise.all([connection.entered, read.catch(() => null)]);
      if (!admitted || connection.closing) return;
      page = await read;
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

  private async onTypingStart(connection: Connection): Promise<void> {
    if (connection.typingTimer) clearTimeout(connection.typingTimer);
    connection.typingTimer = setTimeout(() => void this.stopTyping(connection), this.settings.typingIdleMs);
    if (connection.typing) return;
    connection.typing = true;
    await this.room.typing(connection.user, true);
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.sessionSweep) clearInterval(this.sessionSweep);
    this.unsubscribe?.();
    this.typingRelay.clear();
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
    this.typingRelay.prune();
    await this.room.refresh().catch((error: unknown) => {
      this.logger.warn(`presence not refreshed: ${String(error)}`);
    });
  }

  /**
   * Sockets whose session has reached its end (by the clock) ask the session again: it may have
   * been refreshed (a new end) or be over (the socket closes). Between ends nothing is read.
   */
  private checkSessions(): void {
    const now = this.clock.now().getTime();
    for (const connection of this.connections.values()) {
      if (connection.closing || connection.checkingSession || connection.sessionEndsAt.getTime() > now)
        continue;
      connection.checkingSession = true;
      this.handshake.sessionEnd(connection.token).then(
        (endsAt) => {
          connection.sessionEndsAt = endsAt;
          connection.checkingSession = false;
        },
        (error: unknown) => {
          connection.checkingSession = false;
          if (error instanceof DomainError)
            this.close(
              connection,
              CHAT_CLOSE.sessionEnded,
              'Session ended',
              `a session of ${connection.user.id} expired`,
            );
          else this.logger.warn(`session of a chat socket not checked: ${String(error)}`);
        },
      );
    }
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
        if (event.typing) this.typingRelay.start(event.userId, event.firstName);
        else this.typingRelay.stop(event.userId);
        return;
      case 'presence_changed':
        return void this.refreshOnline();
      case 'member_gone':
        for (const connection of this.connections.values())
          if (connection.user.id === event.userId)
            this.close(connection, CHAT_CLOSE.accountErased, 'Cuenta eliminada');
        return;
      case 'session_ended':
        for (const connection of this.connections.values())
          if (connection.session === event.session)
            this.close(connection, CHAT_CLOSE.sessionEnded, 'Session ended');
        return;
      case 'sessions_ended':
        for (const connection of this.connections.values())
          if (connection.user.id === event.userId)
            this.close(connection, CHAT_CLOSE.sessionEnded, 'Session ended');
        return;
      case 'resync':
        for (const connection of this.connections.values())
          connection.socket.close(CHAT_CLOSE.serviceRestart, 'Reconnect and catch up');
    }
  }

  /** Closes a socket once; `why`, when given, is logged (a refusal or a flood, not a sign-out). */
  private close(connection: Connection, code: number, reason: string, why?: string): void {
    if (connection.closing) return;
    connection.closing = true;
    if (why) this.logger.warn(`chat socket closed with ${code}: ${why}`);
    connection.socket.close(code, reason);
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
          for (const connection of this.connections.values())
            if (connection.admitted) this.send(connection, frame, encoded);
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
    if (socket.readyState !== socket.OPEN || connection.closing) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(CHAT_CLOSE.tooSlow, 'Too far behind');
      return;
    }
    socket.send(encoded);
  }
}
