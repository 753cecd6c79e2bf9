import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 11-day trial is offered once per person, ever: trial_used_at is set when the person's
 * first subscription is stored and never cleared. Everyone who already had a subscription
 * (through the provider or a legacy platform) has spent it; the date is the trial's start
 * where it is known.
 */
export class TrialOnce1764210000000 implements MigrationInterface {
  name = 'TrialOnce1764210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN trial_used_at timestamptz`);
    await q.query(`
      UPDATE users SET trial_used_at = COALESCE(trial_ends_at - interval '11 days', now())
       WHERE stripe_subscription_id IS NOT NULL OR subscription_status IS NOT NULL
          OR legacy_payment_platform IS NOT NULL OR is_legacy_user`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN trial_used_at`);
  }
}
