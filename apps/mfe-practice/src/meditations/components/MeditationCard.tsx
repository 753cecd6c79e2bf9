import { Clock, Sparkles } from 'lucide-react';
import { Link, LazyImage } from '@inhala/ui';
import { meditationHref } from '@inhala/domain';

interface Props {
  name: string;
  imageUrl: string | null;
  duration: string | null;
  isNew: boolean;
  position: number | null;
  hasAccess: boolean;
  /** In the first row: its image is seen from the start (LazyImage `priority`). */
  priority?: boolean;
}

/** A catalogue card (02 §2.6): image, name, duration and the 'new' mark. */
export function MeditationCard({ name, imageUrl, duration, isNew, position, hasAccess, priority }: Props) {
  const href = position ? meditationHref(position, hasAccess) : '/meditaciones';
  return (
    <Link
      to={href}
      className="group block overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-100 hover:shadow-md focus-visible:outline-2 focus-visible:outline-sage-600"
    >
      <div className="relative aspect-[3/2] bg-sage-100">
        <LazyImage
          url={imageUrl}
          context="meditation-thumbnail"
          priority={priority}
          className="h-full w-full object-cover transition-transform group-hover:scale-[1.02]"
        />
        {isNew && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-sage-800">
            <Sparkles aria-hidden size={12} /> Nueva
          </span>
        )}
      </div>
      <div className="p-4">
        <h3 className="line-clamp-2 font-display text-lg text-ink">{name}</h3>
        {duration && (
          <p className="mt-1 inline-flex items-center gap-1 text-sm text-ink-soft">
            <Clock aria-hidden size={14} /> {duration}
          </p>
        )}
      </div>
    </Link>
  );
}
