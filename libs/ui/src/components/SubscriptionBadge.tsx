import type { ProfileBadge } from '@inhala/domain';

const BADGE_STYLES = {
  none: 'bg-sand-100 text-ink-soft',
  trial: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-red-100 text-red-800',
  active: 'bg-sage-100 text-sage-900',
} as const;

/** The subscription state as a coloured label (02 §4.9): on the profile and the plan screen. */
export function SubscriptionBadge({ badge, className = '' }: { badge: ProfileBadge; className?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${BADGE_STYLES[badge.tone]} ${className}`}
    >
      {badge.label}
    </span>
  );
}
