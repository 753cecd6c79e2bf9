import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DomainError,
  SYNC_KINDS,
  ADMIN_MESSAGES,
  SYNC_MESSAGES,
  syncErrorMessage,
  syncKeyOf,
  type CatalogueImport,
  type ChallengeSectionInput,
  type SyncKind,
  type SyncKindChanges,
} from '@inhala/domain';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { CatalogueSync } from '../../ports/catalogue-sync.port';

type Sql = ReturnType<typeof sqlInUnitOfWork>;

/** Empty text is stored as null, as the editors store it. */
const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

type Value = string | number | boolean | null;
type Values = Record<string, Value>;

interface Stored {
  id: number;
  values: Values;
}

type Outcome = 'created' | 'updated' | 'unchanged';

/** How one field of an item is stored: optional text ('' is no value), required text, or as given. */
type Conversion = 'text' | 'required' | 'value';
type ColumnMap = Record<string, [column: string, conversion: Conversion]>;

const ARCHANGEL: ColumnMap = {
  topic: ['topic', 'text'],
  description: ['description', 'text'],
  imageUrl: ['image_url', 'text'],
  youtubeUrl: ['youtube_url', 'text'],
  descriptionNotes: ['description_notes', 'text'],
  status: ['status', 'value'],
  sortOrder: ['sort_order', 'value'],
};
const MEDITATION: ColumnMap = {
  name: ['name', 'required'],
  description: ['description', 'text'],
  videoUrl: ['video_url', 'text'],
  imageUrl: ['image_url', 'text'],
  journalPrompt: ['journal_prompt', 'text'],
  isNew: ['is_new', 'value'],
  status: ['status', 'value'],
  sortOrder: ['sort_order', 'value'],
};
const ORACLE_CARD: ColumnMap = {
  description: ['description', 'text'],
  explanation: ['explanation', 'text'],
  imageUrl: ['image_url', 'text'],
  status: ['status', 'value'],
  sortOrder: ['sort_order', 'value'],
};
const CHALLENGE: ColumnMap = {
  name: ['name', 'required'],
  shortDesc: ['short_desc', 'text'],
  longDesc: ['long_desc', 'text'],
  imageUrl: ['image_url', 'text'],
  welcomeVideoUrl: ['welcome_video_url', 'text'],
  totalDays: ['total_days', 'value'],
  isPremium: ['is_premium', 'value'],
  status: ['status', 'value'],
};
const CHALLENGE_DAY: ColumnMap = {
  moduleTitle: ['module_title', 'text'],
  preview: ['preview', 'text'],
  audioOriginalName: ['audio_original_name', 'text'],
  audioSize: ['audio_size', 'value'],
};
const SECTION_COLUMNS = [1, 2, 3, 4].flatMap((n) =>
  ['meta', 'title', 'content', 'url', 'audio_path'].map((part) => `section${n}_${part}`),
);

