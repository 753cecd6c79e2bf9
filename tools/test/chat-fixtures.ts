import type { ChatMessageView, Role, UserView } from '@inhala/domain';

/** Clara, the person signed in for chat component tests, with the given role. */
export const person = (role: Role, over: Partial<UserView> = {}): UserView => ({
  id: '7',
  email: 'clara@inhala.app',
  firstName: 'Clara',
  lastName: 'Serena',
  role,
  timezone: 'Europe/Madrid',
  dayEndsAt: 0,
  practiceDayHold: null,
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
  ...over,
});

/**
 * A stored chat message for component tests: by Ana (user '2') unless said otherwise, sent
 * `second` seconds after 09:00 UTC on 5 January 2026.
 */
export function chatMessage(seq: number, over: Partial<ChatMessageView> = {}, second = seq): ChatMessageView {
  return {
    id: seq,
    seq,
    clientId: null,
    userId: '2',
    content: `Mensaje ${seq}`,
    messageType: 'text',
    fileUrl: null,
    fileName: null,
    fileSize: null,
    createdAt: new Date(Date.UTC(2026, 0, 5, 9, 0, second)).toISOString(),
    user: { firstName: 'Ana', lastName: 'Ruiz', role: 'client' },
    reactions: { userHasLiked: false, totalLikes: 0 },
    ...over,
  };
}
