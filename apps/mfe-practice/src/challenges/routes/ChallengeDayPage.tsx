import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link, useParams, LoadingScreen, PageHeader, ProgressBar } from '@inhala/ui';
import {
  completedSectionsOf,
  isDayComplete,
  isDayEnabled,
  progressPercent,
  type ChallengeProgressView,
  type ChallengeView,
} from '@inhala/domain';
import { useChallengeDays, useSectionCompletions } from '../api/challenges';
import { routeNumber } from '../hooks/use-route-challenge';
import { ChallengeLoadError, ChallengeNotice } from '../components/ChallengeNotice';
import { DaySections } from '../components/DaySection';
import { JoinedChallenge } from '../components/JoinedChallenge';

/** /challenges/{id}/day/{dayNumber} (02 §2.10): one day's sections and the way to the next. */
export function ChallengeDayPage() {
  return (
    <JoinedChallenge loadingText="Cargando el día...">
      {(challenge, mine) => <DayBody challenge={challenge} mine={mine} />}
    </JoinedChallenge>
  );
}

function DayBody({ challenge, mine }: { challenge: ChallengeView; mine: ChallengeProgressView }) {
  const dayNumber = routeNumber(useParams()['dayNumber']);
  const days = useChallengeDays(challenge.id);
  const completions = useSectionCompletions(challenge.id, true);
  const tracker = `/challenges/${challenge.id}/track`;

  if (days.isPending || completions.isPending) return <LoadingScreen text="Cargando el día..." />;
  if (days.isError || completions.isError) {
    return <ChallengeLoadError onRetry={() => void Promise.all([days.refetch(), completions.refetch()])} />;
  }
  const total = days.data.length;
  const day = days.data.find((d) => d.dayNumber === dayNumber);
  if (!day) return <ChallengeNotice title="Día no encontrado" linkTo={tracker} linkText="Volver al reto" />;
  if (!isDayEnabled(day.dayNumber, mine.currentDay, mine.completedDays)) {
    return (
      <ChallengeNotice title="Este día aún no está disponible" linkTo={tracker} linkText="Volver al reto">
        Completa el día {mine.currentDay} para continuar.
      </ChallengeNotice>
    );
  }

  const done = completedSectionsOf(day.id, completions.data ?? []);
  const sections = day.sections.map((s) => s.number);
  const complete = isDayComplete(sections, done);
  const doneCount = sections.filter((n) => done.includes(n)).length;
  const dayLink = (n: number) => `/challenges/${challenge.id}/day/${n}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={`Día ${day.dayNumber}${day.moduleTitle ? `: ${day.moduleTitle}` : ''}`}
        subtitle={challenge.name}
        backTo={tracker}
      />

      {complete && (
        <div role="status" className="flex items-center gap-3 rounded-3xl bg-sage-700 p-5 text-white">
          <CheckCircle2 aria-hidden size={28} className="shrink-0" />
          <div>
            <p className="font-display text-xl">¡Día completado!</p>
            <p className="text-sage-50">Tu práctica de hoy ya cuenta para tu plantita.</p>
          </div>
        </div>
      )}

      <section aria-label="Progreso del día" className="space-y-2 rounded-3xl bg-white p-5 shadow-sm">
        <p className="font-medium text-ink">
          {doneCount}/{sections.length} secciones completadas
        </p>
        <ProgressBar
          percent={progressPercent(doneCount, sections.length)}
          label="Progreso del día"
          valueText={`${doneCount} de ${sections.length} secciones completadas`}
        />
      </section>

      {sections.length === 0 ? (
        <p className="rounded-3xl bg-white p-6 text-center text-ink-soft">
          Este día no tiene actividades: tómalo como un descanso.
        </p>
      ) : (
        <DaySections challengeId={challenge.id} challengeName={challenge.name} day={day} completed={done} />
      )}

      <nav
        aria-label="Días del reto"
        className="flex items-center justify-between gap-3 border-t border-sand-200 pt-6"
      >
        {day.dayNumber > 1 ? (
          <Link
            to={dayLink(day.dayNumber - 1)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-sage-300 bg-white px-5 text-sage-800 hover:bg-sage-50"
          >
            <ArrowLeft aria-hidden size={18} /> Día anterior
          </Link>
        ) : (
          <span />
        )}
        {day.dayNumber < total ? (
          complete ? (
            <Link
              to={dayLink(day.dayNumber + 1)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-sage-700 px-5 text-white hover:bg-sage-800"
            >
              Día siguiente <ArrowRight aria-hidden size={18} />
            </Link>
          ) : (
            <button
              type="button"
              disabled
              aria-describedby="siguiente-aviso"
              className="inline-flex min-h-11 cursor-not-allowed items-center gap-1 rounded-full bg-sage-300 px-5 text-white"
            >
              Día siguiente <ArrowRight aria-hidden size={18} />
            </button>
          )
        ) : (
          <Link
            to={tracker}
            className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-5 text-white hover:bg-sage-800"
          >
            Ver mi progreso
          </Link>
        )}
      </nav>
      {!complete && day.dayNumber < total && (
        <p id="siguiente-aviso" className="text-center text-sm text-ink-soft">
          Completa todas las secciones para pasar al día siguiente.
        </p>
      )}
    </div>
  );
}
