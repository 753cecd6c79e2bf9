import type { ReactNode } from 'react';

/** What each tab of /admin/emails gets from the page: the address, and the search box to show. */
export interface TabProps {
  params: URLSearchParams;
  update: (changes: Record<string, string | undefined>) => void;
  search: ReactNode;
}

/** The page the address names (1 when it names none). */
export const pageIn = (params: URLSearchParams): number => Math.max(1, Number(params.get('page')) || 1);

/** A value of the address when it is one of `allowed`. */
export function oneOf<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(key);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}
