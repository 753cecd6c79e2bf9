import {
  ArrowDown,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  GripVertical,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import {
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  type AdminItemBase,
  type AdminListQuery,
  type ContentStatus,
} from '@inhala/domain';
import { Button, Link, PageHeader, Skeleton } from '@inhala/ui';
import type { AdminResource } from '../api/admin-resource';
import { LoadError } from './LoadError';
import { SearchBox } from './SearchBox';
import { StatusBadge } from './StatusBadge';
import { useAddressSearch } from './use-address-search';
import { useDeleteWithUndo } from './use-delete-with-undo';

interface Props<Item extends AdminItemBase, Input> {
  title: string;
  subtitle?: string;
  resource: AdminResource<Item, Input>;
  /** Where 'Nuevo' goes, and its text (e.g. 'Nueva carta'). */
  newHref: string;
  newLabel: string;
  editHref: (item: Item) => string;
  nameOf: (item: Item) => string;
  /** A second line under the name (e.g. the archangel, the date). */
  detailOf?: (item: Item) => ReactNode;
  statusOf?: (item: Item) => ContentStatus;
  /** Items can be put in order by drag or with 'Subir'/'Bajar' (when no filter is applied). */
  sortable?: boolean;
  /** One word for the count, singular and plural: ['carta', 'cartas']. */
  noun: readonly [string, string];
  /** Something more above the list (e.g. a link to a quick form). */
  actions?: ReactNode;
  /** The search box's example text ('Nombre...' unless given). */
  searchPlaceholder?: string;
}

/**
 * Every editor's list: search, status filter and paging kept in the address (so 'Atrás'
 * returns to the same page), loading / empty / error states, and per item 'Editar' and
 * 'Eliminar' (with confirmation and 'Deshacer'). Cards on phones, rows from 768 px.
 */
export function AdminListPage<Item extends AdminItemBase & { sortOrder?: number }, Input>(
  props: Props<Item, Input>,
) {
  const { resource, nameOf, statusOf, sortable, noun } = props;
  const { params, update, search, setSearch } = useAddressSearch();
  const query: AdminListQuery = {
    q: params.get('q') ?? undefined,
    status: (CONTENT_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as ContentStatus)
      : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const list = resource.useList(query);
  const reorder = resource.useReorder();
  const removal = useDeleteWithUndo(resource, nameOf);
  const statusId = useId();

  const items = list.data?.items ?? [];
  const canSort = Boolean(sortable && !query.q && !query.status);
  const listRef = useRef<HTMLUListElement>(null);
  // The arrow pressed keeps the focus once the list comes back in its new order.
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const move = (from: number, to: number) => {
    if (reorder.isPending || to < 0 || to >= items.length || from === to) return;
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    setFocusAfterMove(`${moved}:${to < from ? 'up' : 'down'}`);
    reorder.mutate(ids);
  };
  useEffect(() => {
    if (!focusAfterMove || reorder.isPending || list.isFetching) return;
    const [id, direction] = focusAfterMove.split(':');
    const arrow = (dir: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}:${dir}"]`);
    const target = arrow(direction ?? 'up');
    (target && !target.disabled ? target : arrow(direction === 'up' ? 'down' : 'up'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, reorder.isPending, list.isFetching, list.data]);
  const [dragged, setDragged] = useState<number | null>(null);
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader title={props.title} subtitle={props.subtitle} backTo="/admin" />
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
        <SearchBox value={search} onChange={setSearch} placeholder={props.searchPlaceholder ?? 'Nombre...'} />
        {statusOf && (
          <div className="md:w-48">
            <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-ink">
              Estado
            </label>
            <select
              id={statusId}
              value={query.status ?? ''}
              onChange={(event) => update({ status: event.target.value || undefined, page: undefined })}
              className="w-full rounded-2xl border border-sage-200 bg-white px-4 py-3 focus:outline-2 focus:outline-sage-500"
            >
              <option value="">Todos</option>
              {CONTENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CONTENT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
        )}
        <Link
          to={props.newHref}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-sage-700 px-5 py-3 font-semibold text-white hover:bg-sage-800"
        >
          <Plus aria-hidden size={18} />
          {props.newLabel}
        </Link>
      </div>
      {props.actions}

      {list.isPending ? (
        <div aria-busy="true" aria-label="Cargando..." className="space-y-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-20 rounded-3xl" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError query={list} fallback="No pudimos cargar la lista." />
      ) : items.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          {query.q || query.status ? 'No hay resultados con estos filtros.' : `Aún no hay ${noun[1]}.`}
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
            {total} {total === 1 ? noun[0] : noun[1]}
            {canSort && ' · Arrastra o usa las flechas para ordenar'}
          </p>
          <ul ref={listRef} className="space-y-3" aria-busy={list.isFetching || reorder.isPending}>
            {items.map((item, index) => (
              <li
                key={item.id}
                draggable={canSort}
                onDragStart={() => setDragged(index)}
                onDragOver={(event: DragEvent) => canSort && event.preventDefault()}
                onDrop={() => {
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                className={`flex flex-wrap items-center gap-3 rounded-3xl bg-white p-4 shadow-sm md:flex-nowrap ${dragged === index ? 'opacity-60' : ''}`}
              >
                {canSort && (
                  <div className="flex items-center gap-1">
                    <GripVertical
                      aria-hidden
                      className="hidden cursor-grab text-ink-soft md:block"
                      size={18}
                    />
                    <button
                      type="button"
                      onClick={() => move(index, index - 1)}
                      disabled={index === 0}
                      aria-disabled={reorder.isPending || undefined}
                      data-move={`${item.id}:up`}
                      aria-label={`Subir ${nameOf(item)}`}
                      className="rounded-full p-2 hover:bg-sage-50 disabled:opacity-40"
                    >
                      <ArrowUp aria-hidden size={16} />
                    </button>
                    <button
                      type="button"
                      onClick={() => move(index, index + 1)}
                      disabled={index === items.length - 1}
                      aria-disabled={reorder.isPending || undefined}
                      data-move={`${item.id}:down`}
                      aria-label={`Bajar ${nameOf(item)}`}
                      className="rounded-full p-2 hover:bg-sage-50 disabled:opacity-40"
                    >
                      <ArrowDown aria-hidden size={16} />
                    </button>
                  </div>
                )}
                <div className="min-w-48 flex-1 md:min-w-0">
                  <Link
                    to={props.editHref(item)}
                    className="block font-semibold break-words text-ink hover:underline"
                  >
                    {nameOf(item)}
                  </Link>
                  {props.detailOf && <div className="text-sm text-ink-soft">{props.detailOf(item)}</div>}
                </div>
                {statusOf && <StatusBadge status={statusOf(item)} />}
                <div className="flex gap-1">
                  <Link
                    to={props.editHref(item)}
                    aria-label={`Editar ${nameOf(item)}`}
                    className="rounded-full p-2 text-sage-800 hover:bg-sage-50"
                  >
                    <Pencil aria-hidden size={18} />
                  </Link>
                  <button
                    type="button"
                    onClick={() => removal.ask(item)}
                    aria-label={`Eliminar ${nameOf(item)}`}
                    className="rounded-full p-2 text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden size={18} />
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data?.page ?? 1}
            totalPages={list.data?.totalPages ?? 1}
            onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
          />
        </>
      )}
      {removal.dialog}
    </>
  );
}

/**
 * Anterior · Página n de m · Siguiente; nothing when there is one page. Below sm the buttons show
 * only their arrows (the words stay their names) so the row fits 320 px.
 */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden size={18} />
        <span className="max-sm:sr-only">Anterior</span>
      </Button>
      <span className="text-sm whitespace-nowrap text-ink-soft" aria-current="page">
        Página {page} de {totalPages}
      </span>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        <span className="max-sm:sr-only">Siguiente</span>
        <ChevronRight aria-hidden size={18} />
      </Button>
    </nav>
  );
}
