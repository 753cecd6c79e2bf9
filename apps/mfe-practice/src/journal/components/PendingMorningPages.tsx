import { CloudUpload } from 'lucide-react';
import {
  displayTitle,
  formatSpanishDate,
  formatSpanishTime,
  type CreateMorningPageRequest,
} from '@inhala/domain';
import { OFFLINE_TEXTS, type QueuedWrite } from '@inhala/ui';

/**
 * Pages written without network, shown above the stored ones until the server has them
 * (issue 18): readable, marked 'Pendiente de enviar', not editable until they are stored.
 */
export function PendingMorningPages({ writes, zone }: { writes: QueuedWrite[]; zone: string }) {
  if (writes.length === 0) return null;
  return (
    <ul className="mb-4 space-y-4" aria-label="Páginas pendientes de enviar">
      {writes.map((write) => {
        const page = write.body as CreateMorningPageRequest;
        return (
          <li key={write.id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
            <article aria-label={displayTitle(page.title ?? null)}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs text-sage-800">
                  Página Matutina
                </span>
                <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs text-ink-soft">
                  <CloudUpload aria-hidden size={14} /> {OFFLINE_TEXTS.pending}
                </span>
              </div>
              <h3 className="mt-2 font-display text-xl text-ink">{displayTitle(page.title ?? null)}</h3>
              <p className="text-sm text-ink-soft">
                {formatSpanishDate(write.queuedAt, zone)} · {formatSpanishTime(write.queuedAt, zone)}
              </p>
              <p className="mt-3 whitespace-pre-wrap text-ink">{page.content}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
