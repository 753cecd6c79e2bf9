import { ADMIN_LIMITS, DomainError, type AdminListQuery, type AdminPage } from '@inhala/domain';

export type Sql = (sql: string, params?: unknown[]) => Promise<unknown>;

/** PostgreSQL's unique_violation: the name or slug is taken by a live row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; driverError?: { code?: unknown } } | null)?.driverError?.code;
  return code === '23505' || (error as { code?: unknown } | null)?.code === '23505';
}

/** A write whose unique key is taken answers ADMIN.DUPLICATE with the given Spanish text. */
export async function unlessDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('ADMIN.DUPLICATE', message);
    throw error;
  }
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export const containing = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListShape {
  /** FROM ... (aliases allowed); rows with deleted_at set are never listed. */
  from: string;
  /** The live-row condition, e.g. `c.deleted_at IS NULL`. */
  live: string;
  columns: string;
  /** Columns the search text is looked for in. */
  searchIn: string[];
  /** The status column, when the kind has one. */
  status?: string;
  orderBy: string;
}

/** One page of an editor's list, with its total, in two statements whatever the table's size. */
export async function listPage<Row, Item>(
  sql: Sql,
  shape: ListShape,
  query: AdminListQuery,
  toItem: (row: Row) => Item,
): Promise<AdminPage<Item>> {
  const limit = Math.min(query.limit ?? ADMIN_LIMITS.pageSizeDefault, ADMIN_LIMITS.pageSizeMax);
  const page = Math.max(1, query.page ?? 1);
  const params: unknown[] = [];
  const where = [shape.live];
  if (query.q?.trim()) {
    params.push(containing(query.q));
    where.push(`(${shape.searchIn.map((column) => `${column} ILIKE $${params.length}`).join(' OR ')})`);
  }
  if (query.status && shape.status) {
    params.push(query.status);
    where.push(`${shape.status} = $${params.length}`);
  }
  const filter = `FROM ${shape.from} WHERE ${where.join(' AND ')}`;
  const [counted] = (await sql(`SELECT count(*)::int AS total ${filter}`, params)) as Array<{
    total: number;
  }>;
  const rows = (await sql(
    `SELECT ${shape.columns} ${filter} ORDER BY ${shape.orderBy} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    params,
  )) as Row[];
  const total = counted?.total ?? 0;
  return { items: rows.map(toItem), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** Empty text is stored as null: a cleared field is no value, not an empty one. */
export const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Puts these live rows in the given order: they take consecutive sort orders from the lowest
 * they hold now, so rows outside the list keep their places around them. Unknown ids are skipped.
 */
export async function reorderRows(sql: Sql, table: string, ids: number[]): Promise<void> {
  await sql(
    `WITH base AS (SELECT COALESCE(min(sort_order), 0) AS first FROM ${table} WHERE id = ANY($1::int[]) AND deleted_at IS NULL)
     UPDATE ${table} t
        SET sort_order = base.first + o.position - 1, updated_at = now()
       FROM base, unnest($1::int[]) WITH ORDINALITY AS o(id, position)
      WHERE t.id = o.id AND t.deleted_at IS NULL`,
    [ids],
  );
}
