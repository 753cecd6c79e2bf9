import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cueIndexOf, formatScriptTime, transcriptFromCues, type PlayingCue } from '@inhala/domain';
import { useCaptionsTrack, useTranscript } from '../api/transcripts';
import { ResumableAudioPlayer } from '../listening/ResumableAudioPlayer';

interface Props {
  /** Where the recording's transcript is read (TranscriptView). */
  url: string;
  /** The caption cue playing now (the player's onCue), to mark it; null when none. */
  activeCue?: PlayingCue | null;
  className?: string;
}

/**
 * 'Transcripción' under a recording's player: the text alternative audio needs (WCAG 2.1 AA
 * 1.2.1), closed until asked for and read only then. The written transcript comes first; the
 * captions follow as a list with their times, the one playing marked (aria-current) and kept in
 * view inside the list, without moving the page.
 */
export function Transcript({ url, activeCue = null, className = '' }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const query = useTranscript(url, open);
  const list = useRef<HTMLOListElement>(null);
  const cues = query.data?.cues ?? [];
  const active = cueIndexOf(cues, activeCue);
  // Text read from the captions says nothing the list does not: it is shown only when written.
  const text = query.data && query.data.text !== transcriptFromCues(cues) ? query.data.text : null;

  useEffect(() => {
    const item = active >= 0 ? list.current?.children[active] : undefined;
    if (!(item instanceof HTMLElement) || !list.current) return;
    // Scrolls the list only (scrollIntoView would move the page under the person's thumb).
    const box = list.current;
    if (
      item.offsetTop < box.scrollTop ||
      item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight
    )
      // The list is the items' offset parent (relative): their offsetTop is already inside it.
      box.scrollTop = item.offsetTop;
  }, [active]);

  return (
    <div className={`rounded-3xl bg-white shadow-sm ${className}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-3xl px-5 py-3 text-left font-display text-lg text-ink hover:bg-sand-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sage-700"
      >
        Transcripción
        <ChevronDown aria-hidden size={20} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} hidden={!open} className="space-y-4 px-5 pb-5">
        {open && query.isPending && (
          <p role="status" className="text-ink-soft">
            Cargando la transcripción…
          </p>
        )}
        {open && query.isError && (
          <p role="alert" className="text-ink">
            No se pudo cargar la transcripción.{' '}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="min-h-11 font-medium text-sage-800 underline"
            >
              Reintentar
            </button>
          </p>
        )}
        {text && (
          <div className="space-y-3 text-ink">
            {text.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        )}
        {cues.length > 0 && (
          <ol
            ref={list}
            aria-label="Transcripción con sus tiempos"
            tabIndex={0}
            className="relative max-h-80 space-y-1 overflow-y-auto rounded-2xl bg-sand-50 p-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sage-700"
          >
            {cues.map((cue, i) => (
              <li
                key={`${cue.start}-${i}`}
                aria-current={i === active ? 'true' : undefined}
                className={`flex gap-3 rounded-xl px-3 py-2 ${i === active ? 'bg-sage-100 text-sage-900' : 'text-ink'}`}
              >
                <span className="shrink-0 tabular-nums text-ink-soft">{formatScriptTime(cue.start)}</span>
                <span>{cue.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/**
 * What a recording's player and its 'Transcripción' share: the captions as a track the player
 * loads (`trackUrl`), the player's cue handler, and the cue playing now for the transcript.
 */
export function useRecordingCaptions(captionsUrl: string | null | undefined) {
  const trackUrl = useCaptionsTrack(captionsUrl);
  const [cue, setCue] = useState<PlayingCue | null>(null);
  return { trackUrl, onCue: setCue, cue };
}

type PlayerProps = ComponentProps<typeof ResumableAudioPlayer>;

/**
 * A recording's player with its captions track and, under it, its 'Transcripción' (an Angel
 * Monday's audio, a challenge section's): the player's own props, plus the two addresses the
 * recording's premium view gave (null when it has none).
 */
export function AudioWithTranscript({
  transcriptUrl,
  captionsUrl,
  ...player
}: Omit<PlayerProps, 'captionsUrl' | 'onCue'> & {
  transcriptUrl: string | null;
  captionsUrl: string | null;
}) {
  const captions = useRecordingCaptions(captionsUrl);
  return (
    <div className="space-y-4">
      <ResumableAudioPlayer {...player} captionsUrl={captions.trackUrl} onCue={captions.onCue} />
      {transcriptUrl && <Transcript url={transcriptUrl} activeCue={captions.cue} />}
    </div>
  );
}
