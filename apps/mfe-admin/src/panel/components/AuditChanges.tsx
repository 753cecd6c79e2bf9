import {
  CONTENT_STATUS_LABELS,
  SYNC_KINDS,
  SYNC_KIND_LABELS,
  formatSpanishDate,
  formatSpanishTime,
  type AuditEntryView,
  type ContentStatus,
  type SyncKind,
  type SyncKindChanges,
} from '@inhala/domain';

/** Spanish names of the fields the editors record; any other field shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Id',
  name: 'Nombre',
  title: 'Título',
  slug: 'Slug',
  description: 'Descripción',
  explanation: 'Guía',
  text: 'Contenido',
  topic: 'Tema',
  descriptionNotes: 'Notas',
  arcangelId: 'Arcángel (id)',
  arcangelName: 'Arcángel',
  imageUrl: 'Imagen',
  youtubeUrl: 'Video de YouTube',
  videoUrl: 'Video',
  mediaUrl: 'Archivo de audio o video',
  mediaType: 'Tipo de archivo',
  audioUrl: 'Audio',
  duration: 'Duración (min)',
  journalPrompt: 'Pregunta del diario',
  isNew: 'Nueva',
  categoryIds: 'Categorías (ids)',
  keywordIds: 'Palabras clave (ids)',
  typeIds: 'Tipos (ids)',
  tagIds: 'Etiquetas (ids)',
  status: 'Estado',
  sortOrder: 'Orden',
  timestamp: 'Fecha',
  gradientOption: 'Degradado',
  publishAt: 'Publicación',
  shortDesc: 'Descripción corta',
  longDesc: 'Descripción larga',
  welcomeVideoUrl: 'Video de bienvenida',
  totalDays: 'Días',
  isPremium: 'Premium',
  dayCount: 'Días escritos',
  challengeId: 'Reto (id)',
  dayNumber: 'Día',
  moduleTitle: 'Título del módulo',
  preview: 'Vista previa',
  sections: 'Secciones',
  audioOriginalName: 'Nombre del audio',
  audioSize: 'Tamaño del audio',
};

/** Bookkeeping that changes on every edit and says nothing about it. */
const HIDDEN = new Set(['updatedAt']);

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A stored value as a person reads it: statuses, instants and rich text in words, not codes. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' && value in CONTENT_STATUS_LABELS)
    return CONTENT_STATUS_LABELS[value as ContentStatus];
  if (typeof value === 'string' && ISO_INSTANT.test(value))
    return `${formatSpanishDate(value, viewerZone())}, ${formatSpanishTime(value, viewerZone())}`;
  if (typeof value === 'string' && /<[a-z][^>]*>/i.test(value))
    return (
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || '—'
    );
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.length ? value.join(', ') : '—';
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of an item before and after a change; the ones that changed are marked. */
function FieldDiff({ before, after }: { before: Fields | null; after: Fields | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !HIDDEN.has(key),
  );
  if (keys.length === 0) return <p className="text-sm text-ink-soft">Sin detalles de los campos.</p>;
  const both = before !== null && after !== null;
  return (
    <div>
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">Campos antes y después del cambio</caption>
        <thead>
          <tr className="border-b border-sage-200 text-ink-soft">
            <th scope="col" className="py-2 pr-3 font-medium">
              Campo
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Antes
            </th>
            <th scope="col" className="py-2 pl-2 font-medium">
              Después
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const changed = both && !same(before[key], after[key]);
            return (
              <tr
                key={key}
                data-changed={changed || undefined}
                className={`border-b border-sage-100 align-top last:border-0 ${changed ? 'bg-amber-50' : ''}`}
              >
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {FIELD_LABELS[key] ?? key}
                  {changed && (
                    <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      cambió
                    </span>
                  )}
                </th>
                <td className="px-2 py-2 wrap-anywhere text-ink-soft">
                  {before ? displayValue(before[key]) : '—'}
                </td>
                <td
                  className={`py-2 pl-2 wrap-anywhere ${changed ? 'font-medium text-ink' : 'text-ink-soft'}`}
                >
                  {after ? displayValue(after[key]) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What a 'sync' entry records: per list, how many items were created, changed or left. */
function SyncSummaryView({ changes }: { changes: Partial<Record<SyncKind, SyncKindChanges>> }) {
  const kinds = SYNC_KINDS.filter((kind) => {
    const c = changes[kind];
    return c && c.created + c.updated + c.unchanged > 0;
  });
  if (kinds.length === 0) return <p className="text-sm text-ink-soft">El archivo no tenía elementos.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {kinds.map((kind) => {
        const c = changes[kind] as SyncKindChanges;
        return (
          <li key={kind}>
            <span className="font-medium text-ink">{SYNC_KIND_LABELS[kind]}:</span>{' '}
            <span className="text-ink-soft">
              {c.created} {c.created === 1 ? 'nuevo' : 'nuevos'}, {c.updated} con cambios, {c.unchanged} sin
              cambios
            </span>
            {c.createdKeys.length + c.updatedKeys.length > 0 && (
              <span className="block break-words text-ink-soft">
                {[...c.createdKeys, ...c.updatedKeys].join(', ')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The before/after view of one audit entry. */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const before = asFields(entry.changes?.before);
  const after = asFields(entry.changes?.after);
  if (entry.action === 'sync') {
    const changes = asFields(after?.['changes']);
    return changes ? (
      <SyncSummaryView changes={changes} />
    ) : (
      <p className="text-sm text-ink-soft">Sin detalles de la sincronización.</p>
    );
  }
  if (!before && !after) return <p className="text-sm text-ink-soft">Este cambio no guardó detalles.</p>;
  return <FieldDiff before={before} after={after} />;
}
