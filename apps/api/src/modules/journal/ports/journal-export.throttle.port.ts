/** Counts one person's journal exports in the export's window (shared by every API process). */
export abstract class JournalExportThrottle {
  abstract count(userId: string): Promise<{ exports: number; resetAt: Date }>;
}
