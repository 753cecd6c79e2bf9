import { Link, LazyImage } from '@inhala/ui';
import { positionOf, type FavoriteMeditationView, type MeditationView } from '@inhala/domain';

const HOME_FAVORITES_LIMIT = 6;

/** 'Mis Favoritas' on home (01 §2): only when there are favourites, at most 6. */
export function FavoritesStrip({
  favorites,
  all,
}: {
  favorites: FavoriteMeditationView[];
  all: MeditationView[];
}) {
  if (favorites.length === 0) return null;
  return (
    <section aria-labelledby="home-favorites">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="home-favorites" className="font-display text-2xl text-ink">
          Mis Favoritas
        </h2>
        <Link
          to="/meditaciones?tab=favorites"
          className="min-h-11 content-center px-2 font-medium text-sage-800 hover:underline"
        >
          Ver todas
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {favorites.slice(0, HOME_FAVORITES_LIMIT).map((f) => (
          <li key={f.id}>
            <Link
              to={`/meditation/${positionOf(all, f.id) ?? ''}`}
              className="block overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md"
            >
              <LazyImage url={f.imageUrl} context="home-card" className="aspect-[4/3] w-full object-cover" />
              <span className="block p-3">
                <span className="line-clamp-2 font-medium text-ink">{f.name}</span>
                {f.duration && <span className="text-sm text-ink-soft">{f.duration}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
