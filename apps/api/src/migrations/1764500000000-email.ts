import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail system (02 §3.12, §4.8):
 * - templates, one row per key, with the defaults 'Restaurar original' goes back to;
 * - pending e-mails: the announcement drafted when an admin publishes content;
 * - campaigns: one per pending e-mail that goes out (the unique key makes 'send' idempotent);
 * - email_logs: the send ledger and the log at once. One row per mail with a unique
 *   dedupe_key (campaign and person, reminder and local day, welcome and person, ...), so a person
 *   is never queued twice for the same mail; `state` is the worker's (queued → sending → sent /
 *   failed / skipped, a lease on 'sending'), `status` the spec's log status once it has one;
 * - email_preferences: per person and kind, and the local reminder time;
 * - email_suppressions: addresses that bounced are never mailed again;
 * - email_settings: the secret that signs unsubscribe and tracking links when EMAIL_LINK_SECRET
 *   is not configured, shared by every process through the database.
 */
export class Email1764500000000 implements MigrationInterface {
  name = 'Email1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_templates (
        id serial PRIMARY KEY,
        template_key varchar(60) NOT NULL UNIQUE,
        name varchar(120) NOT NULL,
        subject varchar(300) NOT NULL,
        body text NOT NULL,
        variables text[] NOT NULL DEFAULT '{}',
        default_subject varchar(300) NOT NULL,
        default_body text NOT NULL,
        button_text varchar(80) NOT NULL DEFAULT 'Ir a la Aplicación ✨',
        button_position varchar(10) NOT NULL DEFAULT 'end' CHECK (button_position IN ('start','end','none')),
        default_button_text varchar(80) NOT NULL DEFAULT 'Ir a la Aplicación ✨',
        default_button_position varchar(10) NOT NULL DEFAULT 'end' CHECK (default_button_position IN ('start','end','none')),
        is_active boolean NOT NULL DEFAULT true,
        last_edited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE pending_emails (
        id serial PRIMARY KEY,
        content_type varchar(20) NOT NULL CHECK (content_type IN ('meditation','challenge','angel_monday')),
        content_id integer NOT NULL,
        content_title varchar(300) NOT NULL,
        email_subject varchar(300) NOT NULL,
        email_body text NOT NULL,
        scheduled_for timestamptz,
        status varchar(10) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','scheduled','sent','cancelled')),
        ai_generated boolean NOT NULL DEFAULT false,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        last_edited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (content_type, content_id)
      )`);
    await q.query(
      `CREATE INDEX pending_emails_due_idx ON pending_emails(scheduled_for) WHERE status = 'scheduled'`,
    );

    await q.query(`
      CREATE TABLE email_campaigns (
        id serial PRIMARY KEY,
        pending_email_id integer UNIQUE REFERENCES pending_emails(id) ON DELETE SET NULL,
        campaign_name varchar(300) NOT NULL,
        content_type varchar(20) NOT NULL,
        content_id integer NOT NULL,
        template_key varchar(60) NOT NULL,
        subject varchar(300) NOT NULL,
        body text NOT NULL,
        due_at timestamptz NOT NULL,
        expanded_at timestamptz,
        lateness_seconds integer,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX email_campaigns_unexpanded_idx ON email_campaigns(due_at) WHERE expanded_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE email_logs (
        id bigserial PRIMARY KEY,
        dedupe_key varchar(200) NOT NULL UNIQUE,
        campaign_id integer REFERENCES email_campaigns(id) ON DELETE SET NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        to_email varchar(254) NOT NULL,
        email_type varchar(30) NOT NULL,
        template_used varchar(60) NOT NULL,
        variables jsonb NOT NULL DEFAULT '{}',
        action varchar(1000),
        state varchar(10) NOT NULL DEFAULT 'queued' CHECK (state IN ('queued','sending','sent','failed','skipped')),
        status varchar(10) CHECK (status IN ('sent','failed','delivered','opened','bounced')),
        provider_response text,
        error_message text,
        retry_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        sent_at timestamptz,
        opened_at timestamptz,
        open_count integer NOT NULL DEFAULT 0,
        clicked_at timestamptz,
        click_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX email_logs_due_idx ON email_logs(next_attempt_at) WHERE state IN ('queued','sending')`,
    );
    await q.query(`CREATE INDEX email_logs_campaign_idx ON email_logs(campaign_id, state, status)`);
    await q.query(`CREATE INDEX email_logs_created_idx ON email_logs(created_at DESC)`);

    await q.query(`
      CREATE TABLE email_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        news boolean NOT NULL DEFAULT true,
        angel_mondays boolean NOT NULL DEFAULT true,
        reminders boolean NOT NULL DEFAULT false,
        reminder_time time,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX email_preferences_reminders_idx ON email_preferences(user_id) WHERE reminders`,
    );

    await q.query(`
      CREATE TABLE email_suppressions (
        email varchar(254) PRIMARY KEY,
        reason varchar(20) NOT NULL,
        detail text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`CREATE TABLE email_settings (key varchar(60) PRIMARY KEY, value text NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'email_settings',
      'email_suppressions',
      'email_preferences',
      'email_logs',
      'email_campaigns',
      'pending_emails',
      'email_templates',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}
