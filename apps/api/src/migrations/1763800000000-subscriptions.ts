import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payment events applied once, and the local test-mode provider's own records. */
export class Subscriptions1763800000000 implements MigrationInterface {
  name = 'Subscriptions1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE UNIQUE INDEX users_stripe_customer_id_key ON users(stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE payment_events (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE local_checkout_sessions (
        id varchar(64) PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        customer_id varchar(255) NOT NULL,
        price_id varchar(255) NOT NULL,
        plan varchar(10) NOT NULL,
        trial_days integer NOT NULL,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'open',
        subscription_id varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE local_subscriptions (
        id varchar(64) PRIMARY KEY,
        customer_id varchar(255) NOT NULL,
        account_id uuid REFERENCES users(id) ON DELETE SET NULL,
        price_id varchar(255) NOT NULL,
        status varchar(30) NOT NULL,
        trial_end timestamptz,
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX local_subscriptions_customer_idx ON local_subscriptions(customer_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE local_portal_sessions (
        id varchar(64) PRIMARY KEY,
        customer_id varchar(255) NOT NULL,
        return_url text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE local_portal_sessions`);
    await q.query(`DROP TABLE local_subscriptions`);
    await q.query(`DROP TABLE local_checkout_sessions`);
    await q.query(`DROP TABLE payment_events`);
    await q.query(`DROP INDEX users_stripe_customer_id_key`);
  }
}
