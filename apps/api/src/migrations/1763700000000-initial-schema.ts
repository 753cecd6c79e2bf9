import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, sessions, reset codes, rate limits, Angel Mondays, morning pages, and the content
 * tables the admin counts read (meditations, archangels, oracle cards, challenges), with the
 * columns of the spec's data model (02 §3). Later features add their own tables.
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name varchar(60) NOT NULL,
        last_name varchar(60) NOT NULL,
        email varchar(254) NOT NULL UNIQUE,
        password_hash text NOT NULL,
        role varchar(10) NOT NULL DEFAULT 'lead' CHECK (role IN ('lead','client','admin')),
        email_verified_at timestamptz,
        language varchar(8) NOT NULL DEFAULT 'es',
        timezone varchar(64) NOT NULL DEFAULT 'UTC',
        notification_opt_in boolean NOT NULL DEFAULT true,
        last_login_at timestamptz,
        stripe_customer_id varchar(255),
        stripe_subscription_id varchar(255),
        subscription_status varchar(32),
        subscription_plan varchar(16) CHECK (subscription_plan IN ('monthly','yearly')),
        trial_ends_at timestamptz,
        subscription_ends_at timestamptz,
        is_legacy_user boolean NOT NULL DEFAULT false,
        legacy_payment_platform varchar(16) CHECK (legacy_payment_platform IN ('wallet','legacy_card','gift')),
        legacy_subscription_id varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions(user_id)`);
    await q.query(`
      CREATE TABLE password_reset_codes (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        failed_attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX password_reset_codes_user_idx ON password_reset_codes(user_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE rate_limit_buckets (
        key varchar(300) PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE angel_mondays (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        text text NOT NULL,
        "timestamp" timestamptz NOT NULL,
        audio_url varchar(1000),
        gradient_option integer NOT NULL DEFAULT 1 CHECK (gradient_option >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX angel_mondays_timestamp_idx ON angel_mondays("timestamp" DESC)`);
    await q.query(`
      CREATE TABLE challenges (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        slug varchar(200) NOT NULL UNIQUE,
        short_desc text,
        long_desc text,
        image_url varchar(1000),
        welcome_video_url varchar(1000),
        total_days integer NOT NULL DEFAULT 0,
        is_premium boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE morning_pages (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL,
        title varchar(200),
        prompt_text text,
        challenge_id integer REFERENCES challenges(id) ON DELETE SET NULL,
        challenge_name varchar(200),
        day_number integer,
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX morning_pages_user_idx ON morning_pages(user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE meditations (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        slug varchar(200) NOT NULL UNIQUE,
        video_url varchar(1000),
        duration varchar(40),
        image_url varchar(1000),
        journal_prompt text,
        is_new boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE archangels (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL UNIQUE,
        topic varchar(200),
        description text,
        image_url varchar(1000),
        youtube_url varchar(1000),
        description_notes text,
        status varchar(10) NOT NULL DEFAULT 'published' CHECK (status IN ('draft','published','archived')),
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE oracle_cards (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        image_url varchar(1000),
        explanation text,
        arcangel_name varchar(120),
        arcangel_id integer REFERENCES archangels(id) ON DELETE SET NULL,
        description text,
        status varchar(10) NOT NULL DEFAULT 'published' CHECK (status IN ('draft','published','archived')),
        sort_order integer NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'oracle_cards',
      'archangels',
      'meditations',
      'morning_pages',
      'challenges',
      'angel_mondays',
      'rate_limit_buckets',
      'password_reset_codes',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
