import {
  CHAT_CLOSE,
  CHAT_LIMITS,
  isFinalChatClose,
  mergeChatMessages,
  type ChatClientFrame,
  type ChatMessageView,
  type ChatServerFrame,
} from '@inhala/domain';
import { ApiError } from '../data/api-error';
import { errorLogger } from '../data/error-logger';
import { STORAGE_KEYS, readStorage, writeStorage } from '../data/storage-keys';
import { chatSocketUrl, getChatMessages, postChatMessage } from './chat-calls';
import { EMPTY_CHAT_STATE, type ChatState, type PendingChatMessage } from './chat-state';

export interface ChatConnectionOptions {
  sessionId: string;
  /** The signed-in person: their own messages and typing are not "from others". */
  userId: string;
  /** Defaults to /ws on the page's host with the session id stored at each connect. */
  url?: string;
  /** Defaults to crypto.randomUUID. */
  newClientId?: () => string;
  /**
   * The server closed for good because the session is over (signed out or reset elsewhere,
   * expired, the account erased): the session check then signs the person out on this device.
   */
  onSessionEnded?: () => void;
}

/** Stored messages newer than those held before, from the live stream or a catch-up. */
type ArrivalListener = (messages: ChatMessageView[]) => void;

interface StoredPending {
  userId: string;
  clientId: string;
  content: string;
  createdAt: string;
}

/** A send that may succeed later (network down, server busy); anything else is refused for good. */
function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  // Status 0: a NetworkError, the call never reached the server.
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

function readPending(userId: string): PendingChatMessage[] {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.chatPending) ?? '[]') as StoredPending[];
    return stored
      .filter((p) => p.userId === userId && typeof p.clientId === 'string')
      .map(({ clientId, content, createdAt }) => ({ clientId, content, createdAt, status: 'waiting' }));
  } catch {
    return [];
  }
}

/**
 * The chat's live connection (01 §4, §7), one per signed-in client or admin, opened by the
 * shell's ChatProvider: a WebSocket to /ws that says `user_connect {lastSeq}` after every
 * (re)connect, reconnects 3 s after closing, and keeps the stored messages merged by seq so a
 * replay, a live event and the answer to a retried send never show twice. Messages being sent
 * are kept apart (by clientId) and in localStorage, so a reload or a lost network retries them.
 */
export class ChatConnection {
  private state: ChatState = EMPTY_CHAT_STATE;
  private readonly listeners = new Set<() => void>();
  private readonly arrivals = new Set<ArrivalListener>();
  private readonly frames = new Set<(frame: ChatServerFrame) => void>();
  private socket: WebSocket | null = null;
  /** The session id the current socket was opened with. */
  private socketSession: string | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** The lastSeq of the user_connect the next initial_messages answers (undefined: none asked). */
  private askedFrom: number | null | undefined;
  private readonly inFlight = new Set<string>();
  private readonly newClientId: () => string;

  constructor(private readonly options: ChatConnectionOptions) {
    this.newClientId = options.newClientId ?? (() => crypto.randomUUID());
    this.state = { ...EMPTY_CHAT_STATE, pending: readPending(options.userId) };
  }

  // State for React (useSyncExternalStore) ------------------------------------------------

  readonly getState = (): ChatState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** New stored messages (not the first page, not older pages): the unread badge counts these. */
  onArrival(listener: ArrivalListener): () => void {
    this.arrivals.add(listener);
    return () => this.arrivals.delete(listener);
  }

  /** Every live event of the server, after the connection's own state has taken it in. */
  onFrame(listener: (frame: ChatServerFrame) => void): () => void {
    this.frames.add(listener);
    return () => this.frames.delete(listener);
  }

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  // Socket ---------------------------------------------------------------------------------

  start(): void {
    if (this.disposed || this.socket) return;
    window.addEventListener('online', this.retryPending);
    this.connect();
  }

  dispose(): void {
    this.disposed = true;
    window.removeEventListener('online', this.retryPending);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.listeners.clear();
    this.arrivals.clear();
    this.frames.clear();
  }

