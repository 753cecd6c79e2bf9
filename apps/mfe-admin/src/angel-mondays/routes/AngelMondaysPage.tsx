import { CalendarClock } from 'lucide-react';
import { useMemo } from 'react';
import {
  angelMondayDay,
  formatCalendarLongDate,
  formatSpanishDate,
  formatSpanishTime,
  isAngelMondayScheduled,
  type AdminAngelMonday,
} from '@inhala/domain';
import { AdminListPage } from '../../shared/components/AdminListPage';
import { angelMondays } from '../api/angel-mondays';
import { browserTimeZone } from '../components/angel-monday-form-values';

/** /admin/angel-mondays: every message, newest first, with its date and when it is scheduled. */
export function AngelMondaysPage() {
  const timeZone = useMemo(browserTimeZone, []);
  const now = new Date();
  return (
    <AdminListPage
      title="Angel Mondays"
      subtitle="Los mensajes de cada lunes, con su audio y su degradado."
      resource={angelMondays}
      newHref="/admin/angel-mondays/new"
      newLabel="Nuevo Angel Monday"
      editHref={(entry) => `/admin/angel-mondays/${entry.id}`}
      nameOf={(entry) => entry.title}
      detailOf={(entry) => <EntryDetail entry={entry} timeZone={timeZone} now={now} />}
      statusOf={(entry) => entry.status}
      noun={['mensaje', 'mensajes']}
      searchPlaceholder="Título..."
    />
  );
}

function EntryDetail({ entry, timeZone, now }: { entry: AdminAngelMonday; timeZone: string; now: Date }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{formatCalendarLongDate(angelMondayDay(entry.timestamp))}</span>
      {isAngelMondayScheduled(entry, now) && entry.publishAt && (
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
          <CalendarClock aria-hidden size={14} />
          Programado para {formatSpanishDate(entry.publishAt, timeZone)},{' '}
          {formatSpanishTime(entry.publishAt, timeZone)}
        </span>
      )}
    </span>
  );
}
