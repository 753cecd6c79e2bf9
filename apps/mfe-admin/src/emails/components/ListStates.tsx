import type { ReactNode } from 'react';
import { Skeleton } from '@inhala/ui';
import { LoadError } from '../../shared/components/LoadError';

/** Loading, error and empty states of a tab's list; `children` once there is something to show. */
export function ListStates({
  query,
  count,
  filtered,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  count: number;
  filtered: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label="Cargando..." className="space-y-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 rounded-3xl" />
        ))}
      </div>
    );
  if (query.isError) return <LoadError query={query} fallback="No pudimos cargar la lista." />;
  if (count === 0)
    return (
      <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
        {filtered ? 'No hay resultados con estos filtros.' : emptyText}
      </p>
    );
  return <>{children}</>;
}

/** A status filter beside the search box. */
export function StatusFilter<T extends string>({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: T | undefined;
  options: Readonly<Record<T, string>>;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="md:w-48">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        Estado
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        className="w-full rounded-2xl border border-sage-200 bg-white px-4 py-3 focus:outline-2 focus:outline-sage-500"
      >
        <option value="">Todos</option>
        {(Object.keys(options) as T[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