  private connect(): void {
    this.reconnectTimer = null;
    if (this.disposed) return;
    this.set({ status: 'connecting' });
    let socket: WebSocket;
    try {
      // A refreshed session gets a new id: read it again for every connect.
      const sessionId = this.currentSession();
      socket = new WebSocket(this.options.url ?? chatSocketUrl(window.location, sessionId));
      this.socketSession = sessionId;
    } catch (error) {
      errorLogger.log(error, 'chat');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const last = this.state.messages[this.state.messages.length - 1];
      this.askedFrom = last ? last.seq : null;
      this.emit({ event: 'user_connect', data: { lastSeq: this.askedFrom } });
      this.set({ status: 'open' });
      this.retryPending();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      try {
        const frame = JSON.parse(event.data) as ChatServerFrame;
        this.handle(frame);
        for (const listener of this.frames) listener(frame);
      } catch (error) {
        errorLogger.log(error, 'chat');
      }
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // This device signed in again meanwhile: the session that ended was the one it replaced.
      if (event.code === CHAT_CLOSE.sessionEnded && this.socketSession !== this.currentSession()) {
        this.set({ status: 'closed', typing: [] });
        this.connect();
        return;
      }
      if (!isFinalChatClose(event.code)) {
        this.set({ status: 'closed', typing: [] });
        this.scheduleReconnect();
        return;
      }
      const tooMany = event.code === CHAT_CLOSE.tooManySockets;
      this.set({ status: 'closed', typing: [], stopped: tooMany ? 'too-many-sockets' : 'session-ended' });
      if (!tooMany) this.options.onSessionEnded?.();
    };
  }

  private currentSession(): string {
    return readStorage(STORAGE_KEYS.sessionId) ?? this.options.sessionId;
  }

  /** 'Reintentar' after the server refused the socket for good (too many open elsewhere). */
  reconnect(): void {
    if (this.disposed || this.socket) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.set({ stopped: null });
    this.connect();
  }

  private scheduleReconnect(): void {
    if (this.disposed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => this.connect(), CHAT_LIMITS.reconnectMs);
  }

