import { ArrowRight, Mountain } from 'lucide-react';
import { Link, ProgressBar } from '@inhala/ui';
import {
  completedDayCount,
  countOf,
  progressPercent,
  type ActiveChallengeView,
  type ChallengeView,
} from '@inhala/domain';

/**
 * First on home (01 §2, 02 §2.5): the active challenge with its completed days over its total
 * and the way to today's day. Nothing when there is no active challenge.
 */
export function ActiveChallengeBanner({
  active,
  challenges,
}: {
  active: ActiveChallengeView | null | undefined;
  challenges: readonly ChallengeView[];
}) {
  const challenge = active ? challenges.find((c) => c.id === active.challengeId) : undefined;
  if (!active || !challenge) return null;
  const done = completedDayCount(active.completedDays, challenge.totalDays);
  return (
    <section
      aria-labelledby="home-reto-activo"
      className="rounded-3xl bg-sage-800 p-5 text-white shadow-sm md:p-6"
    >
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/15"
        >
          <Mountain size={24} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-sage-100">Tu reto activo</p>
          <h2 id="home-reto-activo" className="font-display text-2xl">
            {challenge.name}
          </h2>
        </div>
        <p
          className="font-semibold"
          aria-label={`${done} de ${countOf(challenge.totalDays, 'día completado', 'días completados')}`}
        >
          {done}/{challenge.totalDays}
        </p>
      </div>
      <ProgressBar
        percent={progressPercent(done, challenge.totalDays)}
        label={`Progreso de ${challenge.name}`}
        valueText={`${done} de ${countOf(challenge.totalDays, 'día completado', 'días completados')}`}
        tone="inverse"
        className="mt-4"
      />
      <Link
        to={`/challenges/${challenge.id}/day/${active.currentDay}`}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-medium text-sage-900 hover:bg-sage-50"
      >
        Ir a día {active.currentDay} <ArrowRight aria-hidden size={18} />
      </Link>
    </section>
  );
}
