import { useMemo, useSyncExternalStore } from 'react';

const media = (query: string) =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null;

/**
 * Whether the screen is at least `minWidth` px wide, following changes; false with no window
 * (and in tests that do not say otherwise), so the phone layout is the default.
 */
export function useWideScreen(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}
