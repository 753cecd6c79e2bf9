import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatPlaybackTime, playbackPercent } from '@inhala/domain';
import { useToast, type ToastInput } from '@inhala/ui';

type State = 'idle' | 'playing' | 'paused' | 'ended';

/** The Angel Mondays texts (01 §8); the chat passes its own. */
const ANGEL_MONDAYS_ERRORS: { play: ToastInput; load: ToastInput } = {
  play: {
    title: 'Error de audio',
    description: 'No se pudo reproducir el audio. El archivo no está disponible.',
    variant: 'destructive',
  },
  load: {
    title: 'Error de audio',
    description: 'El archivo de audio no se pudo cargar. Puede que no esté disponible.',
    variant: 'destructive',
  },
};

interface Props {
  src: string;
  /** What the player is, for screen readers ('Progreso del audio' by default). */
  label?: string;
  errors?: { play: ToastInput; load: ToastInput };
  className?: string;
}

/**
 * The community's audio player (01 §2, §4), for Angel Mondays and chat voice messages:
 * percentage progress with m:ss labels and a mute toggle.
 */
export function AudioPlayer({ src, label, errors = ANGEL_MONDAYS_ERRORS, className = 'bg-white/70' }: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  const toast = useToast();
  const [state, setState] = useState<State>('idle');
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);

  // Selecting another entry pauses, rewinds, reloads and resets progress and duration.
  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    el.pause();
    el.currentTime = 0;
    el.load();
    setState('idle');
    setCurrent(0);
    setDuration(0);
  }, [src]);

  async function toggle() {
    const el = audio.current;
    if (!el) return;
    if (state === 'playing') {
      el.pause();
      setState('paused');
      return;
    }
    try {
      await el.play();
      setState('playing');
    } catch {
      setState('idle');
      toast(errors.play);
    }
  }

  const percent = playbackPercent(current, duration);
  return (
    <div className={`flex items-center gap-3 rounded-2xl p-3 ${className}`}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        muted={muted}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onEnded={() => {
          setState('ended');
          setCurrent(0);
        }}
        onError={() => {
          setState('idle');
          setCurrent(0);
          setDuration(0);
          toast(errors.load);
        }}
      />
      <button
        type="button"
        onClick={() => void toggle()}
        aria-label={`${state === 'playing' ? 'Pausar' : 'Reproducir'}${label ? ` ${label}` : ''}`}
        className="rounded-full bg-sage-700 p-3 text-white"
      >
        {state === 'playing' ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
      </button>
      <span className="w-10 text-xs tabular-nums">{formatPlaybackTime(current)}</span>
      <div
        role="progressbar"
        aria-label={label ? `Progreso de ${label}` : 'Progreso del audio'}
        aria-valuenow={Math.round(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 flex-1 rounded-full bg-sage-100"
      >
        <div className="h-2 rounded-full bg-sage-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-xs tabular-nums">{formatPlaybackTime(duration)}</span>
      <button
        type="button"
        onClick={() => setMuted((m) => !m)}
        aria-label={muted ? 'Activar sonido' : 'Silenciar'}
        aria-pressed={muted}
        className="rounded-full p-2 hover:bg-sage-50"
      >
        {muted ? <VolumeX aria-hidden size={18} /> : <Volume2 aria-hidden size={18} />}
      </button>
    </div>
  );
}
