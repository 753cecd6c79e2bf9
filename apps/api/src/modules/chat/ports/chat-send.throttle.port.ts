/** Counts one person's sends in the chat's window (shared by every API process). */
export abstract class ChatSendThrottle {
  abstract count(userId: string): Promise<{ sends: number; resetAt: Date }>;
}
