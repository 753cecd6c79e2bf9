import { useEffect, useState } from 'react';

/**
 * Whether a media element inside `container` is playing (pass it from a callback ref): its play and pause events (which do not
 * bubble) are caught on the way down. For what plays under a player it does not own.
 */
export function useMediaPlaying(container: HTMLElement | null): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const el = container;
    if (!el) return;
    const on = () => setPlaying(true);
    const off = () => setPlaying(false);
    el.addEventListener('playing', on, true);
    el.addEventListener('pause', off, true);
    el.addEventListener('ended', off, true);
    return () => {
      el.removeEventListener('playing', on, true);
      el.removeEventListener('pause', off, true);
      el.removeEventListener('ended', off, true);
    };
  }, [container]);
  return playing;
}
