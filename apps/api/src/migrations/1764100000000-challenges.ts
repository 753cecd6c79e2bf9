import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Challenge days with their four sections, each person's progress, section completions and
 * reflections (02 §3.5). The partial unique index keeps one active challenge per person even
 * under concurrent joins.
 */
export class Challenges1764100000000 implements MigrationInterface {
  name = 'Challenges1764100000000';

  async up(q: QueryRunner): Promise<void> {
    const sections = [1, 2, 3, 4]
      .map(
        (n) => `
        section${n}_meta varchar(10) CHECK (section${n}_meta IN ('video','document','journal','audio')),
        section${n}_title varchar(200),
        section${n}_content text,
        section${n}_url varchar(1000),
        section${n}_audio_path varchar(1000),`,
      )
      .join('');
    await q.query(`
      CREATE TABLE challenge_days (
        id serial PRIMARY KEY,
        challenge_id integer NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
        day_number integer NOT NULL CHECK (day_number >= 1),
        module_title varchar(200),
        preview text,${sections}
        audio_original_name varchar(255),
        audio_size integer,
        UNIQUE (challenge_id, day_number)
      )`);
    await q.query(`
      CREATE TABLE user_challenge_progress (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        challenge_id integer NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
        current_day integer NOT NULL DEFAULT 1,
        is_active boolean NOT NULL DEFAULT true,
        is_completed boolean NOT NULL DEFAULT false,
        completed_days text NOT NULL DEFAULT '[]',
        completion_timestamps text NOT NULL DEFAULT '{}',
        joined_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        UNIQUE (user_id, challenge_id)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX user_challenge_one_active_idx ON user_challenge_progress(user_id) WHERE is_active`,
    );
    await q.query(`
      CREATE TABLE challenge_section_completions (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        challenge_id integer NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
        day_id integer NOT NULL REFERENCES challenge_days(id) ON DELETE CASCADE,
        section_number integer NOT NULL CHECK (section_number BETWEEN 1 AND 4),
        completed_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, day_id, section_number)
      )`);
    await q.query(`
      CREATE TABLE challenge_journal_entries (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        challenge_id integer NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
        day_id integer NOT NULL REFERENCES challenge_days(id) ON DELETE CASCADE,
        section_number integer NOT NULL CHECK (section_number BETWEEN 1 AND 4),
        prompt text,
        response text NOT NULL,
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, day_id, section_number)
      )`);
    await q.query(
      `CREATE INDEX challenge_journal_user_idx ON challenge_journal_entries(user_id, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'challenge_journal_entries',
      'challenge_section_completions',
      'user_challenge_progress',
      'challenge_days',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
