import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  formatSpanishDate,
  formatSpanishTime,
  type AuditEntityType,
  type AuditEntryView,
  type AuditQuery,
} from '@inhala/domain';
import { Button, PageHeader, Skeleton, useSearchParams } from '@inhala/ui';
import { Pagination } from '../../shared/components/AdminListPage';
import { AdminTextField, SelectField } from '../../shared/components/fields';
import { LoadError } from '../../shared/components/LoadError';
import { useAuditLog } from '../api/audit-log';
import { AuditChanges } from '../components/AuditChanges';
import { useWideScreen } from '../components/use-wide-screen';

const FILTERS = ['person', 'entityType', 'entity', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/**
 * The table needs room for six columns: beside the shell's sidebar (from 768 px) that is from
 * 1024 px; narrower screens get the cards.
 */
const TABLE_FROM_PX = 1024;
const RANGE_INVALID = 'La fecha inicial no puede ser posterior a la final';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const actionLabel = (entry: AuditEntryView) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action;
const typeLabel = (entry: AuditEntryView) => AUDIT_ENTITY_LABELS[entry.entityType] ?? entry.entityType;
const who = (entry: AuditEntryView) => entry.userName ?? entry.userEmail ?? 'Cuenta eliminada';
const itemName = (entry: AuditEntryView) => entry.entityName ?? typeLabel(entry);

/** The admin's own time zone: the days of the filter and the times shown are theirs. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function When({ entry, timeZone }: { entry: AuditEntryView; timeZone: string }) {
  return (
    <time dateTime={entry.createdAt}>
      {formatSpanishDate(entry.createdAt, timeZone)}, {formatSpanishTime(entry.createdAt, timeZone)}
    </time>
  );
}

function Entity({ entry }: { entry: AuditEntryView }) {
  return (
    <>
      {typeLabel(entry) !== itemName(entry) && (
        <span className="block text-xs tracking-wide text-ink-soft uppercase">{typeLabel(entry)}</span>
      )}
      <span className="block font-semibold break-words text-ink">{itemName(entry)}</span>
      {entry.entityId && <span className="block text-xs text-ink-soft">Id {entry.entityId}</span>}
    </>
  );
}

function Origin({ entry }: { entry: AuditEntryView }) {
  return (
    <>
      <span className="block">IP {entry.ipAddress ?? '—'}</span>
      <span className="block text-xs break-all text-ink-soft">
        {entry.userAgent ?? 'Navegador desconocido'}
      </span>
    </>
  );
}

function ChangesToggle({
  entry,
  open,
  controls,
  onToggle,
}: {
  entry: AuditEntryView;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-sage-800 hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-600"
    >
      {open ? <ChevronUp aria-hidden size={16} /> : <ChevronDown aria-hidden size={16} />}
      {open ? 'Ocultar cambios' : 'Ver cambios'}
      <span className="sr-only"> de {itemName(entry)}</span>
    </button>
  );
}

/** Phones and tablets: one card per change. */
function EntryCards({ entries, timeZone }: { entries: AuditEntryView[]; timeZone: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <ul className="space-y-3">
      {entries.map((entry) => {
        const panel = `${baseId}-${entry.id}`;
        return (
          <li key={entry.id} className="rounded-3xl bg-white p-4 shadow-sm">
            <p className="text-sm text-ink">
              <span className="font-semibold">{who(entry)}</span> · {actionLabel(entry)}
            </p>
            <div className="mt-2">
              <Entity entry={entry} />
            </div>
            <p className="mt-2 text-sm text-ink-soft">
              <When entry={entry} timeZone={timeZone} />
            </p>
            <div className="mt-1 text-sm text-ink-soft">
              <Origin entry={entry} />
            </div>
            <div className="mt-2">
              <ChangesToggle
                entry={entry}
                open={open === entry.id}
                controls={panel}
                onToggle={() => setOpen(open === entry.id ? null : entry.id)}
              />
            </div>
            {open === entry.id && (
              <div id={panel} className="mt-2 border-t border-sage-100 pt-3">
                <AuditChanges entry={entry} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Wide screens: a table, one row per change, the before/after view in a row below it. */
function EntryTable({ entries, timeZone }: { entries: AuditEntryView[]; timeZone: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Registro de cambios</caption>
        <thead>
          <tr className="border-b border-sage-200 text-ink-soft">
            {['Fecha', 'Persona', 'Acción', 'Elemento', 'Origen', 'Cambios'].map((title) => (
              <th key={title} scope="col" className="px-4 py-3 font-medium">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const panel = `${baseId}-${entry.id}`;
            const expanded = open === entry.id;
            return [
              <tr key={entry.id} className="border-b border-sage-100 align-top">
                <td className="px-4 py-3 whitespace-nowrap">
                  <When entry={entry} timeZone={timeZone} />
                </td>
                <td className="px-4 py-3">
                  <span className="block font-medium text-ink">{who(entry)}</span>
                  {entry.userName && entry.userEmail && (
                    <span className="block text-xs text-ink-soft">{entry.userEmail}</span>
                  )}
                </td>
                <td className="px-4 py-3">{actionLabel(entry)}</td>
                <td className="max-w-xs px-4 py-3">
                  <Entity entry={entry} />
                </td>
                <td className="max-w-xs px-4 py-3">
                  <Origin entry={entry} />
                </td>
                <td className="px-4 py-3">
                  <ChangesToggle
                    entry={entry}
                    open={expanded}
                    controls={panel}
                    onToggle={() => setOpen(expanded ? null : entry.id)}
                  />
                </td>
              </tr>,
              expanded && (
                <tr key={`${entry.id}-changes`} className="border-b border-sage-100 bg-sand-50">
                  <td id={panel} colSpan={6} className="px-4 py-4">
                    <AuditChanges entry={entry} />
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/audit (02 §3.12): every admin change — who, action, item (type, id and name), when, IP
 * and browser, and the item before and after with the changed fields marked — searchable by
 * person, item and days (in the admin's time zone). Filters and page live in the address.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const timeZone = useMemo(browserTimeZone, []);
  const wide = useWideScreen(TABLE_FROM_PX);
  const applied: Filters = {
    person: params.get('person') ?? '',
    entityType: (AUDIT_ENTITY_TYPES as readonly string[]).includes(params.get('entityType') ?? '')
      ? (params.get('entityType') as string)
      : '',
    entity: params.get('entity') ?? '',
    from: DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : '',
    to: DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : '',
  };
  const query: AuditQuery = {
    person: applied.person || undefined,
    entityType: (applied.entityType || undefined) as AuditEntityType | undefined,
    entity: applied.entity || undefined,
    from: applied.from || undefined,
    to: applied.to || undefined,
    timeZone,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const log = useAuditLog(query);
  const [draft, setDraft] = useState<Filters>(applied);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const filtered = FILTERS.some((key) => applied[key]);

  /** A filter's field shows the draft and changes it; the address changes on 'Buscar'. */
  const bind = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  const apply = (filters: Filters, page?: number) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (filters[key].trim()) next.set(key, filters[key].trim());
    if (page && page > 1) next.set('page', String(page));
    setParams(next, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(RANGE_INVALID);
      return;
    }
    setRangeError(undefined);
    apply(draft);
  };

  const clear = () => {
    const empty: Filters = { person: '', entityType: '', entity: '', from: '', to: '' };
    setDraft(empty);
    setRangeError(undefined);
    apply(empty);
  };

  const entries = log.data?.items ?? [];
  const total = log.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Registro de cambios"
        subtitle="Cada cambio hecho desde la administración: quién, qué, cuándo y desde dónde."
        backTo="/admin"
      />
      <form
        role="search"
        aria-label="Buscar en el registro"
        onSubmit={submit}
        className="mb-6 grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 shadow-sm md:grid-cols-3"
      >
        <AdminTextField
          className="col-span-2 md:col-span-1"
          label="Persona"
          hint="Nombre o email"
          maxLength={200}
          {...bind('person')}
        />
        <SelectField className="col-span-2 md:col-span-1" label="Tipo de elemento" {...bind('entityType')}>
          <option value="">Todos</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_ENTITY_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <AdminTextField
          className="col-span-2 md:col-span-1"
          label="Elemento"
          hint="Id o nombre"
          maxLength={200}
          {...bind('entity')}
        />
        <AdminTextField label="Desde" type="date" error={rangeError} {...bind('from')} />
        <AdminTextField label="Hasta" type="date" {...bind('to')} />
        <div className="col-span-2 flex flex-wrap items-end gap-2 md:col-span-1">
          <Button type="submit">
            <Search aria-hidden size={18} />
            Buscar
          </Button>
          {(filtered || FILTERS.some((key) => draft[key])) && (
            <Button variant="ghost" onClick={clear}>
              Limpiar filtros
            </Button>
          )}
        </div>
      </form>

      {log.isPending ? (
        <div aria-busy="true" aria-label="Cargando..." className="space-y-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-24 rounded-3xl" />
          ))}
        </div>
      ) : log.isError ? (
        <LoadError query={log} fallback="No pudimos cargar el registro de cambios." />
      ) : entries.length === 0 && total > 0 ? (
        <div className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          <p>No hay cambios en esta página.</p>
          <Button variant="secondary" className="mt-3" onClick={() => apply(applied)}>
            Ir a la primera página
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          {filtered ? 'No hay cambios con estos filtros.' : 'Aún no hay cambios registrados.'}
        </p>
      ) : (
        <div aria-busy={log.isFetching}>
          <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
            {total} {total === 1 ? 'cambio' : 'cambios'}
          </p>
          {wide ? (
            <EntryTable entries={entries} timeZone={timeZone} />
          ) : (
            <EntryCards entries={entries} timeZone={timeZone} />
          )}
          <Pagination
            page={log.data?.page ?? 1}
            totalPages={log.data?.totalPages ?? 1}
            onPage={(page) => apply(applied, page)}
          />
        </div>
      )}
    </>
  );
}
