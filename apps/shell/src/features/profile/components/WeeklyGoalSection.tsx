import { Target } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  WEEKLY_GOAL_DEFAULTS,
  WEEKLY_GOAL_LIMITS,
  weeklyGoalMessage,
  type PracticeStatsDto,
  type WeeklyGoalKind,
} from '@inhala/domain';
import { Button, messageOf, useToast } from '@inhala/ui';
import { useClearWeeklyGoal, useSaveWeeklyGoal } from '../api/weekly-goal';
import { WeeklyGoalProgress } from './WeeklyGoalProgress';

const KINDS: Array<{ kind: WeeklyGoalKind; label: string; field: string }> = [
  { kind: 'minutes', label: 'Minutos a la semana', field: 'Minutos por semana' },
  { kind: 'days', label: 'Días con práctica', field: 'Días por semana' },
];

/**
 * 'Meta semanal' in 'Mi práctica': the week's progress against the person's goal, or the form
 * that sets it (minutes, or days with any practice). Beside the streak, it forgives a missed day.
 */
export function WeeklyGoalSection({ stats }: { stats: PracticeStatsDto }) {
  const goal = stats.weeklyGoal;
  const [editing, setEditing] = useState(false);
  const clear = useClearWeeklyGoal();
  const toast = useToast();
  // The button or form that had the focus goes away: the section's heading takes it.
  const heading = useRef<HTMLHeadingElement>(null);
  const backToHeading = () => requestAnimationFrame(() => heading.current?.focus());
  const closeEditor = () => {
    setEditing(false);
    backToHeading();
  };

  async function remove() {
    try {
      await clear.mutateAsync();
      backToHeading();
      toast({ title: 'Meta quitada', description: 'Puedes ponerte otra cuando quieras.' });
    } catch (error) {
      toast({
        title: 'No se quitó la meta',
        description: messageOf(error, 'Inténtalo de nuevo en un momento.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby="weekly-goal-title" className="space-y-4 rounded-3xl bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2">
        <Target aria-hidden size={20} className="text-sage-700" />
        <h2
          id="weekly-goal-title"
          ref={heading}
          tabIndex={-1}
          className="font-display text-xl text-ink focus:outline-none"
        >
          Meta semanal
        </h2>
      </div>
      {goal && !editing ? (
        <>
          <WeeklyGoalProgress goal={goal} stats={stats} />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Cambiar meta
            </Button>
            <Button variant="ghost" onClick={() => void remove()} disabled={clear.isPending}>
              Quitar meta
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-ink-soft">
            Una meta más amable que la racha: si un día no practicas, no pierdes nada mientras aún puedas
            cumplirla esta semana.
          </p>
          <WeeklyGoalForm
            initial={goal ?? { kind: 'minutes', target: WEEKLY_GOAL_DEFAULTS.minutes }}
            focusFirst={editing}
            onDone={closeEditor}
            onCancel={goal ? closeEditor : undefined}
          />
        </>
      )}
    </section>
  );
}

function WeeklyGoalForm({
  initial,
  focusFirst,
  onDone,
  onCancel,
}: {
  initial: { kind: WeeklyGoalKind; target: number };
  /** Opened by 'Cambiar meta', which is gone: the chosen measure takes the focus. */
  focusFirst: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<WeeklyGoalKind>(initial.kind);
  const [target, setTarget] = useState(String(initial.target));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveWeeklyGoal();
  const toast = useToast();
  const field = KINDS.find((k) => k.kind === kind)!;
  const { min, max } = WEEKLY_GOAL_LIMITS[kind];

  function choose(next: WeeklyGoalKind) {
    setKind(next);
    setTarget(String(WEEKLY_GOAL_DEFAULTS[next]));
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const goal = { kind, target: Number(target.trim() === '' ? NaN : target) };
    const message = weeklyGoalMessage(goal);
    setProblem(message);
    if (message) return;
    try {
      await save.mutateAsync(goal);
      toast({ title: 'Meta guardada', description: 'La verás cada semana en tu inicio y aquí.' });
      onDone();
    } catch (error) {
      setProblem(messageOf(error, 'No se pudo guardar tu meta. Inténtalo de nuevo.'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">¿Cómo quieres medirla?</legend>
        <div className="flex flex-wrap gap-3">
          {KINDS.map((option) => (
            <label
              key={option.kind}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-200 px-4 has-[:checked]:border-sage-600 has-[:checked]:bg-sage-50"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={option.kind}
                checked={kind === option.kind}
                /* replaces the 'Cambiar meta' button just pressed */
                autoFocus={focusFirst && option.kind === initial.kind}
                onChange={() => choose(option.kind)}
                className="accent-sage-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${id}-target`} className="block text-sm font-medium text-ink">
          {field.field}
        </label>
        <input
          id={`${id}-target`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          className="min-h-11 w-full max-w-40 rounded-xl border border-sand-200 bg-white px-3 text-ink focus:border-sage-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
        />
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          Entre {min} y {max}.
        </p>
        {problem && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          Guardar meta
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
