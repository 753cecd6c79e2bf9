import { CheckCircle2, Circle } from 'lucide-react';
import {
  Link,
  LoadingScreen,
  OracleWidget,
  PageHeader,
  usePendingWrites,
  useRitualToday,
  useSession,
} from '@inhala/ui';
import { formatCalendarLongDate, ritualStepFlags, completedStepCount, type RitualView } from '@inhala/domain';
import { SubscriberAccess } from '../../shared/SubscriberAccess';
import {
  reflectionPending,
  useCompletedRitualCount,
  useRefreshAfterRitualDraw,
  withPendingChanges,
} from '../api/ritual';
import { RitualJournalCard } from '../components/RitualJournalCard';
import { RitualMeditationCard } from '../components/RitualMeditationCard';

/** /ritual, 'Mi Ritual del Día' (02 §2.3). */
export function RitualPage() {
  return (
    <SubscriberAccess>
      <TodayRitual />
    </SubscriberAccess>
  );
}

function TodayRitual() {
  const { user } = useSession();
  const ritual = useRitualToday(Boolean(user));
  const count = useCompletedRitualCount(Boolean(user));
  const refreshAfterDraw = useRefreshAfterRitualDraw();
  const waiting = usePendingWrites();

  if (ritual.isPending) return <LoadingScreen text="Cargando tu ritual..." />;
  if (ritual.isError) {
    return (
      <section className="mx-auto max-w-md space-y-4 py-10 text-center">
        <h1 className="font-display text-3xl text-ink">Mi Ritual del Día</h1>
        <p role="alert" className="text-ink-soft">
          No pudimos cargar tu ritual. Revisa tu conexión e inténtalo de nuevo.
        </p>
        <button
          type="button"
          onClick={() => void ritual.refetch()}
          className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-5 text-white hover:bg-sage-800"
        >
          Reintentar
        </button>
      </section>
    );
  }
  if (!ritual.data) {
    return (
      <section className="mx-auto max-w-md space-y-4 py-10 text-center">
        <h1 className="font-display text-3xl text-ink">Aún no has creado tu ritual de hoy</h1>
        <p className="text-ink-soft">
          Elige tu intención, tu tiempo y tu estilo: preparamos una meditación, una reflexión y una carta de
          los Arcángeles para ti.
        </p>
        <Link
          to="/form"
          className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-6 text-white hover:bg-sage-800"
        >
          Crear Mi Ritual
        </Link>
      </section>
    );
  }

  // What was done offline shows as done until the server has it.
  const today = withPendingChanges(ritual.data, waiting);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Mi Ritual del Día"
        subtitle={<span className="first-letter:uppercase">{formatCalendarLongDate(today.date)}</span>}
        backTo="/"
      />
      <ProgressPanel ritual={today} completedRituals={count.data} />
      {/* minmax(0, 1fr): a wide player row shrinks with the screen instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2">
        <RitualMeditationCard ritual={today} />
        <RitualJournalCard ritual={today} pending={reflectionPending(today, waiting)} />
      </div>
      <OracleWidget context="ritual" signedIn enabled onDrawn={refreshAfterDraw} />
    </div>
  );
}

function ProgressPanel({
  ritual,
  completedRituals,
}: {
  ritual: RitualView;
  completedRituals: number | undefined;
}) {
  const flags = ritualStepFlags(ritual);
  const steps = [
    ['Meditación', flags.meditation],
    ['Diario', flags.journal],
    ['Oráculo', flags.oracle],
  ] as const;
  return (
    <section aria-labelledby="progreso-ritual" className="rounded-3xl bg-white p-5 shadow-sm">
      <h2 id="progreso-ritual" className="sr-only">
        Tu progreso de hoy
      </h2>
      <ul className="grid grid-cols-3 gap-2">
        {steps.map(([label, done]) => (
          <li
            key={label}
            className={`flex flex-col items-center gap-1 rounded-2xl p-3 text-center ${done ? 'bg-sage-100 text-sage-900' : 'bg-sand-50 text-ink-soft'}`}
          >
            {done ? <CheckCircle2 aria-hidden size={24} /> : <Circle aria-hidden size={24} />}
            <span className="text-sm font-medium">{label}</span>
            <span className="sr-only">{done ? 'completado' : 'pendiente'}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center font-medium text-ink">
        Pasos completados: {completedStepCount(ritual)}/3
      </p>
      {ritual.completed && (
        <p className="mt-1 text-center text-sage-800">
          ¡Completaste tu ritual de hoy! Tu plantita creció un poco más.
        </p>
      )}
      {completedRituals !== undefined && (
        <p className="mt-1 text-center text-sm text-ink-soft">
          Rituales completados: <span className="font-semibold">{completedRituals}</span>
        </p>
      )}
    </section>
  );
}
