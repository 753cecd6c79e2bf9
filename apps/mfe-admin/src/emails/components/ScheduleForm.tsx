import { useState, type FormEvent } from 'react';
import { EMAIL_MESSAGES, validateScheduledFor, type PendingEmailDto } from '@inhala/domain';
import { Button } from '@inhala/ui';
import { AdminTextField, FormError } from '../../shared/components/fields';
import { adminTimeZone, instantOf, nextHour } from './email-format';

/** 'Programar': a date and a time in the admin's own time zone. */
export function ScheduleForm({
  email,
  pending,
  onSchedule,
  onCancel,
}: {
  email: PendingEmailDto;
  pending: boolean;
  /** Resolves to the server's refusal, or null once scheduled. */
  onSchedule: (scheduledFor: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const first = nextHour();
  const [date, setDate] = useState(first.date);
  const [time, setTime] = useState(first.time);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = instantOf(date, time);
    const problem = at ? validateScheduledFor(at, new Date()) : EMAIL_MESSAGES.scheduleInvalid;
    setError(problem ?? null);
    if (problem || !at) return;
    setError(await onSchedule(at));
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Programar el correo de ${email.contentTitle}`}
      className="mt-4 space-y-4 border-t border-sage-100 pt-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminTextField
          label="Fecha de envío"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <AdminTextField
          label="Hora de envío"
          type="time"
          value={time}
          hint={`Hora de ${adminTimeZone()}.`}
          onChange={(e) => setTime(e.target.value)}
        />
      </div>
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Programando...' : 'Programar envío'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Volver
        </Button>
      </div>
    </form>
  );
}
