import { useId, useState } from 'react';
import {
  DAY_ENDS_AT_HOURS,
  dayEndsAtLabel,
  formatSpanishDate,
  formatSpanishTime,
  isDayEndsAt,
  timeZoneLabel,
} from '@inhala/domain';
import { messageOf, useSession } from '@inhala/ui';

/**
 * 'Mi día termina a las' on /profile (issue 19): when the person's practice day ends. Saved as soon
 * as it is chosen; a change that would cut the day under way short says until when it stays open.
 */
export function PracticeDaySection() {
  const { user, changePracticeDay } = useSession();
  const selectId = useId();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const hold = user.practiceDayHold;

  async function choose(value: number) {
    if (!isDayEndsAt(value)) return;
    setState('saving');
    setError(null);
    try {
      await changePracticeDay({ dayEndsAt: value });
      setState('saved');
    } catch (failure) {
      setState('idle');
      setError(messageOf(failure, 'No se pudo guardar. Inténtalo de nuevo.'));
    }
  }

  return (
    <section aria-labelledby={`${selectId}-title`} className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id={`${selectId}-title`} className="font-display text-xl text-ink">
        Tu día de práctica
      </h2>
      <p id={`${selectId}-help`} className="mt-1 text-sm text-ink-soft">
        Si meditas después de medianoche, elige una hora más tarde: lo que practiques antes de esa hora cuenta
        para el día anterior, en tu racha y en tu planta.
      </p>
      <label htmlFor={selectId} className="mt-4 block font-medium text-ink">
        Mi día termina a las
      </label>
      <select
        id={selectId}
        value={user.dayEndsAt}
        disabled={state === 'saving'}
        aria-describedby={`${selectId}-help ${selectId}-zone`}
        onChange={(event) => void choose(Number(event.target.value))}
        className="mt-2 min-h-11 w-full rounded-xl border border-sand-200 bg-white px-3 text-ink focus:border-sage-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600 sm:max-w-xs"
      >
        {DAY_ENDS_AT_HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {dayEndsAtLabel(hour)}
          </option>
        ))}
      </select>
      <p id={`${selectId}-zone`} className="mt-2 text-sm text-ink-soft">
        En tu zona horaria: {timeZoneLabel(user.timezone)}
      </p>
      {hold && (
        <p className="mt-2 rounded-2xl bg-sage-50 p-3 text-sm text-ink">
          Tu día del {formatSpanishDate(`${hold.day}T12:00:00Z`)} sigue abierto hasta las{' '}
          {formatSpanishTime(hold.until, user.timezone)}, para que el cambio no rompa tu racha. Después cuenta
          la nueva hora.
        </p>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-sage-800">
        {state === 'saving' ? 'Guardando...' : state === 'saved' ? 'Guardado' : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
