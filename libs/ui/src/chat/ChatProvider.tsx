import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { hasFullAccess, matchesSection } from '@inhala/domain';
import { errorLogger } from '../data/error-logger';
import { STORAGE_KEYS, readStorage, writeStorage } from '../data/storage-keys';
import { useSession } from '../session/SessionProvider';
import { getChatUnread } from './chat-calls';
import type { ChatConnection } from './chat-connection';
import { EMPTY_CHAT_STATE, type ChatState } from './chat-state';

export const CHAT_PATH = '/comunidad';

interface ChatContextValue {
  connection: ChatConnection | null;
  unread: number;
}

const ChatContext = createContext<ChatContextValue>({ connection: null, unread: 0 });

function isChatPath(pathname: string): boolean {
  return matchesSection(pathname.toLowerCase().replace(/(.)\/+$/, '$1'), CHAT_PATH);
}

function storeLastVisit(): void {
  writeStorage(STORAGE_KEYS.chatLastVisit, new Date().toISOString());
}

/**
 * The community chat's connection and unread count (01 §4), provided once by the shell for
 * every page. Only clients and admins (who may enter the chat) open a socket; its code loads
 * then, so a visitor's or a lead's first load carries none of it. The unread count is read
 * once since the last visit, grows by each new message of others while the person is
 * elsewhere, and is 0 on /comunidad, whose entering and leaving store the visit time.
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const { user, refreshUser } = useSession();
  // Asked when the chat is closed for good: the session check then signs the person out.
  const sessionEnded = useRef(refreshUser);
  sessionEnded.current = refreshUser;
  const inRoom = isChatPath(useLocation().pathname);
  const userId = user && hasFullAccess(user.role) ? user.id : null;
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [unread, setUnread] = useState(0);
  const inRoomRef = useRef(inRoom);
  inRoomRef.current = inRoom;

  useEffect(() => {
    const sessionId = readStorage(STORAGE_KEYS.sessionId);
    if (!userId || !sessionId) return;
    let live: ChatConnection | null = null;
    let cancelled = false;
    import('./chat-connection')
      .then(({ ChatConnection }) => {
        if (cancelled) return;
        live = new ChatConnection({ sessionId, userId, onSessionEnded: () => void sessionEnded.current() });
        live.onArrival((messages) => {
          if (inRoomRef.current) return;
          const fromOthers = messages.filter((m) => m.userId !== userId).length;
          if (fromOthers > 0) setUnread((n) => n + fromOthers);
        });
        live.start();
        setConnection(live);
      })
      .catch((error: unknown) => errorLogger.log(error, 'chat'));
    return () => {
      cancelled = true;
      live?.dispose();
      setConnection(null);
    };
  }, [userId]);

  // On load: the count since the last visit. With none on this device, counting starts now: a
  // new member is not greeted by '99+' for a conversation that happened before they came.
  useEffect(() => {
    setUnread(0);
    if (!userId || inRoomRef.current) return;
    let cancelled = false;
    const stored = readStorage(STORAGE_KEYS.chatLastVisit);
    if (!stored) {
      storeLastVisit();
      return;
    }
    const since = stored;
    getChatUnread(since)
      .then((count) => {
        if (!cancelled && !inRoomRef.current) setUnread((n) => n + count);
      })
      .catch((error: unknown) => errorLogger.log(error, 'chat'));
    return () => {
      cancelled = true;
    };
  }, [userId]);

  // In the room: nothing is unread; the visit time is stored on entering, leaving and closing.
  useEffect(() => {
    if (!userId || !inRoom) return;
    setUnread(0);
    storeLastVisit();
    window.addEventListener('pagehide', storeLastVisit);
    return () => {
      window.removeEventListener('pagehide', storeLastVisit);
      storeLastVisit();
    };
  }, [userId, inRoom]);

  const value = useMemo(() => ({ connection, unread }), [connection, unread]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The live connection (null for visitors and leads, and until its code has loaded). */
export function useChatConnection(): ChatConnection | null {
  return useContext(ChatContext).connection;
}

const noSubscription = () => () => undefined;
const emptyState = () => EMPTY_CHAT_STATE;

/** The room's messages, pending sends, online people and typing, re-rendered on each change. */
export function useChatState(): ChatState {
  const connection = useChatConnection();
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.getState ?? emptyState);
}

/** New messages of others since the last visit (0 in the room, for visitors and for leads). */
export function useChatUnread(): number {
  return useContext(ChatContext).unread;
}
