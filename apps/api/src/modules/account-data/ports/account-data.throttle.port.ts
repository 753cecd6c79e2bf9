/** Counts a person's exports and deletion attempts, across every API process. */
export abstract class AccountDataThrottle {
  abstract count(kind: 'export' | 'delete', userId: string): Promise<{ hits: number; resetAt: Date }>;
}
