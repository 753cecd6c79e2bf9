import { Sprout } from 'lucide-react';
import { useSession, useStreak } from '@inhala/ui';
import { plantImageFor, usePlantImages } from '../api/plant-images';

/** The header chip (01 §2): the streak in days; it opens the plant's modal. */
export function StreakChip({ onOpen }: { onOpen: () => void }) {
  const { user } = useSession();
  const streak = useStreak(Boolean(user));
  if (!user) return null;
  const days = streak.data?.currentStreak ?? 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Tu racha: ${days} ${days === 1 ? 'día' : 'días'}. Ver tu plantita`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-sage-100 px-3 font-semibold text-sage-800 hover:bg-sage-200"
    >
      <Sprout aria-hidden size={18} />
      <span>{days}</span>
    </button>
  );
}

/** The sidebar's view of the plant (desktop): picture, stage name and the streak. */
export function StreakSidebarCard({ onOpen }: { onOpen: () => void }) {
  const { user } = useSession();
  const streak = useStreak(Boolean(user));
  const plants = usePlantImages();
  if (!user) return null;
  const plant = plantImageFor(plants.data, streak.data?.plantStage ?? 0);
  const days = streak.data?.currentStreak ?? 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="mt-6 flex items-center gap-3 rounded-2xl bg-sage-50 p-3 text-left hover:bg-sage-100"
    >
      <img src={plant.imagePath} alt="" width={48} height={48} className="h-12 w-12 rounded-xl" />
      <span>
        <span className="block text-sm font-semibold text-ink">Mi plantita</span>
        <span className="block text-xs text-ink-soft">
          {days} {days === 1 ? 'día' : 'días'} · {plant.name}
        </span>
      </span>
    </button>
  );
}
