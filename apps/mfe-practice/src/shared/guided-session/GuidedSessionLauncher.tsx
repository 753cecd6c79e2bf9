import { Wind } from 'lucide-react';
import { useState } from 'react';
import { Button, LazyImage, useLocation } from '@inhala/ui';
import { GuidedSession, type GuidedSessionResult } from './GuidedSession';
import { useMeditationScript } from './meditation-script';
import { guidedSessionLength } from './session-length';

interface Props {
  /** The catalogue meditation whose script guides the session; null: its text alone. */
  meditationId: number | null;
  name: string;
  /** Shown under the name on the phone's lock screen (the meditation's category). */
  album?: string;
  /** The meditation's text, shown in steps during the session. */
  guidance: string | null;
  /** The meditation's duration as stored ('10 min'); 10 minutes when it has none. */
  duration: string | null;
  imageUrl: string | null;
  onFinished: (result: GuidedSessionResult) => void;
}

/**
 * What a meditation with neither an uploaded file nor a video link offers instead of 'Video no
 * disponible': 'Comenzar sesión guiada', which opens the full-screen guided session, spoken from
 * the meditation's script. Needs no network once the page is loaded: without the script (offline
 * before it was read) the meditation's description guides it.
 */
export function GuidedSessionLauncher({
  meditationId,
  name,
  album,
  guidance,
  duration,
  imageUrl,
  onFinished,
}: Props) {
  const { search } = useLocation();
  const script = useMeditationScript(meditationId);
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-label="Sesión guiada"
      className="relative overflow-hidden rounded-3xl bg-sage-900 shadow-sm"
    >
      {imageUrl && (
        <LazyImage
          url={imageUrl}
          context="meditation-player"
          alt=""
          className="absolute inset-0 h-full w-full object-cover opacity-40"
        />
      )}
      <div className="relative flex aspect-video flex-col items-center justify-center gap-4 p-6 text-center text-white">
        <Wind aria-hidden size={32} />
        <p className="max-w-sm">
          Respira a tu ritmo con campanas suaves y los pasos de esta meditación. No necesita conexión.
        </p>
        <Button onClick={() => setOpen(true)}>Comenzar sesión guiada</Button>
      </div>
      {open && (
        <GuidedSession
          title={name}
          album={album}
          imageUrl={imageUrl}
          guidance={guidance}
          script={script}
          totalSeconds={guidedSessionLength(duration, search)}
          onFinished={onFinished}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
