import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 768px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True from 768 px (the desktop layout of DESIGN.md); phones get false, and so does no window. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
