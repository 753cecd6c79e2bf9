/** The people whose daily practice reminder is due, as one query over preferences, rituals and zones. */
export abstract class DueReminders {
  /**
   * Queues `practice_reminder` for everyone whose reminder is due at `now` (see QueueDueReminders),
   * at most once per person and local day; answers how many were queued now.
   */
  abstract enqueueDue(now: Date): Promise<number>;
}