/** The columns an item gives; a field it leaves out (undefined) keeps the stored value. */
function given(item: object, map: ColumnMap): Values {
  const values: Values = {};
  for (const [field, [column, conversion]] of Object.entries(map)) {
    const value = (item as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (conversion === 'value') values[column] = value as Value;
    else if (conversion === 'required') values[column] = (value as string).trim();
    else values[column] = textOrNull(value as string | null);
  }
  return values;
}

function sectionValues(sections: ChallengeSectionInput[]): Values {
  const values: Values = {};
  sections.forEach((section, i) => {
    const n = i + 1;
    values[`section${n}_meta`] = section.meta ?? null;
    values[`section${n}_title`] = textOrNull(section.title);
    values[`section${n}_content`] = textOrNull(section.content);
    values[`section${n}_url`] = textOrNull(section.url);
    values[`section${n}_audio_path`] = textOrNull(section.audioPath);
  });
  return values;
}

const uniqueSorted = (names: readonly string[]): string[] => [...new Set(names)].sort();

const LINKS = [
  { field: 'categories', link: 'meditation_categories', column: 'category_id', table: 'categories' },
  { field: 'keywords', link: 'meditation_keywords', column: 'keyword_id', table: 'keywords' },
  { field: 'types', link: 'meditation_types', column: 'type_id', table: 'types' },
] as const;

const REFERENCE_LABELS = {
  categories: 'La categoría',
  keywords: 'La palabra clave',
  types: 'El tipo',
} as const;

/**
 * The catalogue sync in SQL, inside the caller's transaction. Lists are written in an order
 * where what an item refers to is already there (lookups and archangels, then meditations and
 * cards, then challenges and their days). Each list reads its stored rows in one query and
 * writes only the items that differ, so running the same file again writes nothing.
 */
@Injectable()
export class SqlCatalogueSync extends CatalogueSync {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async apply(catalogue: CatalogueImport): Promise<Record<SyncKind, SyncKindChanges>> {
    const changes = Object.fromEntries(
      SYNC_KINDS.map((kind): [SyncKind, SyncKindChanges] => [
        kind,
        { created: 0, updated: 0, unchanged: 0, createdKeys: [], updatedKeys: [] },
      ]),
    ) as Record<SyncKind, SyncKindChanges>;
    const count = (kind: SyncKind, item: object, outcome: Outcome) => {
      const entry = changes[kind];
      entry[outcome] += 1;
      const key = syncKeyOf(kind, item);
      if (outcome === 'created') entry.createdKeys.push(key);
      if (outcome === 'updated') entry.updatedKeys.push(key);
    };

    const categories = catalogue.categories ?? [];
    const storedCategories = await this.stored(
      'categories',
      'name',
      categories.map((c) => c.name),
      ['image_url'],
      false,
    );
    for (const item of categories) {
      const values: Values = item.imageUrl === undefined ? {} : { image_url: textOrNull(item.imageUrl) };
      const { outcome } = await this.upsert(
        'categories',
        storedCategories.get(item.name),
        { name: item.name },
        values,
        false,
      );
      count('categories', item, outcome);
    }
    for (const kind of ['keywords', 'types'] as const) {
      const names = (catalogue[kind] ?? []).map((item) => item.name);
      const stored = await this.stored(kind, 'name', names, [], false);
      for (const item of catalogue[kind] ?? [])
        count(
          kind,
          item,
          (await this.upsert(kind, stored.get(item.name), { name: item.name }, {}, false)).outcome,
        );
    }

    const archangels = catalogue.archangels ?? [];
    const storedArchangels = await this.stored(
      'archangels',
      'name',
      archangels.map((a) => a.name),
      Object.values(ARCHANGEL).map(([column]) => column),
    );
    for (const item of archangels) {
      const { outcome } = await this.upsert(
        'archangels',
        storedArchangels.get(item.name),
        { name: item.name, status: 'published', sort_order: 0 },
        given(item, ARCHANGEL),
        true,
      );
      count('archangels', item, outcome);
    }

    await this.syncMeditations(catalogue, count);
    await this.syncOracleCards(catalogue, count);
    await this.syncChallenges(catalogue, count);
    return changes;
  }

  private async syncMeditations(
    catalogue: CatalogueImport,
    count: (kind: SyncKind, item: object, outcome: Outcome) => void,
  ): Promise<void> {
    const meditations = catalogue.meditations ?? [];
    if (meditations.length === 0) return;
    const ids: Record<string, Map<string, number>> = {};
    for (const { field, table } of LINKS) {
      const names = uniqueSorted(meditations.flatMap((m) => m[field]));
      const rows = await this.sql<Array<{ id: number; name: string }>>(
        `SELECT id, name FROM ${table} WHERE name = ANY($1::text[])`,
        [names],
      );
      ids[field] = new Map(rows.map((row) => [row.name, row.id]));
    }
    const linkNames = LINKS.map(
      ({ field, link, column, table }) =>
        `COALESCE((SELECT array_agg(t.name ORDER BY t.name) FROM ${link} l JOIN ${table} t ON t.id = l.${column}
                    WHERE l.meditation_id = meditations.id), '{}') AS "${field}"`,
    );
    const stored = await this.stored(
      'meditations',
      'slug',
      meditations.map((m) => m.slug),
      [...Object.values(MEDITATION).map(([column]) => column), 'duration', ...linkNames],
    );
    for (const [index, item] of meditations.entries()) {
      const links = LINKS.map(({ field, link, column }) => {
        const names = uniqueSorted(item[field]);
        const missing = names.find((name) => !ids[field]?.has(name));
        if (missing !== undefined)
          throw new DomainError(
            'ADMIN.SYNC_INVALID',
            syncErrorMessage(SYNC_MESSAGES.missingReference(REFERENCE_LABELS[field], missing), {
              kind: 'meditations',
              index,
              key: item.slug,
            }),
          );
        return { field, link, column, names, ids: names.map((name) => ids[field]?.get(name) as number) };
      });
      const current = stored.get(item.slug);
      const written = await this.upsert(
        'meditations',
        current,
        { slug: item.slug, is_new: false, status: 'published', sort_order: 0 },
        { ...given(item, MEDITATION), duration: `${item.duration} min` },
        true,
      );
      let outcome = written.outcome;
      const id = written.id;
      const changedLinks = links.filter(({ field, names }) => {
        const before = current?.values[field] as unknown as string[] | undefined;
        return !before || JSON.stringify(uniqueSorted(before)) !== JSON.stringify(names);
      });
      for (const { link, column, ids: linked } of changedLinks) {
        await this.sql(`DELETE FROM ${link} WHERE meditation_id = $1`, [id]);
        await this.sql(`INSERT INTO ${link} (meditation_id, ${column}) SELECT $1, unnest($2::int[])`, [
          id,
          linked,
        ]);
      }
      if (outcome === 'unchanged' && changedLinks.length > 0) {
        await this.sql(`UPDATE meditations SET updated_at = now() WHERE id = $1`, [id]);
        outcome = 'updated';
      }
      count('meditations', item, outcome);
    }
  }

  private async syncOracleCards(
    catalogue: CatalogueImport,
    count: (kind: SyncKind, item: object, outcome: Outcome) => void,
  ): Promise<void> {
    const cards = catalogue.oracleCards ?? [];
    if (cards.length === 0) return;
    const rows = await this.sql<Array<{ id: number; name: string }>>(
      `SELECT id, name FROM archangels WHERE deleted_at IS NULL AND name = ANY($1::text[])`,
      [uniqueSorted(cards.map((c) => c.arcangelName))],
    );
    const archangelIds = new Map(rows.map((row) => [row.name, row.id]));
    const stored = await this.stored(
      'oracle_cards',
      'name',
      cards.map((c) => c.name),
      [...Object.values(ORACLE_CARD).map(([column]) => column), 'arcangel_id', 'arcangel_name'],
    );
    for (const [index, item] of cards.entries()) {
      const arcangelId = archangelIds.get(item.arcangelName);
      if (arcangelId === undefined)
        throw new DomainError(
          'ADMIN.SYNC_INVALID',
          syncErrorMessage(SYNC_MESSAGES.missingReference('El arcángel', item.arcangelName), {
            kind: 'oracleCards',
            index,
            key: item.name,
          }),
        );
      const { outcome } = await this.upsert(
        'oracle_cards',
        stored.get(item.name),
        { name: item.name, status: 'published', sort_order: 0 },
        { ...given(item, ORACLE_CARD), arcangel_id: arcangelId, arcangel_name: item.arcangelName },
        true,
      );
      count('oracleCards', item, outcome);
    }
  }

  private async syncChallenges(
    catalogue: CatalogueImport,
    count: (kind: SyncKind, item: object, outcome: Outcome) => void,
  ): Promise<void> {
    const challenges = catalogue.challenges ?? [];
    const stored = await this.stored(
      'challenges',
      'slug',
      challenges.map((c) => c.slug),
      Object.values(CHALLENGE).map(([column]) => column),
    );
    // As in the editor: a challenge never has fewer days than the last day already written.
    const lastDays = new Map(
      (
        await this.sql<Array<{ id: number; last: number }>>(
          `SELECT challenge_id AS id, max(day_number)::int AS last FROM challenge_days
            WHERE deleted_at IS NULL AND challenge_id = ANY($1::int[]) GROUP BY challenge_id`,
          [[...stored.values()].map((row) => row.id)],
        )
      ).map((row) => [row.id, row.last]),
    );
    for (const [index, item] of challenges.entries()) {
      const last = lastDays.get(stored.get(item.slug)?.id ?? 0) ?? 0;
      if (typeof item.totalDays === 'number' && item.totalDays < last)
        throw new DomainError(
          'ADMIN.SYNC_INVALID',
          syncErrorMessage(ADMIN_MESSAGES.totalDaysBelowWrittenDays(last), {
            kind: 'challenges',
            index,
            key: item.slug,
          }),
        );
      const { outcome } = await this.upsert(
        'challenges',
        stored.get(item.slug),
        { slug: item.slug, is_premium: true, status: 'published' },
        given(item, CHALLENGE),
        true,
      );
      count('challenges', item, outcome);
    }

    const days = catalogue.challengeDetails ?? [];
    if (days.length === 0) return;
    const owners = new Map(
      (
        await this.sql<Array<{ id: number; slug: string; totalDays: number }>>(
          `SELECT id, slug, total_days AS "totalDays" FROM challenges WHERE deleted_at IS NULL AND slug = ANY($1::text[])`,
          [uniqueSorted(days.map((d) => d.challengeSlug))],
        )
      ).map((row) => [row.slug, row]),
    );
    const storedDays = new Map<string, Stored>();
    const dayColumns = [...Object.values(CHALLENGE_DAY).map(([column]) => column), ...SECTION_COLUMNS];
    const dayRows = await this.sql<Array<Values & { id: number; challenge_id: number; day_number: number }>>(
      `SELECT id, challenge_id, day_number, ${dayColumns.join(', ')} FROM challenge_days
        WHERE deleted_at IS NULL AND challenge_id = ANY($1::int[]) ORDER BY id`,
      [[...owners.values()].map((owner) => owner.id)],
    );
    for (const { id, challenge_id, day_number, ...values } of dayRows) {
      const key = `${challenge_id}#${day_number}`;
      if (!storedDays.has(key)) storedDays.set(key, { id, values });
    }
    for (const [index, item] of days.entries()) {
      const where = { kind: 'challengeDetails' as const, index, key: syncKeyOf('challengeDetails', item) };
      const owner = owners.get(item.challengeSlug);
      if (!owner)
        throw new DomainError(
          'ADMIN.SYNC_INVALID',
          syncErrorMessage(SYNC_MESSAGES.missingReference('El reto', item.challengeSlug), where),
        );
      if (item.dayNumber > owner.totalDays)
        throw new DomainError(
          'ADMIN.SYNC_INVALID',
          syncErrorMessage(SYNC_MESSAGES.dayBeyondChallenge(owner.totalDays), where),
        );
      const fresh = sectionValues(
        item.sections ?? [1, 2, 3, 4].map(() => ({ meta: null, title: null, content: null, url: null })),
      );
      const { outcome } = await this.upsert(
        'challenge_days',
        storedDays.get(`${owner.id}#${item.dayNumber}`),
        { challenge_id: owner.id, day_number: item.dayNumber, ...fresh },
        { ...given(item, CHALLENGE_DAY), ...(item.sections ? sectionValues(item.sections) : {}) },
        true,
      );
      count('challengeDetails', item, outcome);
    }
  }

  /** The live rows (or all rows, for lookups) with these keys; the oldest wins a shared key. */
  private async stored(
    table: string,
    keyColumn: string,
    keys: string[],
    columns: string[],
    live = true,
  ): Promise<Map<string, Stored>> {
    const map = new Map<string, Stored>();
    if (keys.length === 0) return map;
    const rows = await this.sql<Array<Values & { id: number; syncKey: string }>>(
      `SELECT id, ${keyColumn} AS "syncKey"${columns.map((c) => `, ${c}`).join('')} FROM ${table}
        WHERE ${live ? 'deleted_at IS NULL AND ' : ''}${keyColumn} = ANY($1::text[]) ORDER BY id`,
      [uniqueSorted(keys)],
    );
    for (const { id, syncKey, ...values } of rows) if (!map.has(syncKey)) map.set(syncKey, { id, values });
    return map;
  }

  /**
   * Creates the row (its identity, the defaults, then the given values) or changes the columns
   * whose stored value differs from the given one; nothing when none does.
   */
  private async upsert(
    table: string,
    stored: Stored | undefined,
    identity: Values,
    values: Values,
    hasUpdatedAt: boolean,
  ): Promise<{ outcome: Outcome; id: number }> {
    if (!stored) {
      const row = { ...identity, ...values };
      const columns = Object.keys(row);
      const [inserted] = await this.sql<Array<{ id: number }>>(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING id`,
        Object.values(row),
      );
      if (!inserted) throw new Error(`The synced ${table} row could not be written`);
      return { outcome: 'created', id: inserted.id };
    }
    const changed = Object.entries(values).filter(([column, value]) => stored.values[column] !== value);
    if (changed.length === 0) return { outcome: 'unchanged', id: stored.id };
    const sets = changed.map(([column], i) => `${column} = $${i + 2}`);
    if (hasUpdatedAt) sets.push('updated_at = now()');
    await this.sql(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1`, [
      stored.id,
      ...changed.map(([, value]) => value),
    ]);
    return { outcome: 'updated', id: stored.id };
  }
}
