import { Injectable } from '@nestjs/common';
import { DueReminders } from '../../ports/due-reminders.port';

/** How long after the chosen time a reminder may still go out (a worker that was down, catching up). */
export const REMINDER_GRACE_HOURS = 2;

/**
 * The daily practice reminder (issue 16), run once a minute by the worker's scheduler. A person
 * gets it when:
 * - they turned reminders on and chose a time (off by default until they opt in);
 * - their LOCAL wall-clock time, in users.timezone, is at or after that time and less than
 *   REMINDER_GRACE_HOURS after it: a worker that was down sends a late 08:00 reminder at 09:30,
 *   never at 23:00. The local time comes from the database's zone rules, so daylight-saving
 *   changes move the UTC instant and not the local hour; a time in the evening stays due past
 *   local midnight and counts for the day it was chosen on;
 * - the ritual of that local day is not completed.
 * The ledger's key `reminder:<userId>:<localDate>` makes it at most one per person and local day,
 * however many workers run this and however often. The worker reads the preferences again just
 * before sending, so turning reminders off in between is honoured.
 */
@Injectable()
export class QueueDueReminders {
  constructor(private readonly due: DueReminders) {}

  execute(now: Date): Promise<number> {
    return this.due.enqueueDue(now);
  }
}
