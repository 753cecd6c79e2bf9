import {
  STREAK_BADGE_TEXTS,
  formatDayMonthYear,
  practiceDayOf,
  streakBadge,
  type PracticeDaySettings,
  type StreakView,
} from '@inhala/domain';
import { plantImageFor, usePlantImages } from '../api/plant-images';

const BADGE_STYLES = {
  active: 'bg-sage-100 text-sage-800',
  continue: 'bg-amber-100 text-amber-900',
  broken: 'bg-rose-100 text-rose-900',
  inactive: 'bg-sand-100 text-ink',
} as const;

/** 'Cosecha de Logros' (01 §2): the plant of today's stage and the three numbers behind it. */
export function StreakCard({ streak, person }: { streak: StreakView; person: PracticeDaySettings }) {
  const plants = usePlantImages();
  const plant = plantImageFor(plants.data, streak.plantStage);
  const badge = streakBadge(streak.lastCompletedDate, practiceDayOf(new Date(), person));
  const unit = (n: number) => (n === 1 ? 'día' : 'días');

  return (
    <section aria-labelledby="cosecha" className="rounded-3xl bg-sage-50 p-5">
      <h3 id="cosecha" className="font-display text-2xl text-ink">
        Cosecha de Logros
      </h3>
      <div className="mt-3 flex items-center gap-4">
        <img
          src={plant.imagePath}
          alt={`Tu plantita: ${plant.name}`}
          width={112}
          height={112}
          className="h-28 w-28 rounded-2xl"
          data-stage={plant.day}
        />
        <div>
          <p className="text-sm text-ink-soft">Etapa {plant.day + 1} de 12</p>
          <p className="font-semibold text-ink">{plant.name}</p>
          {plant.description && <p className="text-sm text-ink-soft">{plant.description}</p>}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center leading-tight">
        <div className="flex flex-col justify-between gap-1 rounded-2xl bg-white p-2 md:p-3">
          <dt className="text-xs text-ink-soft">Racha actual</dt>
          <dd className="text-sage-800">
            <span className="block font-display text-2xl" data-testid="racha-actual">
              {streak.currentStreak}
            </span>
            <span className="text-xs">{unit(streak.currentStreak)}</span>
          </dd>
        </div>
        <div className="flex flex-col justify-between gap-1 rounded-2xl bg-white p-2 md:p-3">
          <dt className="text-xs text-ink-soft">Tu siembra más constante</dt>
          <dd className="text-sage-800">
            <span className="block font-display text-2xl">{streak.longestStreak}</span>
            <span className="text-xs">{unit(streak.longestStreak)}</span>
          </dd>
        </div>
        <div className="flex flex-col justify-between gap-1 rounded-2xl bg-white p-2 md:p-3">
          <dt className="text-xs text-ink-soft">Última práctica</dt>
          <dd className="mt-1 text-xs font-semibold break-words text-ink sm:text-sm">
            {formatDayMonthYear(streak.lastCompletedDate) ?? '—'}
          </dd>
        </div>
      </dl>
      <p className={`mt-4 rounded-full px-4 py-2 text-center text-sm font-medium ${BADGE_STYLES[badge]}`}>
        {STREAK_BADGE_TEXTS[badge]}
      </p>
      <p className="mt-3 text-sm text-ink-soft">
        Si faltas un día a tu ritual diario o a tu reto, tu plantita vuelve a empezar desde cero.
      </p>
    </section>
  );
}
