import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TrialEndingPeople, type PersonInTrial } from '../../ports/trial-ending-people.port';

/**
 * users.subscription_status and trial_ends_at, the copy SyncSubscription keeps of the provider's
 * state (a trial set to cancel at its end is stored as 'canceled', so it is not here).
 */
@Injectable()
export class SqlTrialEndingPeople extends TrialEndingPeople {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async endingBetween(from: Date, to: Date): Promise<PersonInTrial[]> {
    const rows: Array<{ id: string; timezone: string; trial_ends_at: Date }> = await this.db.query(
      `SELECT id, timezone, trial_ends_at FROM users
        WHERE subscription_status = 'trialing' AND trial_ends_at > $1 AND trial_ends_at <= $2`,
      [from.toISOString(), to.toISOString()],
    );
    return rows.map((row) => ({ userId: row.id, timezone: row.timezone, trialEndsAt: row.trial_ends_at }));
  }

  async timezoneOf(userId: string): Promise<string | null> {
    const rows: Array<{ timezone: string }> = await this.db.query(
      `SELECT timezone FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]?.timezone ?? null;
  }
}
