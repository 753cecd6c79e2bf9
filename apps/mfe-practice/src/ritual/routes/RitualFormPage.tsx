import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, Skeleton, ritualKeys, ritualTodayQuery, useContent, useToast } from '@inhala/ui';
import {
  RITUAL_AUTO_ADVANCE_MS,
  RITUAL_DURATIONS,
  RITUAL_MIN_CREATION_MS,
  RITUAL_STYLES,
  RITUAL_STYLE_DETAILS,
  RITUAL_VERIFY_REDIRECT_MS,
  capitalise,
  completedSteps,
  isUniverseIntention,
  orderIntentions,
  ritualChoiceError,
  type CreateRitualResponse,
  type RitualChoice,
  type RitualView,
} from '@inhala/domain';
import { createRitual } from '../api/ritual';
import { BreathingScreen } from '../components/BreathingScreen';
import { intentionIcon } from '../components/intention-icons';
import { SubscriberAccess } from '../../shared/SubscriberAccess';
import { StepIndicator } from '../components/StepIndicator';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** One ritual a day (02 §4.2): what the wizard says when the day already has one. */
export const RITUAL_EXISTS = {
  title: 'Ya tienes tu ritual de hoy',
  /** Opening the wizard on such a day. */
  opened: 'Te llevamos al ritual que empezaste hoy.',
  /** Finishing the wizard on such a day (another tab or device was quicker). */
  kept: 'Hoy ya habías creado uno, así que tus nuevas elecciones no se aplicaron. Aquí lo tienes.',
} as const;

/**
 * /form and /ritual-form: 'Crea tu Ritual Diario' in three steps (02 §2.2, §4.1-§4.2). A day
 * that already has its ritual does not offer a second one: the wizard says so and opens it.
 */
export function RitualFormPage() {
  return (
    <SubscriberAccess visitorsHomeWithPaywall>
      <RitualWizard />
    </SubscriberAccess>
  );
}

type Phase = { kind: 'choosing' } | { kind: 'creating'; message: string | null };

