import { CalendarDays, CheckCircle2, Flame } from 'lucide-react';
import { Link } from 'react-router-dom';
import { countOf, type ChallengeStatus, type ChallengeView } from '@inhala/domain';
import { LazyImage } from './LazyImage';

interface Props {
  challenge: Pick<ChallengeView, 'name' | 'shortDesc' | 'imageUrl' | 'totalDays'>;
  status: ChallengeStatus;
  href: string;
  /** Image beside the text on phones (home), stacked from 640 px. */
  compact?: boolean;
}

const BADGES = {
  active: { text: 'Activo', icon: Flame, className: 'bg-sage-700 text-white' },
  completed: { text: 'Completado', icon: CheckCircle2, className: 'bg-amber-100 text-amber-900' },
} as const;

/** A challenge card (02 §2.10): image, total days, name, short description and its badge. */
export function ChallengeCard({ challenge, status, href, compact = false }: Props) {
  const badge = status === 'available' ? null : BADGES[status];
  return (
    <Link
      to={href}
      className={`group flex h-full overflow-hidden ${compact ? 'flex-row sm:flex-col' : 'flex-col'} rounded-3xl bg-white shadow-sm ring-1 ring-sand-100 hover:shadow-md focus-visible:outline-2 focus-visible:outline-sage-600`}
    >
      <div
        className={`relative bg-sage-100 ${compact ? 'w-32 shrink-0 sm:w-auto sm:aspect-[4/3]' : 'aspect-[4/3]'}`}
      >
        <LazyImage
          url={challenge.imageUrl}
          context="challenge-card"
          className="h-full w-full object-cover transition-transform group-hover:scale-[1.02]"
        />
        {badge && (
          <span
            className={`absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${badge.className}`}
          >
            <badge.icon aria-hidden size={12} /> {badge.text}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="inline-flex items-center gap-1 text-sm text-ink-soft">
          <CalendarDays aria-hidden size={14} /> {countOf(challenge.totalDays, 'día', 'días')}
        </p>
        <h3 className={`font-display text-ink ${compact ? 'text-lg sm:text-xl' : 'text-xl'}`}>
          {challenge.name}
        </h3>
        {challenge.shortDesc && (
          <p className={`line-clamp-2 text-ink-soft ${compact ? 'text-sm sm:text-base' : ''}`}>
            {challenge.shortDesc}
          </p>
        )}
      </div>
    </Link>
  );
}
