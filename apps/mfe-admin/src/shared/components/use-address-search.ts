import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@inhala/ui';

const SEARCH_DELAY_MS = 300;

/**
 * A list's filters kept in the address (so 'Atrás' returns to the same search and page): the
 * parameters, `update` to change some of them, and the search box's text, written to `?q` a
 * moment after typing stops (and back to page 1).
 */
export function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);

  // The address as last set: the delayed search must not undo a filter picked meanwhile (the
  // router's functional update would read the address of the render that started the delay).
  const latest = useRef(params);
  latest.current = params;
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (q === search.trim()) return;
    const timer = setTimeout(
      () => update({ q: search.trim() || undefined, page: undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Only the typed text starts a new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return { params, update, search, setSearch };
}
