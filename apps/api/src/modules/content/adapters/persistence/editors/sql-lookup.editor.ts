import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminLookup, AdminLookups, LookupKind } from '@inhala/domain';
import { sqlInUnitOfWork } from '../../../../../platform/database/typeorm.unit-of-work';
import { LookupEditor } from '../../../ports/meditation-editors.port';
import type { Sql } from './editor-sql';

/** Each kind's table; the kind comes from a closed list, never from the request's text. */
const TABLES: Record<LookupKind, string> = {
  categories: 'categories',
  keywords: 'keywords',
  types: 'types',
  tags: 'tags',
};

/** categories, keywords, types and tags: `name` unique in each (02 §3.3). */
@Injectable()
export class SqlLookupEditor extends LookupEditor {
  private readonly sql: Sql;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async all(): Promise<AdminLookups> {
    const read = (kind: LookupKind) =>
      this.sql(`SELECT id, name FROM ${TABLES[kind]} ORDER BY lower(name), id`) as Promise<AdminLookup[]>;
    const [categories, keywords, types, tags] = await Promise.all([
      read('categories'),
      read('keywords'),
      read('types'),
      read('tags'),
    ]);
    return { categories, keywords, types, tags };
  }

  async ensure(kind: LookupKind, name: string): Promise<{ lookup: AdminLookup; created: boolean }> {
    const table = TABLES[kind];
    // One inline creation of a kind at a time, so 'Calma' and 'calma' sent together make one entry;
    // names compare as foldText does ('relajacion' is 'Relajación').
    await this.sql(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`inhala:lookup:${table}`]);
    const existing = (await this.sql(
      `SELECT id, name FROM ${table} WHERE lower(unaccent(name)) = lower(unaccent($1)) ORDER BY id LIMIT 1`,
      [name],
    )) as AdminLookup[];
    if (existing[0]) return { lookup: existing[0], created: false };
    const inserted = (await this.sql(`INSERT INTO ${table} (name) VALUES ($1) RETURNING id, name`, [
      name,
    ])) as AdminLookup[];
    if (!inserted[0]) throw new Error(`The new ${kind} entry has no id`);
    return { lookup: inserted[0], created: true };
  }
}
