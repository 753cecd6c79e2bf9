import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@inhala/ui';

interface Props {
  /** Seconds actually listened (a seek forward adds nothing). */
  listened: number | null;
  journalPrompt?: string | null;
}

/** 'Has escuchado 12 minutos.': whole minutes; under one, nothing is claimed. */
export function listenedText(seconds: number | null): string {
  if (seconds === null || seconds < 60) return '';
  const minutes = Math.round(seconds / 60);
  return `Has escuchado ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. `;
}

/**
 * The end of a recorded meditation, as the guided session has its own: its heading takes the
 * focus (so a screen reader reads it once), with the meditation's question to stay with, instead
 * of a player that falls silent.
 */
export function RecordingEnd({ listened, journalPrompt }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="recording-end-title"
      className="space-y-3 rounded-3xl bg-sage-100 p-5 text-center"
    >
      <CheckCircle2 aria-hidden size={32} className="mx-auto text-sage-700" />
      <h2
        id="recording-end-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl text-ink focus:outline-none"
      >
        ¡Meditación completada!
      </h2>
      <p className="text-ink-soft">{listenedText(listened)}Tómate un momento antes de volver.</p>
      {journalPrompt && (
        <p className="text-ink">
          <span className="font-semibold">Para reflexionar:</span> {journalPrompt}
        </p>
      )}
      <Link
        to="/meditaciones"
        className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-5 text-white hover:bg-sage-800"
      >
        Ver más meditaciones
      </Link>
    </section>
  );
}
