import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import {
  Link,
  useNavigate,
  Button,
  ConfirmDialog,
  PageHeader,
  ProgressBar,
  Skeleton,
  messageOf,
  useToast,
} from '@inhala/ui';
import {
  CHALLENGE_MESSAGES,
  completedDayCount,
  countOf,
  completedSectionsOf,
  progressPercent,
  type ChallengeProgressView,
  type ChallengeView,
} from '@inhala/domain';
import { useChallengeDays, useLeaveChallenge, useSectionCompletions } from '../api/challenges';
import { DayGrid } from '../components/DayGrid';
import { DaySections } from '../components/DaySection';
import { JoinedChallenge } from '../components/JoinedChallenge';

/** /challenge/{id}/track and /challenges/{id}/track (02 §2.10): progress, the days and today's practice. */
export function ChallengeTrackerPage() {
  return (
    <JoinedChallenge loadingText="Cargando tu progreso...">
      {(challenge, mine) => <TrackerBody challenge={challenge} mine={mine} />}
    </JoinedChallenge>
  );
}

function TrackerBody({ challenge, mine }: { challenge: ChallengeView; mine: ChallengeProgressView }) {
  const days = useChallengeDays(challenge.id);
  const completions = useSectionCompletions(challenge.id, true);
  const total = days.data?.length || challenge.totalDays;
  const done = completedDayCount(mine.completedDays, total);
  const today = days.data?.find((d) => d.dayNumber === mine.currentDay);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={challenge.name}
        subtitle={mine.isCompleted ? 'Reto completado' : `Día ${mine.currentDay} de ${total}`}
        backTo="/challenges"
      />

      <section aria-labelledby="reto-progreso" className="space-y-3 rounded-3xl bg-white p-5 shadow-sm">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="reto-progreso" className="font-display text-xl text-ink">
            Tu progreso
          </h2>
          <p className="font-medium text-ink">
            {done}/{countOf(total, 'día completado', 'días completados')}
          </p>
        </div>
        <ProgressBar
          percent={progressPercent(done, total)}
          label="Progreso del reto"
          valueText={`${done} de ${countOf(total, 'día completado', 'días completados')}`}
        />
        <DayGrid
          challengeId={challenge.id}
          totalDays={total}
          currentDay={mine.currentDay}
          completedDays={mine.completedDays}
        />
      </section>

      {mine.isCompleted ? (
        <Congratulations challenge={challenge} />
      ) : (
        <section aria-labelledby="reto-hoy" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="reto-hoy" className="font-display text-2xl text-ink">
              Día {mine.currentDay}
              {today?.moduleTitle ? `: ${today.moduleTitle}` : ''}
            </h2>
            <Link
              to={`/challenges/${challenge.id}/day/${mine.currentDay}`}
              className="inline-flex min-h-11 items-center font-medium text-sage-800 underline"
            >
              Abrir día {mine.currentDay}
            </Link>
          </div>
          {days.isPending || completions.isPending ? (
            <Skeleton className="h-64" />
          ) : today ? (
            <DaySections
              challengeId={challenge.id}
              day={today}
              completed={completedSectionsOf(today.id, completions.data ?? [])}
            />
          ) : (
            <p role="alert" className="text-ink-soft">
              No pudimos cargar las secciones de este día.
            </p>
          )}
        </section>
      )}

      {mine.isActive && !mine.isCompleted && <LeaveChallenge challengeId={challenge.id} />}
    </div>
  );
}

function Congratulations({ challenge }: { challenge: ChallengeView }) {
  return (
    <section
      aria-labelledby="reto-felicidades"
      className="space-y-4 rounded-3xl bg-gradient-to-br from-sage-100 to-amber-50 p-6 text-center shadow-sm"
    >
      <PartyPopper aria-hidden size={40} className="mx-auto text-sage-800" />
      <h2 id="reto-felicidades" className="font-display text-3xl text-ink">
        ¡Felicidades!
      </h2>
      <p className="text-lg text-ink">
        Completaste {countOf(challenge.totalDays, 'día', 'días')} de «{challenge.name}». Tus reflexiones te
        esperan en tu diario.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/journal"
          className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-6 text-white hover:bg-sage-800"
        >
          Ver mi diario
        </Link>
        <Link
          to="/challenges"
          className="inline-flex min-h-11 items-center rounded-full border border-sage-300 bg-white px-6 text-sage-800 hover:bg-sage-50"
        >
          Explorar más retos
        </Link>
      </div>
    </section>
  );
}

function LeaveChallenge({ challengeId }: { challengeId: number }) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveChallenge(challengeId);
  const navigate = useNavigate();
  const toast = useToast();

  function confirm() {
    leave.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast({
          title: 'Saliste del reto',
          description: 'Tu progreso queda guardado por si quieres volver.',
        });
        void navigate('/challenges');
      },
      onError: (error) => {
        setAsking(false);
        toast({
          title: CHALLENGE_MESSAGES.leaveFailed,
          description: messageOf(error, 'Inténtalo de nuevo.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <div className="border-t border-sand-200 pt-6 text-center">
      <Button variant="ghost" onClick={() => setAsking(true)}>
        Abandonar reto
      </Button>
      <ConfirmDialog
        open={asking}
        title="¿Abandonar el reto?"
        message="Tu progreso queda guardado: si vuelves a unirte, continuarás donde lo dejaste."
        confirmText={leave.isPending ? 'Saliendo...' : 'Abandonar'}
        pending={leave.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
