import { useEffect, useState } from 'react';
import { RITUAL_BREATH_TOGGLE_MS } from '@inhala/domain';

/** Full screen while the ritual is created: the circle grows and shrinks every 2 s (02 §2.2). */
export function BreathingScreen({ message }: { message?: string | null }) {
  const [inhale, setInhale] = useState(true);
  useEffect(() => {
    const timer = window.setInterval(() => setInhale((v) => !v), RITUAL_BREATH_TOGGLE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-gradient-to-b from-sage-100 to-sand-50 p-6 text-center"
    >
      <div
        aria-hidden
        className="flex h-48 w-48 items-center justify-center rounded-full bg-sage-300/60 transition-transform duration-[2000ms] ease-in-out motion-reduce:transition-none"
        style={{ transform: inhale ? 'scale(1)' : 'scale(0.6)' }}
      >
        <div className="h-24 w-24 rounded-full bg-sage-500/70" />
      </div>
      <p aria-hidden className="text-sm tracking-widest text-sage-800 uppercase">
        {inhale ? 'Inhala' : 'Exhala'}
      </p>
      <p className="font-display text-2xl text-ink">{message ?? 'Creando tu ritual...'}</p>
    </div>
  );
}
