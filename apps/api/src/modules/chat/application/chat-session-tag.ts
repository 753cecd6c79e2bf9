import { createHash } from 'node:crypto';

/**
 * What names a session on the chat bus: a digest of its secret, so the secret never travels in
 * a NOTIFY payload nor is kept by another process. The socket adapter tags each socket with it.
 */
export function chatSessionTag(token: string): string {
  return createHash('sha256').update(`inhala-chat-session:${token}`).digest('hex').slice(0, 32);
}
