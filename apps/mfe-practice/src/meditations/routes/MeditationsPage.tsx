import { Moon, Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  Link,
  useSearchParams,
  Button,
  PageHeader,
  Skeleton,
  useAccess,
  useContent,
  useFavorites,
  useMeditationSearch,
  useNetworkStatus,
  useOfflineMeditationSearch,
  useSession,
} from '@inhala/ui';
import {
  MEDITATIONS_PAGE_SIZE,
  clampPage,
  countOf,
  foldText,
  matchesSearch,
  positionOf,
  totalPages,
} from '@inhala/domain';
import { Pagination } from '../../shared/Pagination';
import { MeditationCard } from '../components/MeditationCard';

type Tab = 'all' | 'favorites';

/** Cards in the first row on a phone (two columns): seen without scrolling. */
const FIRST_ROW = 2;
/** How long the typing must pause before the search is asked of the server (and kept in the address). */
const SEARCH_DELAY_MS = 250;

/**
 * /meditaciones (02 §2.6): the catalogue, 18 per page, with search and the favourites tab. The
 * search is the server's (Spanish word forms, typos, synonyms; ranked), its text kept in the
 * address (?q=); offline, or when the server cannot answer, the device searches the catalogue it
 * holds with its own ranked index (Spanish stems, typos, synonyms). A category from home (?category=) shows that category's practices.
 */
