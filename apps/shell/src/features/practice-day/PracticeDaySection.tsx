import { useId, useState, type FormEvent } from 'react';
import {
  DAY_ENDS_AT_HOURS,
  dayEndsAtLabel,
  formatCalendarDate,
  formatSpanishTime,
  isDayEndsAt,
  timeZoneLabel,
  type DayEndsAt,
} from '@inhala/domain';
import { Button, messageOf, useSession } from '@inhala/ui';

/**
 * 'Mi día termina a las' on /profile (issue 19): when the person's practice day ends. Chosen in a
 * select and saved with 'Guardar', so stepping through the options with the keyboard saves
 * nothing; a change that would cut the day under way short says until when it stays open.
 */
export function PracticeDaySection() {
  const { user, changePracticeDay } = useSession();
  const id = useId();
  const [chosen, setChosen] = useState<DayEndsAt | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const value = chosen ?? user.dayEndsAt;
  const hold =
    user.practiceDayHold && Date.parse(user.practiceDayHold.until) > Date.now() ? user.practiceDayHold : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (value === user?.dayEndsAt) return;
    setState('saving');
    setError(null);
    try {
      await changePracticeDay({ dayEndsAt: value });
      setChosen(null);
      setState('saved');
    } catch (failure) {
      setState('idle');
      setError(messageOf(failure, 'No se pudo guardar. Inténtalo de nuevo.'));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="font-display text-xl text-ink">
        Tu día de práctica
      </h2>
      <p id={`${id}-help`} className="mt-1 text-sm text-ink-soft">
        Si meditas después de medianoche, elige una hora más tarde: lo que practiques antes de esa hora cuenta
        para el día anterior, en tu racha y en tu planta.
      </p>
      <form onSubmit={(event) => void save(event)} className="mt-4">
        <label htmlFor={id} className="block font-medium text-ink">
          Mi día termina a las
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
          <select
            id={id}
            value={value}
            aria-describedby={`${id}-help ${id}-zone${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              const hour = Number(event.target.value);
              if (isDayEndsAt(hour)) setChosen(hour);
              setState('idle');
            }}
            className="min-h-11 w-full rounded-xl border border-sand-200 bg-white px-3 text-ink focus:border-sage-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600 sm:max-w-xs"
          >
            {DAY_ENDS_AT_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {dayEndsAtLabel(hour)}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" disabled={state === 'saving' || value === user.dayEndsAt}>
            {state === 'saving' ? 'Guardando...' : 'Guardar'}
          </Button>
        </div>
      </form>
      <p id={`${id}-zone`} className="mt-2 text-sm text-ink-soft">
        En tu zona horaria: {timeZoneLabel(user.timezone)}
      </p>
      {hold && (
        <p className="mt-2 rounded-2xl bg-sage-50 p-3 text-sm text-ink">
          Tu día del {formatCalendarDate(hold.day)} sigue abierto hasta las{' '}
          {formatSpanishTime(hold.until, user.timezone)}, para que el cambio no rompa tu racha. Después cuenta
          la nueva hora.
        </p>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-sage-800">
        {state === 'saved' ? 'Guardado' : ''}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
