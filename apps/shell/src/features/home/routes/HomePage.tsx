import { Suspense, useDeferredValue } from 'react';
import { Headphones } from 'lucide-react';
import {
  Link,
  OracleWidget,
  Skeleton,
  useAccess,
  useActiveChallenge,
  useAngelMondays,
  useChallengeProgress,
  useContent,
  useFavorites,
  useSession,
} from '@inhala/ui';
import { angelMondayDay, formatCalendarDate, gradientCss } from '@inhala/domain';
import { ForYouShelf } from '../../for-you/components/ForYouShelf';
import { ActiveChallengeBanner } from '../components/ActiveChallengeBanner';
import { ChallengesStrip } from '../components/ChallengesStrip';
import { FavoritesStrip } from '../components/FavoritesStrip';
import { RitualHero } from '../components/RitualHero';
import { IntentionCarousel, IntentionCarouselSkeleton } from '../components/IntentionCarousel';
import { WeeklyGoalCard } from '../components/WeeklyGoalCard';
import { WeeklyMeditationCard, WeeklyMeditationCardSkeleton } from '../components/WeeklyMeditationCard';
import { useRoleUpgradePoll } from '../hooks/use-role-upgrade-poll';
import { lazyNamed } from '../../../app/lazy-named';

// A signed-in person's, never a visitor's: not part of the first screen's scripts.
const IntentsQuestion = lazyNamed(
  () => import('../../for-you/components/IntentsQuestion'),
  'IntentsQuestion',
);
const ContinueListeningShelf = lazyNamed(
  () => import('../components/ContinueListeningShelf'),
  'ContinueListeningShelf',
);

/**
 * Home (01 §2, 02 §2.5), in the spec's order: the active-challenge banner, the ritual hero (and
 * under it the person's 'Meta semanal', when set, and 'Continuar escuchando', when a subscriber
 * left a recording half way: what they most likely want next), 'NUEVA MEDITACIÓN SEMANAL',
 * 'Para ti' ('Para empezar' for a visitor), 'Intenciona tu Día', 'Angel Monday', 'Mis Favoritas',
 * 'Retos' and the 'Oráculo de Ángeles'. Sections without data render nothing. A new person is
 * asked '¿Qué te trae a Inhala?' here first.
 */
export function HomePage() {
  const { user, checking } = useSession();
  useRoleUpgradePoll();
  const { data: entries, isPending } = useAngelMondays();
  const access = useAccess();
  // The catalogue's sections render in a transition: on a phone the first render with 190
  // meditations is long, and the browser stays responsive while it happens.
  const catalogue = useDeferredValue(useContent().data);
  const favorites = useFavorites(Boolean(user));
  const activeChallenge = useActiveChallenge(Boolean(user));
  const challengeProgress = useChallengeProgress(Boolean(user));
  const challenges = catalogue?.challenges ?? [];
  const all = catalogue?.meditations ?? [];
  const latest = entries?.[0];

  return (
    <div className="space-y-8">
      <ActiveChallengeBanner active={activeChallenge.data} challenges={challenges} />
      <RitualHero />
      <WeeklyGoalCard signedIn={Boolean(user)} />
      {user && access.isSubscribed && (
        <Suspense fallback={null}>
          <ContinueListeningShelf enabled />
        </Suspense>
      )}

      {!catalogue ? (
        <WeeklyMeditationCardSkeleton />
      ) : (
        <WeeklyMeditationCard all={all} hasAccess={access.isSubscribed} />
      )}

      <ForYouShelf
        userId={user?.id ?? null}
        sessionKnown={!checking}
        all={catalogue?.meditations}
        hasAccess={access.isSubscribed}
      />

      {!catalogue ? <IntentionCarouselSkeleton /> : <IntentionCarousel categories={catalogue.categories} />}

      <section aria-labelledby="home-angel-monday">
        <h2 id="home-angel-monday" className="mb-3 font-display text-2xl text-ink">
          Angel Monday
        </h2>
        {isPending ? (
          <Skeleton className="h-28" />
        ) : latest ? (
          <article className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-3xl bg-white p-4 shadow-sm">
            <span
              aria-hidden
              className="h-20 w-20 shrink-0 rounded-2xl"
              style={{ background: gradientCss(latest.gradientOption) }}
            />
            <div className="min-w-0 flex-1 basis-36">
              <p className="text-xs whitespace-nowrap text-ink-soft">
                {formatCalendarDate(angelMondayDay(latest.timestamp))}
              </p>
              <h3 className="line-clamp-2 font-display text-lg text-ink md:text-xl">{latest.title}</h3>
            </div>
            <Link
              to="/angel-mondays"
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-sage-300 px-4 text-sage-800 hover:bg-sage-50 sm:w-auto"
            >
              <Headphones aria-hidden size={18} /> Escuchar
            </Link>
          </article>
        ) : (
          <p className="text-ink-soft">No hay contenido disponible en este momento.</p>
        )}
      </section>

      <FavoritesStrip favorites={favorites.data ?? []} all={all} />

      <ChallengesStrip
        challenges={challenges}
        active={activeChallenge.data}
        progress={challengeProgress.data}
      />

      <OracleWidget context="home" signedIn={Boolean(user)} />
      {user && (
        <Suspense fallback={null}>
          <IntentsQuestion signedIn />
        </Suspense>
      )}
    </div>
  );
}
