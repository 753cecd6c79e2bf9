import type { ChatMessageView } from '../contracts/chat';

/** Business constants of the chat (01 §9). */
export const CHAT_LIMITS = {
  maxLength: 500,
  maxFileBytes: 15 * 1024 * 1024,
  compressAboveBytes: 5 * 1024 * 1024,
  recordingMaxSeconds: 60,
  reconnectMs: 3000,
  typingIdleMs: 2000,
  groupWindowMs: 60_000,
  maxAvatars: 4,
  unreadCap: 99,
  pageSize: 50,
  /** Per person: at most this many messages in `rateWindowMs` (the server answers 429 beyond). */
  rateMessages: 10,
  rateWindowMs: 10_000,
} as const;

/** What an admin may post in the chat, as read from the file's bytes (images and audio notes). */
export const CHAT_FILE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/webm',
  'audio/wav',
] as const;

/** The Spanish texts of 01 §5 and §8 for the chat. */
export const CHAT_TEXTS = {
  accessRequired: 'Acceso requerido',
  accessRequiredDetail: 'Inicia sesión para acceder a la comunidad',
  uploadRestricted: 'Acceso restringido: Solo los administradores pueden subir imágenes y audio',
  recordRestricted: 'Acceso restringido: Solo los administradores pueden grabar audio',
  fileTooLarge: 'El archivo no puede ser mayor a 15MB',
  sendFailed: 'No se pudo enviar el mensaje',
  deleteFailed: 'No se pudo eliminar el mensaje',
  reactionFailed: 'No se pudo actualizar la reacción',
  compressionFailed: 'Error de compresión',
  microphoneFailed: 'No se pudo acceder al micrófono',
  audioFailed: 'No se pudo reproducir el audio',
  uploadFailed: 'No se pudo subir el archivo',
  fileWriteFailed: 'No se pudo guardar el archivo en el servidor. Inténtalo de nuevo.',
  fileNotFound: 'No se recibió ningún archivo. Elige uno e inténtalo de nuevo.',
} as const;

/** The message for an upload refusal: FILE_WRITE_FAILED and FILE_NOT_FOUND have their own. */
export function uploadErrorText(errorCode: string | null | undefined): string {
  if (errorCode === 'FILE_WRITE_FAILED') return CHAT_TEXTS.fileWriteFailed;
  if (errorCode === 'FILE_NOT_FOUND') return CHAT_TEXTS.fileNotFound;
  return CHAT_TEXTS.uploadFailed;
}

/** What the composer keeps of typed text: input beyond 500 characters is ignored. */
export function clampChatText(text: string): string {
  return [...text].length > CHAT_LIMITS.maxLength ? [...text].slice(0, CHAT_LIMITS.maxLength).join('') : text;
}

/** Sending needs text (not only spaces) or a file. */
export function canSendChat(text: string, hasFile: boolean): boolean {
  return hasFile || text.trim().length > 0;
}

/** '99+' past the cap; nothing for zero. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > CHAT_LIMITS.unreadCap ? `${CHAT_LIMITS.unreadCap}+` : String(count);
}

/** At most 4 avatars, then '+N' for the rest. */
export function onlineAvatars<T>(users: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: users.slice(0, CHAT_LIMITS.maxAvatars),
    more: Math.max(0, users.length - CHAT_LIMITS.maxAvatars),
  };
}

export interface ChatMessageGroup {
  userId: string | null;
  /** The first message's time, shown once for the group. */
  startedAt: string;
  messages: ChatMessageView[];
}

/**
 * Consecutive messages of one person, each within 60 s of the one before, form one group under
 * one name and time (01 §2). Messages come oldest first.
 */
export function groupChatMessages(messages: readonly ChatMessageView[]): ChatMessageGroup[] {
  const groups: ChatMessageGroup[] = [];
  let last: ChatMessageView | undefined;
  for (const message of messages) {
    const group = groups[groups.length - 1];
    const sameRun =
      group !== undefined &&
      last !== undefined &&
      last.userId === message.userId &&
      // Messages of deleted accounts have no author: each stands alone, as nobody's run.
      message.userId !== null &&
      Date.parse(message.createdAt) - Date.parse(last.createdAt) <= CHAT_LIMITS.groupWindowMs;
    if (sameRun) group.messages.push(message);
    else groups.push({ userId: message.userId, startedAt: message.createdAt, messages: [message] });
    last = message;
  }
  return groups;
}

/**
 * Merges stored messages into a list kept in seq order, each seq once: a replayed catch-up,
 * live events and the answer to a retried send can overlap, and none may show twice. (A
 * message still being sent has no seq yet: the client keeps those apart, by clientId.)
 */
export function mergeChatMessages(
  current: readonly ChatMessageView[],
  incoming: readonly ChatMessageView[],
): ChatMessageView[] {
  const bySeq = new Map<number, ChatMessageView>();
  for (const m of current) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

// Image compression before upload (01 §5), as pure steps over sizes and qualities ----------

export const CHAT_COMPRESSION = {
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
  targetBytes: 4096 * 1024,
  startQuality: 0.8,
  qualityStep: 0.1,
  minQuality: 0.1,
  maxWidth: 1920,
  maxHeight: 1080,
} as const;

/** Images over 5 MB of a compressible type are compressed to JPEG before upload. */
export function needsCompression(type: string, bytes: number): boolean {
  return (
    bytes > CHAT_LIMITS.compressAboveBytes && (CHAT_COMPRESSION.types as readonly string[]).includes(type)
  );
}

/** The size to draw at: within 1920×1080, keeping the proportions, never enlarged. */
export function compressedDimensions(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, CHAT_COMPRESSION.maxWidth / width, CHAT_COMPRESSION.maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The next JPEG quality to try after an encoding of `bytes` at `quality`: null when it fits
 * the 4096 KB target or the floor of 0.1 was already tried (the last result is used).
 */
export function nextCompressionQuality(quality: number, bytes: number): number | null {
  if (bytes <= CHAT_COMPRESSION.targetBytes) return null;
  const next = Math.round((quality - CHAT_COMPRESSION.qualityStep) * 10) / 10;
  return next < CHAT_COMPRESSION.minQuality - 1e-9 ? null : next;
}
