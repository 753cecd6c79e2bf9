import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily ritual, the oracle draws, the streak and its plant (02 §3.2, §3.4, §3.8).
 * practice_days holds one row per person and local day with a completed practice: its primary
 * key is what makes concurrent completions of one day count once, and the streak can always be
 * rebuilt from it.
 */
export class RitualOracleStreak1764000000000 implements MigrationInterface {
  name = 'RitualOracleStreak1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rituals (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date date NOT NULL,
        intention varchar(120) NOT NULL,
        duration integer NOT NULL CHECK (duration >= 1),
        style varchar(40) NOT NULL,
        meditation_id integer REFERENCES meditations(id) ON DELETE SET NULL,
        meditation_name varchar(200) NOT NULL,
        meditation_keywords text NOT NULL DEFAULT '',
        meditation_video_url varchar(1000),
        meditation_duration varchar(40),
        meditation_image_url varchar(1000),
        meditation_completed boolean NOT NULL DEFAULT false,
        journal_prompt text,
        journal_entry text,
        journal_title varchar(200) NOT NULL DEFAULT 'Reflexión del día',
        oracle_card_id integer REFERENCES oracle_cards(id) ON DELETE SET NULL,
        completed boolean NOT NULL DEFAULT false,
        completed_at timestamptz,
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, date)
      )`);
    await q.query(`CREATE INDEX rituals_completed_idx ON rituals(user_id) WHERE completed`);
    await q.query(`
      CREATE TABLE oracle_draws (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        oracle_card_id integer NOT NULL REFERENCES oracle_cards(id) ON DELETE CASCADE,
        context varchar(10) NOT NULL CHECK (context IN ('home','ritual')),
        date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, context, date)
      )`);
    await q.query(`
      CREATE TABLE streaks (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        current_streak integer NOT NULL DEFAULT 0,
        longest_streak integer NOT NULL DEFAULT 0,
        last_completed_date date,
        plant_stage integer NOT NULL DEFAULT 0 CHECK (plant_stage BETWEEN 0 AND 11),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE practice_days (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        source varchar(20) NOT NULL CHECK (source IN ('ritual','challenge')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, day)
      )`);
    await q.query(`
      CREATE TABLE plant_images (
        id serial PRIMARY KEY,
        day integer NOT NULL UNIQUE CHECK (day BETWEEN 0 AND 11),
        image_path varchar(1000) NOT NULL,
        name varchar(120) NOT NULL,
        description text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['plant_images', 'practice_days', 'streaks', 'oracle_draws', 'rituals']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