export function MeditationsPage() {
  const { user } = useSession();
  const access = useAccess();
  const { online } = useNetworkStatus();
  const [params, setParams] = useSearchParams();
  const content = useContent();
  const favorites = useFavorites(Boolean(user));
  const tab: Tab = params.get('tab') === 'favorites' && user ? 'favorites' : 'all';
  const category = params.get('category');
  const [query, setQuery] = useState(params.get('q') ?? category ?? '');
  const [searching, setSearching] = useState(Boolean(params.get('q') ?? category));
  const [page, setPage] = useState(1);
  const settled = useSettled(query, SEARCH_DELAY_MS);
  const byCategory = category !== null && foldText(query) === foldText(category);
  const server = useMeditationSearch(online && !byCategory ? settled : '');
  const all = useMemo(() => content.data?.meditations ?? [], [content.data]);
  const onDevice = useOfflineMeditationSearch(all, query, !online || server.isError);

  // The settled search goes into the address, so a reload or a shared link finds it again.
  useEffect(() => {
    if (byCategory || (params.get('q') ?? '') === settled.trim()) return;
    const next = new URLSearchParams(params);
    if (settled.trim()) next.set('q', settled.trim());
    else next.delete('q');
    next.delete('category');
    setParams(next, { replace: true });
  }, [byCategory, params, setParams, settled]);

  const found = useMemo(() => {
    if (!query.trim()) return all;
    if (byCategory)
      return all.filter((m) => m.categories.some((c) => foldText(c) === foldText(category ?? '')));
    const answer = server.data;
    if (online && !server.isError && answer) {
      const byId = new Map(all.map((m) => [m.id, m]));
      return answer.ids.flatMap((id) => byId.get(id) ?? []);
    }
    if (onDevice) {
      const byId = new Map(all.map((m) => [m.id, m]));
      return onDevice.flatMap((id) => byId.get(id) ?? []);
    }
    // The device's index is not ready yet (or its code never reached this device): a plain filter.
    return all.filter((m) => matchesSearch(m, query));
  }, [all, byCategory, category, onDevice, online, query, server.data, server.isError]);

  const list = useMemo(() => {
    if (tab !== 'favorites') return found;
    const ids = new Set((favorites.data ?? []).map((f) => f.id));
    return found.filter((m) => ids.has(m.id));
  }, [favorites.data, found, tab]);
  const corrections = !byCategory && online && !server.isError ? (server.data?.corrections ?? []) : [];

  const pages = totalPages(list.length, MEDITATIONS_PAGE_SIZE);
  const current = clampPage(page, list.length, MEDITATIONS_PAGE_SIZE);
  const shown = list.slice((current - 1) * MEDITATIONS_PAGE_SIZE, current * MEDITATIONS_PAGE_SIZE);
  const loading = content.isPending || (tab === 'favorites' && favorites.isPending);

  function chooseTab(next: Tab) {
    setPage(1);
    const nextParams = new URLSearchParams(params);
    if (next === 'favorites') nextParams.set('tab', 'favorites');
    else nextParams.delete('tab');
    setParams(nextParams, { replace: true });
  }

  function search(value: string) {
    setQuery(value);
    setPage(1);
  }

  return (
    <>
      <PageHeader
        title="Meditaciones"
        subtitle="Más de 190 meditaciones guiadas para cada momento de tu día."
        backTo="/"
      />
      <Link
        to="/meditaciones/sonidos"
        className="mb-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-sand-100 px-4 text-sm font-medium text-sage-900 hover:bg-sand-200"
      >
        <Moon aria-hidden size={16} /> Sonidos para dormir
      </Link>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <div
          role="tablist"
          aria-label="Meditaciones"
          className="flex flex-1 gap-2 rounded-full bg-sand-100 p-1"
        >
          {(
            [['all', 'Todas las Meditaciones'], ...(user ? [['favorites', 'Mis Favoritas']] : [])] as Array<
              [Tab, string]
            >
          ).map(([id, label]) => (
            <button
              key={id}
              role="tab"
              type="button"
              aria-selected={tab === id}
              onClick={() => chooseTab(id)}
              className={`min-h-11 flex-1 rounded-full px-4 text-sm font-medium md:text-base ${tab === id ? 'bg-white text-ink shadow-sm' : 'text-ink-soft'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <Button
          variant="secondary"
          aria-expanded={searching}
          aria-controls="meditation-search"
          onClick={() => (searching ? (setSearching(false), search('')) : setSearching(true))}
        >
          {searching ? <X aria-hidden size={18} /> : <Search aria-hidden size={18} />}
          {searching ? 'Cerrar búsqueda' : 'Buscar'}
        </Button>
      </div>
      {searching && (
        <div className="mb-5">
          <label htmlFor="meditation-search" className="sr-only">
            Buscar meditaciones
          </label>
          <input
            id="meditation-search"
            type="search"
            value={query}
            autoFocus
            onChange={(e) => search(e.target.value)}
            placeholder="Busca por nombre, intención o categoría"
            className="min-h-11 w-full rounded-full border border-sage-200 bg-white px-5 text-ink focus:border-sage-500 focus:outline-none"
          />
          {corrections.length > 0 && (
            <p className="mt-2 px-5 text-sm text-ink-soft">
              {corrections.map((c) => `Buscamos «${c.to}» en lugar de «${c.from}».`).join(' ')}
            </p>
          )}
        </div>
      )}

      {loading ? (
        <div
          role="status"
          aria-label="Cargando meditaciones"
          className="grid grid-cols-2 gap-4 md:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      ) : content.isError ? (
        <div role="alert" className="space-y-3 rounded-3xl bg-white p-6 text-center">
          <p>No pudimos cargar las meditaciones.</p>
          <Button onClick={() => void content.refetch()}>Reintentar</Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          {tab === 'favorites' && !query
            ? 'Aún no tienes meditaciones favoritas. Pulsa «Me Gusta» en una meditación para guardarla aquí.'
            : 'No encontramos meditaciones con esa búsqueda.'}
        </p>
      ) : (
        <div className="space-y-6">
          <p className="sr-only" role="status">
            {countOf(list.length, 'meditación', 'meditaciones')}
          </p>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {shown.map((m, index) => (
              <MeditationCard
                key={m.id}
                {...m}
                priority={index < FIRST_ROW}
                position={positionOf(all, m.id)}
                hasAccess={access.isSubscribed}
              />
            ))}
          </div>
          <Pagination
            page={current}
            pages={pages}
            label="Páginas de meditaciones"
            onChange={(n) => {
              setPage(n);
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
    </>
  );
}

/** `value` once it has stayed the same for `ms`; at once when it is emptied. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value.trim() === '') return setSettled(value);
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
