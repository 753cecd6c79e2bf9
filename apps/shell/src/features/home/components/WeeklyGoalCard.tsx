import { useQuery } from '@tanstack/react-query';
import { Link } from '@inhala/ui';
import { practiceStatsQuery } from '../../profile/api/practice-stats';
import { WeeklyGoalProgress } from '../../profile/components/WeeklyGoalProgress';

/**
 * Home's 'Meta semanal' for a signed-in person who has set one: the week so far, and the way to
 * 'Mi práctica'. Without a goal (or signed out) it takes no room.
 */
export function WeeklyGoalCard({ signedIn }: { signedIn: boolean }) {
  const stats = useQuery({ ...practiceStatsQuery, enabled: signedIn });
  const goal = stats.data?.weeklyGoal;
  if (!signedIn || !stats.data || !goal) return null;
  return (
    <section aria-labelledby="home-weekly-goal" className="space-y-3 rounded-3xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-weekly-goal" className="font-display text-2xl text-ink">
          Meta semanal
        </h2>
        <Link
          to="/profile/practica"
          className="text-sm font-medium text-sage-800 underline-offset-4 hover:underline"
        >
          Ver mi práctica
        </Link>
      </div>
      <WeeklyGoalProgress goal={goal} stats={stats.data} />
    </section>
  );
}
