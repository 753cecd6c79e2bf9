import {
  CHAT_LIMITS,
  type ChatMessageView,
  type ChatMessagesResponse,
  type ChatUnreadResponse,
  type SendChatMessageRequest,
} from '@inhala/domain';
import { apiRequest, getJson } from '../data/transport';

/** GET /api/chat/unread?since={ISO time} (01 §7): messages of others since the last visit. */
export async function getChatUnread(since: string): Promise<number> {
  const res = await getJson<ChatUnreadResponse>(`/api/chat/unread?since=${encodeURIComponent(since)}`);
  return res?.count ?? 0;
}

/** GET /api/chat/messages?before={seq} (older page) or ?after={seq} (catch-up), oldest first. */
export async function getChatMessages(
  page: { before: number } | { after: number },
): Promise<ChatMessagesResponse> {
  const query = 'before' in page ? `before=${page.before}` : `after=${page.after}`;
  const res = await getJson<ChatMessagesResponse>(
    `/api/chat/messages?${query}&limit=${CHAT_LIMITS.pageSize}`,
  );
  return res ?? { messages: [], hasMore: false };
}

/** POST /api/chat/messages: the stored message (the same one again for a repeated clientId). */
export function postChatMessage(body: SendChatMessageRequest): Promise<ChatMessageView> {
  return apiRequest<ChatMessageView>('POST', '/api/chat/messages', body);
}

/** /ws on the page's own host, ws: or wss: by the page's protocol, the session as a query parameter. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>, sessionId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?sessionId=${encodeURIComponent(sessionId)}`;
}