  private emit(frame: ChatClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  /** typing_start while writing, typing_stop after 2 s idle or on sending (the room decides when). */
  typing(active: boolean): void {
    this.emit(active ? { event: 'typing_start', data: {} } : { event: 'typing_stop', data: {} });
  }

  private isMine(userId: ChatMessageView['userId']): boolean {
    return userId === this.options.userId;
  }

  private handle(frame: ChatServerFrame): void {
    switch (frame.event) {
      case 'initial_messages': {
        const from = this.askedFrom;
        this.askedFrom = undefined;
        if (from === null || from === undefined) {
          this.add(frame.data.messages, false);
          this.set({ ready: true, hasOlder: frame.data.hasMore });
        } else {
          this.add(frame.data.messages, true);
          this.removeAll(frame.data.deletedIds);
          this.set({ ready: true });
          if (frame.data.hasMore) void this.catchUp();
        }
        return;
      }
      case 'new_message':
        this.add([frame.data], true);
        this.set({ typing: this.state.typing.filter((t) => t.userId !== frame.data.userId) });
        return;
      case 'message_deleted':
        this.remove(frame.data.messageId);
        return;
      case 'user_typing': {
        const { userId, firstName } = frame.data;
        if (this.isMine(userId) || this.state.typing.some((t) => t.userId === userId)) return;
        this.set({ typing: [...this.state.typing, { userId, firstName }] });
        return;
      }
      case 'user_stopped_typing':
        this.set({ typing: this.state.typing.filter((t) => t.userId !== frame.data.userId) });
        return;
      case 'online_users':
        this.set({ online: frame.data.users });
        return;
      case 'message_reaction_update': {
        const { messageId, reactions, userId, liked } = frame.data;
        this.updateMessage(messageId, (m) => ({
          ...m,
          reactions: {
            totalLikes: reactions.totalLikes,
            userHasLiked: this.isMine(userId) ? liked : m.reactions.userHasLiked,
          },
        }));
        return;
      }
    }
  }

  /** A gap larger than one page after a reconnect: read the rest with ?after=. */
  private async catchUp(): Promise<void> {
    try {
      for (;;) {
        const last = this.state.messages[this.state.messages.length - 1];
        if (!last || this.disposed) return;
        const page = await getChatMessages({ after: last.seq });
        this.add(page.messages, true);
        this.removeAll(page.deletedIds);
        if (!page.hasMore || page.messages.length === 0) return;
      }
    } catch (error) {
      errorLogger.log(error, 'chat');
    }
  }

  // Messages -------------------------------------------------------------------------------

  /**
   * Merges stored messages by seq; a pending message with the same clientId is replaced by
   * its stored copy. `live`: newer messages than those held, announced to arrival listeners.
   */
  private add(incoming: readonly ChatMessageView[], live: boolean): void {
    if (incoming.length === 0) return;
    const held = new Set(this.state.messages.map((m) => m.seq));
    const clientIds = new Set(incoming.map((m) => m.clientId).filter((id): id is string => Boolean(id)));
    const pending = this.state.pending.filter((p) => !clientIds.has(p.clientId));
    const sent = pending.length !== this.state.pending.length;
    this.set({ messages: mergeChatMessages(this.state.messages, incoming), pending });
    if (sent) this.savePending();
    const arrived = incoming.filter((m) => !held.has(m.seq));
    if (live && arrived.length > 0) for (const listener of this.arrivals) listener(arrived);
  }

  /** A stored message this client got by another way (the answer to an upload). */
  receive(message: ChatMessageView): void {
    this.add([message], true);
  }

  remove(messageId: number): void {
    this.removeAll([messageId]);
  }

  /** Takes away messages deleted while this client was away (or live): none is shown again. */
  private removeAll(messageIds: readonly number[] | undefined): void {
    if (!messageIds?.length) return;
    const gone = new Set(messageIds);
    if (!this.state.messages.some((m) => gone.has(m.id))) return;
    this.set({ messages: this.state.messages.filter((m) => !gone.has(m.id)) });
  }

  updateMessage(messageId: number, change: (message: ChatMessageView) => ChatMessageView): void {
    if (!this.state.messages.some((m) => m.id === messageId)) return;
    this.set({ messages: this.state.messages.map((m) => (m.id === messageId ? change(m) : m)) });
  }

  /** Older page for scrolling up (GET ?before=seq of the oldest held). */
  async loadOlder(): Promise<void> {
    const first = this.state.messages[0];
    if (!first || !this.state.hasOlder || this.state.loadingOlder) return;
    this.set({ loadingOlder: true });
    try {
      const page = await getChatMessages({ before: first.seq });
      this.set({
        messages: mergeChatMessages(this.state.messages, page.messages),
        hasOlder: page.hasMore,
      });
    } finally {
      this.set({ loadingOlder: false });
    }
  }

  // Sending --------------------------------------------------------------------------------

  private savePending(): void {
    const others = (() => {
      try {
        const all = JSON.parse(readStorage(STORAGE_KEYS.chatPending) ?? '[]') as StoredPending[];
        return all.filter((p) => p.userId !== this.options.userId);
      } catch {
        return [];
      }
    })();
    const mine: StoredPending[] = this.state.pending.map(({ clientId, content, createdAt }) => ({
      userId: this.options.userId,
      clientId,
      content,
      createdAt,
    }));
    const all = [...others, ...mine];
    writeStorage(STORAGE_KEYS.chatPending, all.length > 0 ? JSON.stringify(all) : null);
  }

  private setPending(clientId: string, status: PendingChatMessage['status'] | null): void {
    const pending =
      status === null
        ? this.state.pending.filter((p) => p.clientId !== clientId)
        : this.state.pending.map((p) => (p.clientId === clientId ? { ...p, status } : p));
    this.set({ pending });
    this.savePending();
  }

  /**
   * Shows the text at once as pending and posts it with a new clientId. Rejects when this try
   * failed (the room says so); a failure that may pass keeps it queued for the next retry.
   */
  async send(content: string): Promise<void> {
    const entry: PendingChatMessage = {
      clientId: this.newClientId(),
      content,
      createdAt: new Date().toISOString(),
      status: 'sending',
    };
    this.set({ pending: [...this.state.pending, entry] });
    this.savePending();
    await this.post(entry);
  }

  private async post(entry: PendingChatMessage): Promise<void> {
    if (this.inFlight.has(entry.clientId)) return;
    this.inFlight.add(entry.clientId);
    if (entry.status !== 'sending') this.setPending(entry.clientId, 'sending');
    try {
      const stored = await postChatMessage({
        content: entry.content,
        messageType: 'text',
        clientId: entry.clientId,
      });
      this.add([stored], true);
    } catch (error) {
      const stillPending = this.state.pending.some((p) => p.clientId === entry.clientId);
      if (stillPending) this.setPending(entry.clientId, retryable(error) ? 'waiting' : null);
      throw error;
    } finally {
      this.inFlight.delete(entry.clientId);
    }
  }

  /** Sends again every waiting message, in order (on every connect and when the browser is back online). */
  readonly retryPending = (): void => {
    if (this.disposed) return;
    void (async () => {
      for (const entry of this.state.pending.filter((p) => p.status === 'waiting')) {
        try {
          await this.post(entry);
        } catch (error) {
          if (retryable(error)) return; // still offline: the next connect tries again
          errorLogger.log(error, 'chat');
        }
      }
    })();
  };
}
