import { Lock, Sparkles } from 'lucide-react';
import { LazyImage, Link, Skeleton } from '@inhala/ui';
import { meditationHref, positionOf, type MeditationView } from '@inhala/domain';
import { useForYou } from '../api/for-you';

const TITLES = { 'para-ti': 'Para ti', 'para-empezar': 'Para empezar' } as const;
const SUBTITLES = {
  'para-ti': 'Elegidas para este momento, cada una con su porqué.',
  'para-empezar': 'Prácticas breves para dar tus primeros pasos.',
} as const;
/**
 * A row that scrolls sideways while the screen is narrow (with the sidebar, a tablet's four
 * columns would be 103 px each); four columns from 1024 px.
 */
const ROW =
  '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0';
const CARD = 'w-52 shrink-0 snap-start lg:w-auto';

/**
 * 'Para ti' on home for a signed-in person, 'Para empezar' for a visitor: meditations chosen on
 * the server, each with the reason it was chosen. A row that scrolls sideways on a phone, a grid
 * of four columns from 1024 px. Takes no room when nothing can be shown (a failed read included).
 */
export function ForYouShelf({
  userId,
  sessionKnown,
  all,
  hasAccess,
}: {
  userId: string | null;
  /** False while a saved session is being checked: who the shelf is for is not known yet. */
  sessionKnown: boolean;
  all: MeditationView[] | undefined;
  hasAccess: boolean;
}) {
  const shelf = useForYou(userId, sessionKnown);
  if (shelf.isPending || !all) return <ForYouShelfSkeleton />;
  if (!shelf.data) return null;
  const items = shelf.data.items
    .map((item) => ({ ...item, meditation: all.find((m) => m.id === item.meditationId) }))
    .filter((item): item is typeof item & { meditation: MeditationView } => Boolean(item.meditation));
  if (items.length === 0) return null;
  const kind = shelf.data.shelf;
  return (
    <section aria-labelledby="home-for-you">
      {/* Focused after '¿Qué te trae a Inhala?' is answered: the shelf it changed. */}
      <h2 id="home-for-you" tabIndex={-1} className="font-display text-2xl text-ink focus:outline-none">
        {TITLES[kind]}
      </h2>
      <p className="mb-3 text-sm text-ink-soft">{SUBTITLES[kind]}</p>
      <ul className={ROW}>
        {items.map(({ meditation, reason }) => (
          <li key={meditation.id} className={CARD}>
            <Link
              to={meditationHref(positionOf(all, meditation.id) ?? 1, hasAccess)}
              className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md"
            >
              <span className="relative block">
                <LazyImage
                  url={meditation.imageUrl}
                  context="home-card"
                  className="aspect-[4/3] w-full object-cover"
                />
                {!hasAccess && (
                  <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-amber-800">
                    <Lock aria-hidden size={12} /> Premium
                  </span>
                )}
              </span>
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="line-clamp-2 font-medium text-ink">{meditation.name}</span>
                {meditation.duration && <span className="text-sm text-ink-soft">{meditation.duration}</span>}
                <span className="mt-auto flex items-start gap-1 pt-1 text-xs text-sage-800">
                  <Sparkles aria-hidden size={14} className="mt-0.5 shrink-0" />
                  <span>{reason}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shelf's shape while it loads (title, subtitle, cards of the same height). */
function ForYouShelfSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="mt-1 mb-3 h-5 w-64" />
      <div className={ROW}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`${CARD} overflow-hidden rounded-2xl bg-white shadow-sm`}>
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-2 p-3">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-12" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
