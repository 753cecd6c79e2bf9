import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The meditation catalogue's lookups, their links, and each person's meditations (02 §3.3). */
export class Catalogue1763900000000 implements MigrationInterface {
  name = 'Catalogue1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE meditations ADD COLUMN description text`);
    await q.query(`CREATE INDEX meditations_order_idx ON meditations(sort_order, id)`);
    await q.query(
      `CREATE TABLE categories (id serial PRIMARY KEY, name varchar(120) NOT NULL UNIQUE, image_url varchar(1000))`,
    );
    await q.query(`CREATE TABLE keywords (id serial PRIMARY KEY, name varchar(120) NOT NULL UNIQUE)`);
    await q.query(`CREATE TABLE types (id serial PRIMARY KEY, name varchar(120) NOT NULL UNIQUE)`);
    await q.query(
      `CREATE TABLE tags (id serial PRIMARY KEY, name varchar(120) NOT NULL UNIQUE, category varchar(120))`,
    );
    for (const [table, column, target] of [
      ['meditation_categories', 'category_id', 'categories'],
      ['meditation_keywords', 'keyword_id', 'keywords'],
      ['meditation_types', 'type_id', 'types'],
      ['meditation_tags', 'tag_id', 'tags'],
    ] as const) {
      await q.query(`
        CREATE TABLE ${table} (
          meditation_id integer NOT NULL REFERENCES meditations(id) ON DELETE CASCADE,
          ${column} integer NOT NULL REFERENCES ${target}(id) ON DELETE CASCADE,
          PRIMARY KEY (meditation_id, ${column})
        )`);
      await q.query(`CREATE INDEX ${table}_${column}_idx ON ${table}(${column})`);
    }
    await q.query(`
      CREATE TABLE user_meditations (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        meditation_id integer NOT NULL REFERENCES meditations(id) ON DELETE CASCADE,
        completed_at timestamptz,
        favorite boolean NOT NULL DEFAULT false,
        rating integer CHECK (rating BETWEEN 1 AND 5),
        review_text text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, meditation_id)
      )`);
    await q.query(`CREATE INDEX user_meditations_favorites_idx ON user_meditations(user_id) WHERE favorite`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_meditations`);
    for (const table of [
      'meditation_tags',
      'meditation_types',
      'meditation_keywords',
      'meditation_categories',
      'tags',
      'types',
      'keywords',
      'categories',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP INDEX meditations_order_idx`);
    await q.query(`ALTER TABLE meditations DROP COLUMN description`);
  }
}
