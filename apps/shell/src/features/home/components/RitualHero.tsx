import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Skeleton, ritualTodayQuery, useSession } from '@inhala/ui';
import { heroCallToAction, type HeroState } from '@inhala/domain';

const HINT_MS = 4000;

/**
 * The greeting and the call to action (01 §2): its text and destination follow today's
 * ritual. The 'Desliza' hint leaves after 4 s or at the first touch.
 */
export function RitualHero() {
  const { user } = useSession();
  // Read afresh on every visit home, so a ritual begun in another tab or device is not offered
  // again as 'Meditar ahora' (/form) from an older cached 'none'.
  const ritual = useQuery({ ...ritualTodayQuery(Boolean(user)), refetchOnMount: 'always' });
  const [hint, setHint] = useState(true);

  useEffect(() => {
    const hide = () => setHint(false);
    const timer = window.setTimeout(hide, HINT_MS);
    window.addEventListener('touchstart', hide, { once: true, passive: true });
    window.addEventListener('pointerdown', hide, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('touchstart', hide);
      window.removeEventListener('pointerdown', hide);
    };
  }, []);

  const state: HeroState = !ritual.data ? 'none' : ritual.data.completed ? 'completed' : 'started';
  const cta = heroCallToAction(state);
  const loading = Boolean(user) && ritual.isPending;

  return (
    <section className="relative rounded-3xl bg-gradient-to-br from-sage-100 via-sand-50 to-sand-100 p-6 md:p-10">
      <h1 className="font-display text-3xl text-ink md:text-4xl">
        {user ? `Hola, ${user.firstName}` : 'Te damos la bienvenida a Inhala'}
      </h1>
      <p className="mt-2 max-w-xl text-ink-soft">
        {state === 'completed'
          ? 'Completaste tu ritual de hoy. Tu plantita te lo agradece.'
          : state === 'started'
            ? 'Tu ritual de hoy te espera donde lo dejaste.'
            : user
              ? 'Tómate un momento para ti. Inhala, exhala lento y profundo.'
              : 'Meditaciones guiadas, un ritual diario y una comunidad para vivir con más calma.'}
      </p>
      {loading ? (
        <Skeleton className="mt-5 h-11 w-48 rounded-full" />
      ) : (
        <Link
          to={cta.href}
          className="mt-5 inline-flex min-h-11 items-center rounded-full bg-sage-700 px-6 py-2.5 font-medium text-white hover:bg-sage-800"
        >
          {cta.text}
        </Link>
      )}
      {hint && (
        <p
          aria-hidden
          className="absolute right-5 bottom-3 flex items-center gap-1 text-xs text-ink-soft motion-safe:animate-bounce md:hidden"
        >
          Desliza <ChevronDown size={14} />
        </p>
      )}
    </section>
  );
}
