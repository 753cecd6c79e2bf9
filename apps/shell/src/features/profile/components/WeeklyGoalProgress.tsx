import { weeklyGoalProgress, type PracticeStatsDto, type WeeklyGoal } from '@inhala/domain';

interface Props {
  goal: WeeklyGoal;
  stats: Pick<PracticeStatsDto, 'minutesThisWeek' | 'daysThisWeek'>;
}

/** '35 de 60 minutos esta semana' with its bar; met, it says so. */
export function WeeklyGoalProgress({ goal, stats }: Props) {
  const progress = weeklyGoalProgress(goal, { minutes: stats.minutesThisWeek, days: stats.daysThisWeek });
  return (
    <div className="space-y-2">
      <p className="text-ink">
        {progress.text}
        {progress.reached && <span className="font-semibold text-sage-800"> · ¡Meta cumplida!</span>}
      </p>
      <div
        role="progressbar"
        aria-label="Meta semanal"
        aria-valuemin={0}
        aria-valuemax={progress.target}
        aria-valuenow={Math.min(progress.done, progress.target)}
        aria-valuetext={progress.text}
        className="h-3 overflow-hidden rounded-full bg-sage-100"
      >
        <div className="h-full rounded-full bg-sage-600" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
