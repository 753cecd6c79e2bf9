import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ORACLE_BACK_CARDS,
  ORACLE_LOCK_RELEASE_MS,
  ORACLE_SELECTION_DELAY_MS,
  REVEAL_TIMELINE,
  type OracleContext,
  type RevealPhase,
} from '@inhala/domain';
import { useDrawOracleCard, useOracleToday } from '../api/oracle';
import { RevealedOracleCard } from './RevealedOracleCard';
import { useToast } from '../toast/Toaster';
import { Skeleton } from './feedback';
import { useNetworkStatus } from '../offline/network-status';
import { NetworkError } from '../offline/offline-error';

/** Drawing a card is decided by the server, once a day: it cannot be done offline (issue 18). */
export const ORACLE_NEEDS_NETWORK =
  'Sacar tu carta del día necesita conexión a internet. Inténtalo cuando vuelvas a estar en línea.';

interface Props {
  context: OracleContext;
  /** False for a visitor: the backs are shown and lead to the oracle's conversion page. */
  signedIn: boolean;
  /** The ritual's card is read only once the ritual exists (02 §7). */
  enabled?: boolean;
  /** After a draw: the ritual screen refreshes what the draw completes (its oracle step). */
  onDrawn?: () => void;
}

/**
 * 6 backs shown twice, so the carousel never looks empty at its ends (02: "6 back cards,
 * duplicated in a carousel"). The copy is decoration: a tap on it draws like the original, but
 * screen readers and the keyboard meet each back once ('Carta 1' … 'Carta 6'), not twice.
 */
const BACKS = Array.from({ length: ORACLE_BACK_CARDS * 2 }, (_, i) => i);

/**
 * The daily oracle card: pick one of the backs; after 200 ms the draw is made, then the card
 * flips through the spec's reveal timeline (300/800/1000 ms) and stays for the rest of the day.
 */
export function OracleWidget({ context, signedIn, enabled = true, onDrawn }: Props) {
  const navigate = useNavigate();
  const toast = useToast();
  const today = useOracleToday(context, signedIn && enabled);
  const draw = useDrawOracleCard(context, onDrawn);
  const { online } = useNetworkStatus();
  const [selected, setSelected] = useState<number | null>(null);
  const [phase, setPhase] = useState<RevealPhase>('idle');
  const [animating, setAnimating] = useState(false);
  const drawing = useRef(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const later = (ms: number, fn: () => void) => timers.current.push(window.setTimeout(fn, ms));

  const choose = (index: number) => {
    if (!signedIn) {
      void navigate('/smart-conversion/oracle');
      return;
    }
    if (drawing.current) return;
    drawing.current = true;
    setSelected(index);
    later(ORACLE_SELECTION_DELAY_MS, () => {
      draw.mutate(undefined, {
        onSuccess: (result) => {
          setAnimating(true);
          for (const [step, at] of REVEAL_TIMELINE) later(at, () => setPhase(step));
          later(ORACLE_LOCK_RELEASE_MS, () => {
            setAnimating(false);
            drawing.current = false;
          });
          if (result.isNewDraw)
            toast({ title: '¡Carta revelada!', description: `Tu mensaje de sabiduría: ${result.card.name}` });
        },
        onError: (error) => {
          drawing.current = false;
          setSelected(null);
          setPhase('idle');
          toast({
            title: 'Error',
            description:
              error instanceof NetworkError
                ? ORACLE_NEEDS_NETWORK
                : 'No se pudo revelar la carta. Inténtalo de nuevo.',
            variant: 'destructive',
          });
        },
      });
    });
  };

  const card = today.data?.card ?? null;
  const revealing = animating && phase !== 'complete';

  return (
    <section
      aria-labelledby={`oraculo-${context}`}
      className="rounded-3xl bg-gradient-to-br from-sage-800 to-sage-600 p-5 text-white shadow-sm md:p-7"
    >
      <h2 id={`oraculo-${context}`} className="flex items-center gap-2 font-display text-2xl">
        <Sparkles aria-hidden size={22} /> Oráculo de Ángeles
      </h2>
      <div aria-live="polite" className="mt-3">
        {signedIn && today.isPending && enabled ? (
          <div className="space-y-3">
            <p>Cargando tu mensaje del oráculo...</p>
            <Skeleton className="h-40 w-full bg-white/20" />
          </div>
        ) : signedIn && today.isError ? (
          <p role="alert">
            {today.error.cause instanceof NetworkError ? ORACLE_NEEDS_NETWORK : today.error.message}
          </p>
        ) : revealing ? (
          <RevealingCard phase={phase} />
        ) : card ? (
          <RevealedOracleCard card={card} />
        ) : (
          <>
            <p className="text-white/90">
              {!signedIn
                ? 'Inicia sesión para recibir tu carta de los Arcángeles de hoy'
                : online
                  ? 'Selecciona una carta para revelar tu mensaje de los Arcángeles'
                  : ORACLE_NEEDS_NETWORK}
            </p>
            <ul
              className="-mx-5 mt-4 flex snap-x gap-3 overflow-x-auto px-5 pb-2 md:-mx-7 md:px-7"
              aria-label="Cartas del oráculo"
            >
              {BACKS.map((i) => {
                const copy = i >= ORACLE_BACK_CARDS;
                return (
                  <li key={i} className="snap-center" aria-hidden={copy || undefined}>
                    <button
                      type="button"
                      tabIndex={copy ? -1 : undefined}
                      onClick={() => choose(i)}
                      disabled={(draw.isPending && selected !== i) || (signedIn && !online)}
                      aria-label={`Carta ${(i % ORACLE_BACK_CARDS) + 1}`}
                      className={`flex h-36 w-24 items-center justify-center rounded-2xl border-2 border-white/40 bg-[radial-gradient(circle_at_50%_40%,#f6e3b0_0,#b99a5b_18%,#4f6b45_60%)] shadow-md transition-transform focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${selected === i ? '-translate-y-2 scale-105 ring-4 ring-amber-200' : 'hover:-translate-y-1'}`}
                    >
                      <Sparkles aria-hidden className="text-amber-100" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function RevealingCard({ phase }: { phase: RevealPhase }) {
  const turned = phase === 'flipping' || phase === 'revealing';
  return (
    <div className="flex flex-col items-center gap-3 py-4" role="status">
      <div
        className="h-48 w-32 rounded-2xl border-2 border-white/50 bg-[radial-gradient(circle_at_50%_40%,#f6e3b0_0,#b99a5b_18%,#4f6b45_60%)] shadow-lg transition-transform duration-300 motion-reduce:transition-none"
        style={{ transform: turned ? 'rotateY(90deg)' : 'rotateY(0deg)' }}
      />
      <p>Revelando tu mensaje...</p>
    </div>
  );
}
