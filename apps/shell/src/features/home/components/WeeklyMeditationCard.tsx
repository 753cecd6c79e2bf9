import { Link, LazyImage, Skeleton } from '@inhala/ui';
import { meditationHref, positionOf, type MeditationView } from '@inhala/domain';

/** The newest meditation marked new: 'NUEVA MEDITACIÓN SEMANAL' (01 §2). */
function latestNewMeditation(all: MeditationView[]): MeditationView | null {
  return all.filter((m) => m.isNew).sort((a, b) => b.sortOrder - a.sortOrder || b.id - a.id)[0] ?? null;
}

export function WeeklyMeditationCard({ all, hasAccess }: { all: MeditationView[]; hasAccess: boolean }) {
  const weekly = latestNewMeditation(all);
  if (!weekly) return null;
  const position = positionOf(all, weekly.id) ?? 1;
  return (
    <section aria-labelledby="home-weekly" className="overflow-hidden rounded-3xl bg-white shadow-sm md:flex">
      <LazyImage
        url={weekly.imageUrl}
        context="home-card"
        priority
        className="aspect-[4/3] w-full object-cover md:w-72"
      />
      <div className="flex flex-1 flex-col justify-center gap-2 p-5">
        <p className="text-xs font-semibold tracking-widest text-sage-700">NUEVA MEDITACIÓN SEMANAL</p>
        <h2 id="home-weekly" className="font-display text-2xl text-ink">
          {weekly.name}
        </h2>
        {weekly.duration && (
          <p className="text-sm text-ink-soft">
            {weekly.duration}
            {weekly.type ? ` · ${weekly.type}` : ''}
          </p>
        )}
        <Link
          to={meditationHref(position, hasAccess)}
          className="mt-2 inline-flex min-h-11 w-fit items-center rounded-full bg-sage-700 px-6 font-medium text-white hover:bg-sage-800"
        >
          Meditar
        </Link>
      </div>
    </section>
  );
}

/** The card's shape while the catalogue loads, so nothing below it moves when it arrives. */
export function WeeklyMeditationCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-3xl bg-white shadow-sm md:flex">
      <Skeleton className="aspect-[4/3] w-full rounded-none md:w-72" />
      <div className="flex flex-1 flex-col justify-center gap-2 p-5">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-5 w-24" />
        <Skeleton className="mt-2 h-11 w-32 rounded-full" />
      </div>
    </div>
  );
}
