import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  EMAIL_PREFERENCE_HINTS,
  EMAIL_PREFERENCE_KINDS,
  EMAIL_PREFERENCE_LABELS,
  timeZoneLabel,
  validateEmailPreferences,
  type EmailPreferenceKind,
  type EmailPreferencesDto,
  type EmailPreferencesInput,
} from '@inhala/domain';
import { Button, messageOf, useToast } from '@inhala/ui';
import { PreferenceSwitch } from './PreferenceSwitch';

interface Props {
  preferences: EmailPreferencesDto;
  save: (input: EmailPreferencesInput) => Promise<EmailPreferencesDto>;
  /** From a mail's unsubscribe link: the kind the person asked to stop (confirmed with a button). */
  unsubscribeKind?: EmailPreferenceKind | null;
}

const SAVE_FAILED = 'No pudimos guardar tus preferencias. Inténtalo de nuevo.';

const inputOf = (p: EmailPreferencesDto): EmailPreferencesInput => ({
  news: p.news,
  angelMondays: p.angelMondays,
  reminders: p.reminders,
  reminderTime: p.reminderTime,
});

/**
 * The three kinds of mail a person can turn off (novedades, Angel Mondays, recordatorios) and the
 * local time of the daily reminder, saved together with 'Guardar'. Used on /profile ('Correos')
 * and on the page a mail's link opens.
 */
export function EmailPreferencesForm({ preferences, save, unsubscribeKind = null }: Props) {
  const toast = useToast();
  const timeId = useId();
  const [values, setValues] = useState<EmailPreferencesInput>(() => inputOf(preferences));
  const [timeError, setTimeError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [unsubscribed, setUnsubscribed] = useState(false);

  /** Saves `input`; `shown` says what the form shows afterwards (by default, what was saved). */
  async function store(
    input: EmailPreferencesInput,
    shown: (saved: EmailPreferencesInput, current: EmailPreferencesInput) => EmailPreferencesInput = (
      saved,
    ) => saved,
  ): Promise<boolean> {
    const problem = validateEmailPreferences(input);
    setTimeError(problem ?? null);
    if (problem) return false;
    setSaving(true);
    try {
      const saved = inputOf(await save({ ...input, reminderTime: input.reminderTime || null }));
      setValues((current) => shown(saved, current));
      return true;
    } catch (error) {
      toast({ title: 'No se guardó', description: messageOf(error, SAVE_FAILED), variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await store(values))
      toast({ title: 'Preferencias guardadas', description: 'Tus preferencias de correo están al día.' });
  }

  async function confirmUnsubscribe(kind: EmailPreferenceKind) {
    // What is saved, with that kind off: unsaved edits elsewhere on the form are not sent with
    // it, and stay on the form for 'Guardar'.
    if (
      await store({ ...inputOf(preferences), [kind]: false }, (_saved, current) => ({
        ...current,
        [kind]: false,
      }))
    ) {
      setUnsubscribed(true);
      toast({ title: 'Baja confirmada', description: `Ya no recibirás «${EMAIL_PREFERENCE_LABELS[kind]}».` });
    }
  }

  const set = (kind: EmailPreferenceKind, on: boolean) => {
    setValues((current) => ({ ...current, [kind]: on }));
    if (kind === 'reminders' && !on) setTimeError(null);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {unsubscribeKind && (
        <UnsubscribeConfirmation
          kind={unsubscribeKind}
          alreadyOff={!preferences[unsubscribeKind] && !unsubscribed}
          done={unsubscribed}
          busy={saving}
          onConfirm={() => void confirmUnsubscribe(unsubscribeKind)}
        />
      )}
      <div className="divide-y divide-sand-100">
        {EMAIL_PREFERENCE_KINDS.map((kind) => (
          <PreferenceSwitch
            key={kind}
            label={EMAIL_PREFERENCE_LABELS[kind]}
            hint={EMAIL_PREFERENCE_HINTS[kind]}
            checked={values[kind]}
            onChange={(on) => set(kind, on)}
            highlighted={kind === unsubscribeKind}
          />
        ))}
      </div>
      {values.reminders && (
        <div className="space-y-1 px-3">
          <label htmlFor={timeId} className="block text-sm font-medium text-ink">
            Hora del recordatorio
          </label>
          <input
            id={timeId}
            type="time"
            step={60}
            required
            value={values.reminderTime ?? ''}
            onChange={(event) => {
              setValues((current) => ({ ...current, reminderTime: event.target.value || null }));
              setTimeError(null);
            }}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={`${timeId}-zone${timeError ? ` ${timeId}-error` : ''}`}
            className="min-h-11 w-full max-w-40 rounded-xl border border-sand-200 bg-white px-3 text-ink focus:border-sage-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
          />
          <p id={`${timeId}-zone`} className="text-sm text-ink-soft">
            En tu zona horaria: {timeZoneLabel(preferences.timezone)}
          </p>
          {timeError && (
            <p id={`${timeId}-error`} role="alert" className="text-sm text-red-700">
              {timeError}
            </p>
          )}
        </div>
      )}
      <Button type="submit" block disabled={saving}>
        {saving ? 'Guardando...' : 'Guardar'}
      </Button>
    </form>
  );
}

function UnsubscribeConfirmation({
  kind,
  alreadyOff,
  done,
  busy,
  onConfirm,
}: {
  kind: EmailPreferenceKind;
  alreadyOff: boolean;
  done: boolean;
  busy: boolean;
  onConfirm: () => void;
}) {
  const label = EMAIL_PREFERENCE_LABELS[kind];
  // The button that had focus is gone once the baja is confirmed: focus moves to what replaced it.
  const confirmation = useRef<HTMLParagraphElement>(null);
  // Arriving from the mail's link, the question is what the person came for: read it first.
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) confirmation.current?.focus();
    else question.current?.focus();
  }, [done]);
  if (done || alreadyOff)
    return (
      <p
        ref={confirmation}
        role="status"
        tabIndex={-1}
        className="rounded-2xl bg-sage-50 p-4 text-sage-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sage-600"
      >
        {done ? `Listo: te diste de baja de «${label}».` : `Ya no recibes correos de «${label}».`} Puedes
        volver a activar estos correos aquí cuando quieras.
      </p>
    );
  return (
    <section aria-labelledby="unsubscribe-title" className="space-y-3 rounded-2xl bg-amber-50 p-4">
      <h2
        id="unsubscribe-title"
        ref={question}
        tabIndex={-1}
        className="font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-sage-600"
      >
        ¿Dejar de recibir «{label}»?
      </h2>
      <p className="text-sm text-ink-soft">Los demás correos seguirán como los tienes.</p>
      <Button variant="danger" onClick={onConfirm} disabled={busy}>
        Darse de baja
      </Button>
    </section>
  );
}
