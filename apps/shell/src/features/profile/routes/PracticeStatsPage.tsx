import { CalendarDays, Flame, Leaf, Sparkles, Timer, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Link, PageHeader, Skeleton } from '@inhala/ui';
import type { PracticeStatsDto } from '@inhala/domain';
import { usePracticeStats } from '../api/practice-stats';
import { PracticeCalendar } from '../components/PracticeCalendar';
import { WeeklyGoalSection } from '../components/WeeklyGoalSection';

const minutes = (n: number) => (n === 1 ? 'minuto' : 'minutos');
const days = (n: number) => (n === 1 ? 'día' : 'días');

/**
 * 'Mi práctica' (/profile/practica): the minutes meditated this week and in all, sessions,
 * rituals, the streaks, the 'Meta semanal' and the calendar of the last 12 weeks. Reached from the profile and from
 * the streak card; like the profile, only signed in.
 */
export function PracticeStatsPage() {
  const stats = usePracticeStats();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Mi práctica" subtitle="Tu camino, día a día" backTo="/profile" />
      {stats.data ? (
        <PracticeStats stats={stats.data} />
      ) : stats.isError ? (
        <section role="alert" className="space-y-3 rounded-3xl bg-white p-6 text-center shadow-sm">
          <p className="text-ink">No pudimos cargar tu práctica. Inténtalo de nuevo en un momento.</p>
          <Button variant="secondary" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            Reintentar
          </Button>
        </section>
      ) : (
        <div role="status" aria-label="Cargando tu práctica" className="space-y-4">
          <div className="grid grid-cols-2 gap-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
          <Skeleton className="h-56" />
        </div>
      )}
    </div>
  );
}

function PracticeStats({ stats }: { stats: PracticeStatsDto }) {
  const today = stats.days.at(-1)?.date ?? '';
  const nothingYet = stats.sessions === 0 && !stats.days.some((d) => d.practised);
  return (
    <>
      <dl aria-label="Tus cifras" className="grid grid-cols-2 gap-3">
        <Figure
          icon={<Timer size={18} />}
          label="Esta semana"
          value={stats.minutesThisWeek}
          unit={minutes(stats.minutesThisWeek)}
        />
        <Figure
          icon={<Sparkles size={18} />}
          label="En total"
          value={stats.minutesTotal}
          unit={minutes(stats.minutesTotal)}
        />
        <Figure icon={<Leaf size={18} />} label="Sesiones" value={stats.sessions} />
        <Figure
          icon={<CalendarDays size={18} />}
          label="Rituales completados"
          value={stats.ritualsCompleted}
        />
        <Figure
          icon={<Flame size={18} />}
          label="Racha actual"
          value={stats.currentStreak}
          unit={days(stats.currentStreak)}
        />
        <Figure
          icon={<Trophy size={18} />}
          label="Tu siembra más constante"
          value={stats.longestStreak}
          unit={days(stats.longestStreak)}
        />
      </dl>

      <WeeklyGoalSection stats={stats} />

      <section aria-labelledby="calendar-title" className="rounded-3xl bg-white p-5 shadow-sm">
        <h2 id="calendar-title" className="mb-3 font-display text-xl text-ink">
          Últimas 12 semanas
        </h2>
        {nothingYet ? (
          <div className="space-y-3 py-4 text-center">
            <p className="text-ink-soft">
              Aún no hay días de práctica. Cada meditación, ritual o día de reto irá llenando tu calendario.
            </p>
            <Link
              to="/meditaciones"
              className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-5 font-medium text-white hover:bg-sage-800"
            >
              Meditar ahora
            </Link>
          </div>
        ) : (
          <PracticeCalendar days={stats.days} today={today} />
        )}
      </section>
    </>
  );
}

function Figure({
  icon,
  label,
  value,
  unit,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  unit?: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-ink-soft">
        <span aria-hidden className="text-sage-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sage-900">
        <span className="font-display text-3xl">{value}</span>
        {unit && <span className="ml-1 text-sm">{unit}</span>}
      </dd>
    </div>
  );
}
