import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { dayNumberMessage, type ChallengeDayInput } from '@inhala/domain';
import {
  ApiError,
  Button,
  Link,
  LoadingScreen,
  PageHeader,
  messageOf,
  useParams,
  useToast,
} from '@inhala/ui';
import { LoadError } from '../../shared/components/LoadError';
import { useDeleteWithUndo } from '../../shared/components/use-delete-with-undo';
import { challengeDayRemoval, challenges, useChallengeDay, usePutChallengeDay } from '../api/challenges';
import { ChallengeDayForm } from '../components/ChallengeDayForm';
import { TranscriptEditor } from '../../shared/components/TranscriptEditor';

const whole = (raw: string | undefined): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * /admin/challenges/{id}/days/{dayNumber}: one day of a challenge, written or not yet ('Sin
 * contenido' in the grid). Saving creates or replaces it; 'Eliminar día' offers 'Deshacer'.
 */
export function ChallengeDayPage() {
  const params = useParams();
  const challengeId = whole(params.id);
  const dayNumber = whole(params.dayNumber) ?? 0;
  const challenge = challenges.useItem(challengeId);
  const outOfRange = challenge.data ? dayNumberMessage(dayNumber, challenge.data.totalDays) : undefined;
  const day = useChallengeDay(challengeId ?? 0, dayNumber, Boolean(challenge.data && !outOfRange));
  const put = usePutChallengeDay(challengeId ?? 0, dayNumber);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const name = `${challenge.data?.name ?? 'Reto'} · Día ${dayNumber}`;
  const removal = useDeleteWithUndo(challengeDayRemoval(challengeId ?? 0, dayNumber), () => name);
  const challengeHref = `/admin/challenges/${challengeId ?? ''}`;

  if (challengeId === null || (challenge.error instanceof ApiError && challenge.error.status === 404))
    return (
      <>
        <PageHeader title="Día del reto" backTo="/admin/challenges" />
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          Este elemento no existe o ya fue eliminado.{' '}
          <Link to="/admin/challenges" className="text-sage-800 underline">
            Volver a los retos
          </Link>
        </p>
      </>
    );
  const failed = challenge.isError ? challenge : day.isError ? day : null;
  if (failed) return <LoadError query={failed} fallback="No pudimos cargar este día." />;
  if (!challenge.data) return <LoadingScreen text="Cargando..." />;
  const { totalDays } = challenge.data;
  if (outOfRange)
    return (
      <>
        <PageHeader title="Día no encontrado" subtitle={challenge.data.name} backTo={challengeHref} />
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          {outOfRange}.{' '}
          <Link to={challengeHref} className="text-sage-800 underline">
            Volver al reto
          </Link>
        </p>
      </>
    );
  if (day.isPending) return <LoadingScreen text="Cargando..." />;

  const save = async (input: ChallengeDayInput): Promise<boolean> => {
    setError(null);
    try {
      await put.mutateAsync(input);
      toast({ title: 'Guardado exitoso', description: `Se guardó «${name}».` });
      return true;
    } catch (reason) {
      setError(messageOf(reason, 'No se pudo guardar. Inténtalo de nuevo.'));
      return false;
    }
  };

  return (
    <>
      <PageHeader
        title={`Día ${dayNumber} de ${totalDays}`}
        subtitle={
          <>
            <Link to={challengeHref} className="text-sage-800 underline">
              {challenge.data.name}
            </Link>
            {day.data ? '' : ' · Sin contenido todavía'}
          </>
        }
        backTo={challengeHref}
      />
      <nav aria-label="Días del reto" className="mb-6 flex items-center justify-between gap-3">
        {dayNumber > 1 ? (
          <Link
            to={`${challengeHref}/days/${dayNumber - 1}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-sage-800 hover:bg-sage-50"
          >
            <ChevronLeft aria-hidden size={18} /> Día anterior
          </Link>
        ) : (
          <span />
        )}
        {dayNumber < totalDays && (
          <Link
            to={`${challengeHref}/days/${dayNumber + 1}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-sage-800 hover:bg-sage-50"
          >
            Día siguiente <ChevronRight aria-hidden size={18} />
          </Link>
        )}
      </nav>
      <ChallengeDayForm
        key={`${dayNumber}-${day.data?.updatedAt ?? 'nuevo'}`}
        dayNumber={dayNumber}
        day={day.data ?? null}
        save={save}
        pending={put.isPending}
        error={error}
      />
      {/* Each saved audio section's transcript, under the day's form (people read it under the player). */}
      {day.data?.sections.map((section, i) =>
        section.meta === 'audio' && section.audioPath ? (
          <TranscriptEditor
            key={i}
            path={`/api/admin/challenges/${challengeId}/days/${dayNumber}/sections/${i + 1}/transcript`}
            name={`la sección ${i + 1} de «${name}»`}
            headingId={`transcript-section-${i + 1}`}
            title={`Transcripción del audio · Sección ${i + 1}`}
          />
        ) : null,
      )}
      {day.data && (
        <div className="mt-10 border-t border-sage-200 pt-6">
          <Button
            variant="secondary"
            onClick={() => day.data && removal.ask(day.data)}
            className="text-red-700"
          >
            <Trash2 aria-hidden size={16} />
            Eliminar día
          </Button>
        </div>
      )}
      {removal.dialog}
    </>
  );
}
