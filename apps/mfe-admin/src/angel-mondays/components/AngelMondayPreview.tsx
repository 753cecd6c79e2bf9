import { CalendarClock, EyeOff } from 'lucide-react';
import {
  angelMondayDay,
  formatCalendarLongDate,
  formatSpanishDate,
  formatSpanishTime,
  gradientCss,
  resolveAudioSource,
  type ContentStatus,
} from '@inhala/domain';
import { RICH_TEXT_CLASSES, cleanRichText } from '../../shared/rich-text/clean-rich-text';

export interface AngelMondayDraft {
  title: string;
  /** The editor's HTML; shown reduced to the allow-list the server keeps. */
  text: string;
  /** The instant of the message's date (null while the date is not valid). */
  timestamp: string | null;
  audioUrl: string | null;
  gradientOption: number;
  status: ContentStatus;
  /** When it reaches people; null: as soon as it is published. */
  publishAt: string | null;
}

/**
 * 'Vista previa' (issue 15): the draft as a subscriber sees the featured card on
 * /angel-mondays — date badge, title, audio (same-origin rule, 01 §5), the message — and
 * when it will reach them.
 */
export function AngelMondayPreview({
  draft,
  timeZone,
  now = new Date(),
}: {
  draft: AngelMondayDraft;
  timeZone: string;
  now?: Date;
}) {
  const audio = resolveAudioSource(draft.audioUrl, window.location.origin);
  const html = cleanRichText(draft.text);
  const publishAt = draft.publishAt ? new Date(draft.publishAt) : null;
  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-sm text-ink-soft" aria-live="polite">
        {draft.status !== 'published' ? (
          <>
            <EyeOff aria-hidden size={16} className="mt-0.5 shrink-0" />
            {draft.status === 'draft'
              ? 'Borrador: nadie lo ve hasta que lo publiques.'
              : 'Archivado: nadie lo ve.'}
          </>
        ) : publishAt && publishAt.getTime() > now.getTime() ? (
          <>
            <CalendarClock aria-hidden size={16} className="mt-0.5 shrink-0" />
            Programado: se publicará el {formatSpanishDate(publishAt, timeZone)} a las{' '}
            {formatSpanishTime(publishAt, timeZone)}.
          </>
        ) : (
          'Publicado: visible para las personas suscritas.'
        )}
      </p>
      <article
        aria-label="Tarjeta del mensaje"
        className="rounded-3xl p-6 shadow-sm"
        style={{ background: gradientCss(draft.gradientOption) }}
      >
        <p className="inline-block rounded-full bg-white/70 px-3 py-1 text-sm text-ink">
          {draft.timestamp ? formatCalendarLongDate(angelMondayDay(draft.timestamp)) : 'Sin fecha'}
        </p>
        <h3 className="mt-4 font-display text-3xl break-words text-ink">
          {draft.title.trim() || 'Título del mensaje'}
        </h3>
        {audio && (
          <audio
            controls
            src={audio}
            preload="metadata"
            aria-label="Audio del mensaje"
            className="mt-4 w-full"
          />
        )}
        {html ? (
          <div
            className={`mt-5 text-lg leading-relaxed break-words text-ink ${RICH_TEXT_CLASSES}`}
            // Reduced to the allow-list above; the server stores the same.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="mt-5 text-ink/70">El mensaje aparecerá aquí.</p>
        )}
      </article>
    </div>
  );
}
