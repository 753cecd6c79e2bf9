import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue search that understands Spanish: a full-text document per meditation in the
 * `inhala_es` configuration (Spanish stemming over unaccented words: 'sueños' and 'sueno' meet),
 * weighted name A, categories, keywords and type B, description C; and the catalogue's words, with
 * a trigram index, to correct a typo ('respiracoin' → 'respiracion'). Triggers keep both current
 * whatever writes the catalogue (the seed, the admin, a migration), one refresh per statement.
 * The same SQL runs on PostgreSQL and on PGlite (its unaccent and pg_trgm extensions).
 */
export class MeditationSearch1764960000000 implements MigrationInterface {
  name = 'MeditationSearch1764960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE TEXT SEARCH CONFIGURATION inhala_es (COPY = spanish)`);
    await q.query(
      `ALTER TEXT SEARCH CONFIGURATION inhala_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem`,
    );
    await q.query(`
      CREATE TABLE meditation_search (
        meditation_id integer PRIMARY KEY REFERENCES meditations(id) ON DELETE CASCADE,
        document tsvector NOT NULL,
        -- What ordering the results needs, so a search reads only this table: joining every
        -- match to meditations read the whole table (14 of 21 ms over 10,176 meditations).
        live boolean NOT NULL,
        sort_order integer NOT NULL
      )`);
    await q.query(`CREATE INDEX meditation_search_document_idx ON meditation_search USING gin (document)`);
    await q.query(`CREATE TABLE search_vocabulary (word text PRIMARY KEY)`);
    await q.query(
      `CREATE INDEX search_vocabulary_trigram_idx ON search_vocabulary USING gin (word gin_trgm_ops)`,
    );
    await q.query(`
      CREATE FUNCTION refresh_meditation_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
        WITH texts AS (
          SELECT m.id, m.name, COALESCE(m.description, '') AS description,
                 m.status = 'published' AND m.deleted_at IS NULL AS live, m.sort_order,
                 concat_ws(' ',
                   (SELECT string_agg(c.name, ' ') FROM meditation_categories mc
                      JOIN categories c ON c.id = mc.category_id WHERE mc.meditation_id = m.id),
                   (SELECT string_agg(k.name, ' ') FROM meditation_keywords mk
                      JOIN keywords k ON k.id = mk.keyword_id WHERE mk.meditation_id = m.id),
                   (SELECT string_agg(t.name, ' ') FROM meditation_types mt
                      JOIN types t ON t.id = mt.type_id WHERE mt.meditation_id = m.id)) AS labels
            FROM meditations m WHERE m.id = ANY(ids)
        ), documents AS (
          INSERT INTO meditation_search (meditation_id, document, live, sort_order)
          SELECT id, setweight(to_tsvector('inhala_es', name), 'A')
                  || setweight(to_tsvector('inhala_es', labels), 'B')
                  || setweight(to_tsvector('inhala_es', description), 'C'),
                 live, sort_order
            FROM texts
          ON CONFLICT (meditation_id) DO UPDATE
            SET document = EXCLUDED.document, live = EXCLUDED.live, sort_order = EXCLUDED.sort_order
        )
        INSERT INTO search_vocabulary (word)
        SELECT DISTINCT w
          FROM texts, regexp_split_to_table(lower(unaccent(name || ' ' || labels || ' ' || description)), '[^a-z0-9]+') w
         WHERE length(w) >= 4
        ON CONFLICT DO NOTHING
      $$`);
    await q.query(`
      CREATE FUNCTION meditation_search_after_meditations() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_meditation_search(ARRAY(SELECT id FROM changed));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION meditation_search_after_links() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_meditation_search(ARRAY(SELECT DISTINCT meditation_id FROM changed));
        RETURN NULL;
      END $$`);
    for (const event of ['INSERT', 'UPDATE'])
      await q.query(`
        CREATE TRIGGER meditation_search_${event.toLowerCase()} AFTER ${event} ON meditations
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION meditation_search_after_meditations()`);
    for (const table of LINKS)
      for (const [event, rows] of [
        ['INSERT', 'NEW'],
        ['DELETE', 'OLD'],
      ] as const)
        await q.query(`
          CREATE TRIGGER ${table}_search_${event.toLowerCase()} AFTER ${event} ON ${table}
          REFERENCING ${rows} TABLE AS changed FOR EACH STATEMENT
          EXECUTE FUNCTION meditation_search_after_links()`);
    // A renamed category, keyword or type changes the documents of the meditations it is on.
    for (const [lookup, link, column] of LOOKUPS) {
      await q.query(`
        CREATE FUNCTION meditation_search_after_${lookup}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM refresh_meditation_search(ARRAY(
            SELECT DISTINCT l.meditation_id FROM ${link} l JOIN changed ON changed.id = l.${column}));
          RETURN NULL;
        END $$`);
      await q.query(`
        CREATE TRIGGER ${lookup}_search_update AFTER UPDATE ON ${lookup}
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION meditation_search_after_${lookup}()`);
    }
    await q.query(`SELECT refresh_meditation_search(ARRAY(SELECT id FROM meditations))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [lookup] of LOOKUPS) {
      await q.query(`DROP TRIGGER ${lookup}_search_update ON ${lookup}`);
      await q.query(`DROP FUNCTION meditation_search_after_${lookup}()`);
    }
    for (const table of LINKS)
      for (const event of ['insert', 'delete'])
        await q.query(`DROP TRIGGER ${table}_search_${event} ON ${table}`);
    for (const event of ['insert', 'update'])
      await q.query(`DROP TRIGGER meditation_search_${event} ON meditations`);
    await q.query(`DROP FUNCTION meditation_search_after_links()`);
    await q.query(`DROP FUNCTION meditation_search_after_meditations()`);
    await q.query(`DROP FUNCTION refresh_meditation_search(integer[])`);
    await q.query(`DROP TABLE search_vocabulary`);
    await q.query(`DROP TABLE meditation_search`);
    await q.query(`DROP TEXT SEARCH CONFIGURATION inhala_es`);
  }
}

const LINKS = ['meditation_categories', 'meditation_keywords', 'meditation_types'] as const;
const LOOKUPS = [
  ['categories', 'meditation_categories', 'category_id'],
  ['keywords', 'meditation_keywords', 'keyword_id'],
  ['types', 'meditation_types', 'type_id'],
] as const;
