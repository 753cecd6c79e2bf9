import { Archive } from 'lucide-react';
import { useState } from 'react';
import { journalEntryDate, preview, type JournalEntryView } from '@inhala/domain';

const BADGES = { ritual: 'Ritual Diario', morning_page: 'Morning Page', challenge: 'Retos' } as const;

export function JournalEntryCard({
  entry,
  timeZone,
  onArchive,
}: {
  entry: JournalEntryView;
  timeZone: string;
  onArchive?: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const short = preview(entry.text);
  const badge = entry.challengeId ? 'Retos' : BADGES[entry.type];
  const textId = `journal-${entry.type}-${entry.id}`;

  return (
    <article className="flex flex-col rounded-3xl bg-white p-5 shadow-sm" aria-labelledby={`${textId}-title`}>
      <div className="flex items-center justify-between gap-3">
        <span className="rounded-full bg-sage-100 px-3 py-1 text-xs font-semibold text-sage-900">
          {badge}
        </span>
        {onArchive && (
          <button
            type="button"
            onClick={onArchive}
            aria-label={`Archivar «${entry.title}»`}
            className="rounded-full p-2 text-ink-soft hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-sage-600"
          >
            <Archive aria-hidden size={18} />
          </button>
        )}
      </div>
      <p className="mt-3 text-xs text-ink-soft">{journalEntryDate(entry.date, timeZone)}</p>
      <h2 id={`${textId}-title`} className="font-display text-lg text-ink">
        {entry.title}
      </h2>
      <p id={textId} className="mt-2 whitespace-pre-line text-ink-soft">
        {expanded ? entry.text : short.text}
      </p>
      {short.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 self-start text-sm font-medium text-sage-800 underline-offset-4 hover:underline"
        >
          {expanded ? 'Ver menos' : 'Ver más'}
        </button>
      )}
    </article>
  );
}
