import { ADMIN_LIMITS, type AdminPage } from '@inhala/domain';

/** A text searched anywhere in a column with ILIKE, its wildcards taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page and limit asked for, within the admin lists' bounds. */
export function pageOf(query: { page?: number; limit?: number }): { page: number; limit: number } {
  return {
    page: Math.max(1, query.page ?? 1),
    limit: Math.min(query.limit ?? ADMIN_LIMITS.pageSizeDefault, ADMIN_LIMITS.pageSizeMax),
  };
}

export function pageFrom<T>(items: T[], total: number, at: { page: number; limit: number }): AdminPage<T> {
  return { items, total, ...at, totalPages: Math.max(1, Math.ceil(total / at.limit)) };
}

/** Numbered parameters for a WHERE built piece by piece. */
export function parameters(): { values: unknown[]; add: (value: unknown) => string } {
  const values: unknown[] = [];
  return {
    values,
    add: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** A timestamp as the API writes it, whichever shape the driver answered. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
