import { Sparkles } from 'lucide-react';
import { LazyImage, Link, Skeleton } from '@inhala/ui';
import { meditationHref, positionOf, type MeditationView } from '@inhala/domain';
import { useForYou } from '../api/for-you';

const TITLES = { 'para-ti': 'Para ti', 'para-empezar': 'Para empezar' } as const;
const SUBTITLES = {
  'para-ti': 'Elegidas con lo que nos contaste, lo que practicas y la hora del día.',
  'para-empezar': 'Prácticas breves para dar tus primeros pasos.',
} as const;
/** Cards a phone shows side by side while the row scrolls; a wide screen shows them all. */
const CARD = 'w-40 shrink-0 snap-start md:w-auto';

/**
 * 'Para ti' on home for a signed-in person, 'Para empezar' for a visitor: meditations chosen on
 * the server, each with the reason it was chosen. A row that scrolls sideways on a phone, a grid
 * of four columns from 768 px. Takes no room when nothing can be shown (a failed read included).
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
      <h2 id="home-for-you" className="font-display text-2xl text-ink">
        {TITLES[kind]}
      </h2>
      <p className="mb-3 text-sm text-ink-soft">{SUBTITLES[kind]}</p>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0">
        {items.map(({ meditation, reason }) => (
          <li key={meditation.id} className={CARD}>
            <Link
              to={meditationHref(positionOf(all, meditation.id) ?? 1, hasAccess)}
              className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md"
            >
              <LazyImage
                url={meditation.imageUrl}
                context="home-card"
                className="aspect-[4/3] w-full object-cover"
              />
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

function ForYouShelfSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <Skeleton className="h-8 w-32" />
      <div className="flex gap-3 overflow-hidden md:grid md:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className={`${CARD} h-48 rounded-2xl`} />
        ))}
      </div>
    </div>
  );
}
