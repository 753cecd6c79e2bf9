import { Injectable } from '@nestjs/common';
import { PeriodicEmailJob } from '../periodic-email-job';
import { QueueDueReminders } from '../reminders/queue-due-reminders.use-case';
import { QueueTrialEndingNotices } from '../transactional/queue-trial-ending-notices.use-case';

/** Queues the practice reminders whose local time has come (once a minute, idempotent by key). */
@Injectable()
export class DueRemindersJob extends PeriodicEmailJob {
  readonly name = 'recordatorios';

  constructor(private readonly reminders: QueueDueReminders) {
    super();
  }

  run(now: Date): Promise<number> {
    return this.reminders.execute(now);
  }
}

/**
 * Queues 'trial ending in 3 days' for trials the sweep finds: the local test mode's equivalent
 * of the provider's trial_will_end, and a safety net for a lost webhook (same dedupe key).
 */
@Injectable()
export class TrialEndingNoticesJob extends PeriodicEmailJob {
  readonly name = 'fin de prueba';

  constructor(private readonly notices: QueueTrialEndingNotices) {
    super();
  }

  run(now: Date): Promise<unknown> {
    return this.notices.execute(now);
  }
}
