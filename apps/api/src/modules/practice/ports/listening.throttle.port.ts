/** Counts one person's reports of where they are listening, in a window shared by every API process. */
export abstract class ListeningThrottle {
  abstract count(userId: string): Promise<{ reports: number; resetAt: Date }>;
}
