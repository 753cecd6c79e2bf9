/** Opens and clicks, per ledger row (so per person and campaign). */
export abstract class EmailTracking {
  /** First open time kept, count +1, 'delivered' becomes 'opened'. False when the row is gone. */
  abstract recordOpen(logId: string, now: Date): Promise<boolean>;
  /** First click time kept, count +1; a click counts as an open when no image was loaded. */
  abstract recordClick(logId: string, now: Date): Promise<boolean>;
}
