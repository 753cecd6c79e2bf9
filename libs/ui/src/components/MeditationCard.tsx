import { CheckCircle2, Clock, Sparkles } from 'lucide-react';
import { Link } from '../routing/router';
import { LazyImage } from './LazyImage';

interface Props {
  name: string;
  imageUrl: string | null;
  duration: string | null;
  isNew: boolean;
  /** Where the card opens; null draws it without a link (the CMS preview). */
  href: string | null;
  /** In the first row: its image is seen from the start (LazyImage `priority`). */
  priority?: boolean;
  /** Stored on this device to listen offline: the card says 'Descargada'. */
  downloaded?: boolean;
}

const FRAME =
  'group block overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-100 hover:shadow-md focus-visible:outline-2 focus-visible:outline-sage-600';

/** A catalogue card (02 §2.6): image, name, duration, the 'new' mark and 'Descargada'. */
export function MeditationCard({ name, imageUrl, duration, isNew, href, priority, downloaded }: Props) {
  const body = (
    <>
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
        {downloaded && (
          <p className="mt-1 flex items-center gap-1 text-sm font-medium text-sage-800">
            <CheckCircle2 aria-hidden size={14} /> Descargada
          </p>
        )}
      </div>
    </>
  );
  return href ? (
    <Link to={href} className={FRAME}>
      {body}
    </Link>
  ) : (
    <div className={FRAME}>{body}</div>
  );
}
