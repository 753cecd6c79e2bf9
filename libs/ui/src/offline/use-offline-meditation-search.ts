import { useEffect, useMemo, useState } from 'react';
import type {
  OfflineMeditationIndex,
  SearchableMeditation,
  offlineMeditationIndex,
} from './offline-meditation-search';

type IndexModule = { offlineMeditationIndex: typeof offlineMeditationIndex };

/** One index per catalogue the device holds: going offline again does not build it anew. */
const built = new WeakMap<readonly SearchableMeditation[], OfflineMeditationIndex>();

function indexOf(module: IndexModule, meditations: readonly SearchableMeditation[]): OfflineMeditationIndex {
  let index = built.get(meditations);
  if (!index) {
    index = module.offlineMeditationIndex(meditations);
    built.set(meditations, index);
  }
  return index;
}

/**
 * The device's own ranked search of the catalogue it holds (offline-meditation-search.ts), for
 * when the server cannot answer. Its code is fetched as the page opens, while there is a network,
 * so the service worker has it for later; the index is built only the first time it is needed
 * (a few milliseconds for 200 meditations). Null until then, or with nothing typed: the caller
 * keeps its plain filter meanwhile.
 */
export function useOfflineMeditationSearch(
  meditations: readonly SearchableMeditation[],
  query: string,
  needed: boolean,
): number[] | null {
  const [module, setModule] = useState<IndexModule | null>(null);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "offline-search" */ './offline-meditation-search')
      .then((loaded) => live && setModule(loaded))
      .catch(() => undefined); // offline before it was ever fetched: the plain filter stays
    return () => {
      live = false;
    };
  }, []);
  const index = useMemo<OfflineMeditationIndex | null>(
    () => (module && needed && meditations.length > 0 ? indexOf(module, meditations) : null),
    [module, needed, meditations],
  );
  return useMemo(() => (index && query.trim() ? index.search(query) : null), [index, query]);
}
