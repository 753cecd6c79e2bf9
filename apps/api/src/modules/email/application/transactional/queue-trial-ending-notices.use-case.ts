import { Injectable } from '@nestjs/common';
import { formatSpanishDate } from '@inhala/domain';
import { EmailOutbox } from '../../ports/email-outbox.port';
import { TrialEndingPeople } from '../../ports/trial-ending-people.port';

/** How long before the trial's end the notice goes out (Stripe's trial_will_end is also 3 days). */
export const TRIAL_ENDING_NOTICE_DAYS = 3;
const DAY = 24 * 3600_000;

/**
 * 'Tu prueba gratuita termina el …' (trial_ending), once per person and trial end, whichever
 * comes first: the payment provider's trial_will_end event (forPerson), or this periodic sweep,
 * which is how the local test mode (no provider events ahead of time) gets it, and a safety net
 * for a lost webhook. Both use the key `trial_ending:<userId>:<trial end, UTC date>`, so the
 * person never gets it twice.
 */
@Injectable()
export class QueueTrialEndingNotices {
  constructor(
    private readonly people: TrialEndingPeople,
    private readonly outbox: EmailOutbox,
  ) {}

  /** Queues the notice for every trial that ends within the next 3 days; answers how many were new. */
  async execute(now: Date): Promise<number> {
    const ending = await this.people.endingBetween(
      now,
      new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * DAY),
    );
    let queued = 0;
    for (const person of ending)
      if (await this.enqueue(person.userId, person.trialEndsAt, person.timezone)) queued += 1;
    return queued;
  }

  /** The provider said this person's trial ends at `trialEndsAt`; true when queued now. */
  async forPerson(userId: string, trialEndsAt: Date): Promise<boolean> {
    const timezone = await this.people.timezoneOf(userId);
    return timezone !== null && this.enqueue(userId, trialEndsAt, timezone);
  }

  private enqueue(userId: string, trialEndsAt: Date, timezone: string): Promise<boolean> {
    return this.outbox.enqueue({
      dedupeKey: `trial_ending:${userId}:${trialEndsAt.toISOString().slice(0, 10)}`,
      emailType: 'trial_ending',
      templateKey: 'trial_ending',
      userId,
      // The day as the person's calendar shows it.
      variables: { trialEndDate: formatSpanishDate(trialEndsAt, timezone) },
      action: '/profile',
    });
  }
}