function RitualWizard() {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const content = useContent();
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<Partial<RitualChoice>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const advance = useRef<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Read afresh on every visit: the cache may predate a ritual made in another tab or device.
  const today = useQuery({ ...ritualTodayQuery(true), refetchOnMount: 'always' });
  // Only the fresh answer decides: a cached one may be yesterday's, in an app left open overnight.
  const existing = phase.kind === 'choosing' && !today.isFetching ? today.data : null;

  useEffect(() => {
    if (!existing) return;
    toast({ title: RITUAL_EXISTS.title, description: RITUAL_EXISTS.opened });
    void navigate('/ritual', { replace: true });
  }, [existing, navigate, toast]);

  useEffect(
    () => () => {
      if (advance.current) window.clearTimeout(advance.current);
    },
    [],
  );
  useEffect(() => heading.current?.focus(), [step]);

  const done = completedSteps(choice);

  async function submit(final: Partial<RitualChoice>) {
    const invalid = ritualChoiceError(final);
    if (invalid) {
      toast({ title: 'Falta un paso', description: invalid, variant: 'destructive' });
      return;
    }
    const { intention, duration, style } = final as RitualChoice;
    setPhase({ kind: 'creating', message: null });
    // The breathing screen stays at least 5 s, while the ritual is created (02 §4.2).
    const minimum = wait(RITUAL_MIN_CREATION_MS);
    let answer: CreateRitualResponse;
    try {
      answer = await createRitual({ intention, duration, style });
    } catch {
      await minimum;
      setPhase({ kind: 'choosing' });
      toast({
        title: 'Error al crear ritual',
        description: 'Hubo un problema al crear tu ritual. Por favor, inténtalo de nuevo.',
        variant: 'destructive',
      });
      return;
    }
    if (!answer.created) {
      // The day's ritual was already there, unchanged: say so and open it, without the wait.
      const { created: _created, ...ritual } = answer;
      queryClient.setQueryData<RitualView | null>(ritualKeys.today, ritual);
      toast({ title: RITUAL_EXISTS.title, description: RITUAL_EXISTS.kept });
      void navigate('/ritual', { replace: true });
      return;
    }
    await minimum;
    try {
      // Verified with a fresh read, whatever the cache holds from home (02 §4.2).
      const ritual = await queryClient.fetchQuery({ ...ritualTodayQuery(true), staleTime: 0 });
      if (!ritual) throw new Error('missing');
      void navigate('/ritual', { replace: true });
    } catch {
      setPhase({
        kind: 'creating',
        message: 'El ritual se creó pero no se pudo verificar. Por favor, revisa la página de ritual.',
      });
      await wait(RITUAL_VERIFY_REDIRECT_MS);
      void navigate('/ritual', { replace: true });
    }
  }

  function pick(patch: Partial<RitualChoice>) {
    const next = { ...choice, ...patch };
    setChoice(next);
    if (advance.current) window.clearTimeout(advance.current);
    advance.current = window.setTimeout(() => {
      if (step < 2) setStep(step + 1);
      else void submit(next);
    }, RITUAL_AUTO_ADVANCE_MS);
  }

  function back() {
    if (advance.current) window.clearTimeout(advance.current);
    if (step === 0) void navigate('/');
    else setStep(step - 1);
  }

  if (phase.kind === 'creating') return <BreathingScreen message={phase.message} />;

  const loading = content.isPending || today.isLoading || Boolean(existing);
  const intentions = orderIntentions(content.data?.keywords ?? []);

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-2">
      <button
        type="button"
        onClick={back}
        className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm text-sage-800 hover:bg-sage-100"
      >
        <ArrowLeft aria-hidden size={16} /> Volver
      </button>
      <h1 className="text-center font-display text-3xl text-ink md:text-4xl">Crea tu Ritual Diario</h1>
      <StepIndicator current={step} done={done} />

      {step === 0 && (
        <section aria-labelledby="paso-intencion" className="space-y-4">
          <h2
            id="paso-intencion"
            ref={heading}
            tabIndex={-1}
            className="text-center font-display text-2xl text-ink outline-none"
          >
            ¿Cuál es tu intención para hoy?
          </h2>
          {loading ? (
            <div
              role="status"
              aria-label="Cargando intenciones"
              className="grid grid-cols-2 gap-3 md:grid-cols-3"
            >
              {Array.from({ length: 9 }, (_, i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
          ) : intentions.length === 0 ? (
            <p className="text-center text-ink-soft">
              Aún no hay intenciones disponibles. Vuelve a intentarlo en un momento.
            </p>
          ) : (
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
              {intentions.map((k) => {
                const Icon = intentionIcon(k.name);
                const universe = isUniverseIntention(k.name);
                const selected = choice.intention === k.name;
                return (
                  <button
                    key={k.id}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => pick({ intention: k.name })}
                    className={`flex min-h-16 items-center gap-3 rounded-2xl border p-3 text-left transition-colors ${universe ? 'col-span-2 border-amber-300 bg-gradient-to-r from-amber-50 to-sage-50 md:col-span-3' : 'border-sage-200 bg-white'} ${selected ? 'ring-2 ring-sage-600' : 'hover:bg-sage-50'}`}
                  >
                    <Icon aria-hidden size={22} className={universe ? 'text-amber-600' : 'text-sage-700'} />
                    <span className="font-medium text-ink">{capitalise(k.name)}</span>
                  </button>
                );
              })}
            </div>
          )}
        </section>
      )}

      {step === 1 && (
        <section aria-labelledby="paso-tiempo" className="space-y-4">
          <h2
            id="paso-tiempo"
            ref={heading}
            tabIndex={-1}
            className="text-center font-display text-2xl text-ink outline-none"
          >
            ¿Cuánto tiempo tienes hoy?
          </h2>
          <div className="grid gap-3 md:grid-cols-2">
            {RITUAL_DURATIONS.map((d) => (
              <button
                key={d.minutes}
                type="button"
                aria-pressed={choice.duration === d.minutes}
                onClick={() => pick({ duration: d.minutes })}
                className={`flex min-h-16 flex-col items-start rounded-2xl border border-sage-200 bg-white p-4 text-left ${choice.duration === d.minutes ? 'ring-2 ring-sage-600' : 'hover:bg-sage-50'}`}
              >
                <span className="font-semibold text-ink">{d.title}</span>
                <span className="text-sm text-ink-soft">{d.label}</span>
              </button>
            ))}
          </div>
        </section>
      )}

      {step === 2 && (
        <section aria-labelledby="paso-estilo" className="space-y-4">
          <h2
            id="paso-estilo"
            ref={heading}
            tabIndex={-1}
            className="text-center font-display text-2xl text-ink outline-none"
          >
            ¿Cómo quieres meditar hoy?
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {RITUAL_STYLES.map((style) => (
              <button
                key={style}
                type="button"
                aria-pressed={choice.style === style}
                onClick={() => pick({ style })}
                className={`flex min-h-36 flex-col justify-end rounded-3xl p-6 text-left ${style === 'Pasiva' ? 'bg-gradient-to-br from-sage-200 to-sage-100' : 'bg-gradient-to-br from-amber-100 to-sand-100'} ${choice.style === style ? 'ring-2 ring-sage-700' : 'hover:brightness-[0.98]'}`}
              >
                <span className="font-display text-3xl text-ink">{style}</span>
                <span className="mt-1 text-sm text-ink-soft">{RITUAL_STYLE_DETAILS[style]}</span>
              </button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
