import { Link, LazyImage, Skeleton } from '@inhala/ui';
import type { CategoryView } from '@inhala/domain';

/** 'Intenciona tu Día' (01 §2): each category opens the catalogue searched by its name. */
export function IntentionCarousel({ categories }: { categories: CategoryView[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-intention">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="home-intention" className="font-display text-2xl text-ink">
          Intenciona tu Día
        </h2>
        <Link
          to="/meditaciones"
          className="min-h-11 content-center px-2 font-medium text-sage-800 hover:underline"
        >
          Ver todas
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:scroll-px-0 md:px-0">
        {categories.map((c) => (
          <li key={c.id} className="w-40 shrink-0 snap-start">
            <Link
              to={`/meditaciones?category=${encodeURIComponent(c.name)}`}
              className="block overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md"
            >
              <LazyImage
                url={c.imageUrl}
                context="category-card"
                className="aspect-[7/5] w-full object-cover"
              />
              <span className="block p-3 text-center font-medium text-ink">{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The carousel's shape while the catalogue loads: its heading and a row of card outlines. */
export function IntentionCarouselSkeleton() {
  return (
    <div aria-hidden>
      <div className="mb-3 flex min-h-11 items-center">
        <Skeleton className="h-8 w-56" />
      </div>
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-2 md:mx-0 md:px-0">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="w-40 shrink-0 overflow-hidden rounded-2xl bg-white shadow-sm">
            <Skeleton className="aspect-[7/5] w-full rounded-none" />
            <div className="p-3">
              <Skeleton className="mx-auto h-6 w-24" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
