import fc from 'fast-check';
import type { ChatMessageView } from '../contracts/chat';
import {
  CHAT_COMPRESSION,
  canSendChat,
  clampChatText,
  compressedDimensions,
  groupChatMessages,
  mergeChatMessages,
  needsCompression,
  nextCompressionQuality,
  onlineAvatars,
  unreadBadge,
  uploadErrorText,
} from './chat-rules';
import { CHAT_CLOSE, isFinalChatClose } from './chat-close';

const T0 = Date.parse('2026-11-23T10:00:00Z');

function message(seq: number, user: number, secondsAfter: number): ChatMessageView {
  return {
    id: seq,
    seq,
    clientId: null,
    userId: `u${user}`,
    content: `m${seq}`,
    messageType: 'text',
    fileUrl: null,
    fileName: null,
    fileSize: null,
    createdAt: new Date(T0 + secondsAfter * 1000).toISOString(),
    user: { firstName: 'Ana', lastName: 'Ruiz', role: 'client' },
    reactions: { userHasLiked: false, totalLikes: 0 },
  };
}

describe('chat rules', () => {
  it('should group consecutive messages of one person within 60 s, and start anew after', () => {
    const groups = groupChatMessages([
      message(1, 1, 0),
      message(2, 1, 30),
      message(3, 1, 90), // 60 s after the one before: same group
      message(4, 1, 151), // 61 s after: new group
      message(5, 2, 152),
      message(6, 1, 153),
    ]);
    expect(groups.map((g) => g.messages.map((m) => m.seq))).toEqual([[1, 2, 3], [4], [5], [6]]);
    expect(groups[0]?.startedAt).toBe(new Date(T0).toISOString());
  });

  it('should never group messages of deleted accounts (no author) with each other', () => {
    const anonymous = (seq: number, secondsAfter: number): ChatMessageView => ({
      ...message(seq, 0, secondsAfter),
      userId: null,
      user: { firstName: 'Cuenta eliminada', lastName: '', role: 'lead' },
    });
    const groups = groupChatMessages([anonymous(1, 0), anonymous(2, 5), message(3, 1, 10)]);
    expect(groups.map((g) => [g.userId, g.messages.map((m) => m.seq)])).toEqual([
      [null, [1]],
      [null, [2]],
      ['u1', [3]],
    ]);
  });

  it('should keep every message exactly once and in order when grouping', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.nat({ max: 200 }))), (steps) => {
        let t = 0;
        const list = steps.map(([user, gap], i) => message(i + 1, user, (t += gap)));
        const flat = groupChatMessages(list).flatMap((g) => g.messages.map((m) => m.seq));
        expect(flat).toEqual(list.map((m) => m.seq));
      }),
    );
  });

  it('should merge overlapping catch-up and live messages with each seq once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60 })), fc.array(fc.nat({ max: 60 })), (a, b) => {
        const merged = mergeChatMessages(
          a.map((s) => message(s, 1, s)),
          b.map((s) => message(s, 1, s)),
        ).map((m) => m.seq);
        expect(merged).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
      }),
    );
  });

  it('should cap the unread badge at 99+ and show nothing for zero', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('should show at most 4 avatars and count the rest', () => {
    expect(onlineAvatars([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(onlineAvatars([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
  });

  it('should ignore text beyond 500 characters and need text or a file to send', () => {
    expect(clampChatText('a'.repeat(501))).toHaveLength(500);
    expect(clampChatText('hola')).toBe('hola');
    expect(canSendChat('   ', false)).toBe(false);
    expect(canSendChat('   ', true)).toBe(true);
    expect(canSendChat(' hola ', false)).toBe(true);
  });

  it('should map upload codes to their own Spanish messages, and the rest to the default', () => {
    expect(uploadErrorText('FILE_WRITE_FAILED')).toMatch(/No se pudo guardar el archivo/);
    expect(uploadErrorText('FILE_NOT_FOUND')).toMatch(/No se recibió ningún archivo/);
    expect(uploadErrorText('OTHER')).toBe('No se pudo subir el archivo');
    expect(uploadErrorText(undefined)).toBe('No se pudo subir el archivo');
  });

  it('should compress only images of the listed types over 5 MB', () => {
    const over = 5 * 1024 * 1024 + 1;
    expect(needsCompression('image/png', over)).toBe(true);
    expect(needsCompression('image/png', 5 * 1024 * 1024)).toBe(false);
    expect(needsCompression('image/gif', over)).toBe(false);
    expect(needsCompression('audio/mpeg', over)).toBe(false);
  });

  it('should fit within 1920×1080 keeping proportions, never enlarging', () => {
    expect(compressedDimensions(4000, 3000)).toEqual({ width: 1440, height: 1080 });
    expect(compressedDimensions(3840, 1080)).toEqual({ width: 1920, height: 540 });
    expect(compressedDimensions(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('should step the quality down by 0.1 from 0.8 to the 0.1 floor while above 4096 KB', () => {
    const tooBig = CHAT_COMPRESSION.targetBytes + 1;
    const tried: number[] = [CHAT_COMPRESSION.startQuality];
    let q: number | null = CHAT_COMPRESSION.startQuality;
    while ((q = nextCompressionQuality(q, tooBig)) !== null) tried.push(q);
    expect(tried).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(nextCompressionQuality(0.8, CHAT_COMPRESSION.targetBytes)).toBeNull();
  });
});

describe('isFinalChatClose', () => {
  it('should stop reconnecting only when the session is over or the person has too many sockets', () => {
    const final = Object.entries(CHAT_CLOSE)
      .filter(([, code]) => isFinalChatClose(code))
      .map(([name]) => name);
    expect(final).toEqual(['accountErased', 'sessionEnded', 'tooManySockets']);
    expect(isFinalChatClose(1006)).toBe(false);
  });
});
