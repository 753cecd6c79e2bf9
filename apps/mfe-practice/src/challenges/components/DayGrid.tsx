import { Check, Lock } from 'lucide-react';
import { useNavigate } from '@inhala/ui';
import { isDayEnabled } from '@inhala/domain';

interface Props {
  challengeId: number;
  totalDays: number;
  currentDay: number;
  completedDays: readonly number[];
}

/**
 * The day buttons of the tracker (02 §2.10, §4.5): 7 columns; a day opens only up to the
 * server's current day or once completed.
 */
export function DayGrid({ challengeId, totalDays, currentDay, completedDays }: Props) {
  const navigate = useNavigate();
  return (
    <ol aria-label="Días del reto" className="grid grid-cols-7 gap-1.5 sm:gap-2">
      {Array.from({ length: totalDays }, (_, i) => i + 1).map((n) => {
        const done = completedDays.includes(n);
        const enabled = isDayEnabled(n, currentDay, completedDays);
        const current = n === currentDay && !done;
        const state = done ? 'completado' : current ? 'día actual' : enabled ? 'disponible' : 'bloqueado';
        return (
          <li key={n}>
            <button
              type="button"
              disabled={!enabled}
              aria-label={`Día ${n}, ${state}`}
              aria-current={current ? 'step' : undefined}
              onClick={() => navigate(`/challenges/${challengeId}/day/${n}`)}
              className={`flex aspect-square w-full flex-col md:aspect-auto md:h-14 items-center justify-center rounded-xl text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600 sm:text-base ${
                done
                  ? 'bg-sage-700 text-white hover:bg-sage-800'
                  : current
                    ? 'bg-white text-sage-900 ring-2 ring-sage-600 hover:bg-sage-50'
                    : enabled
                      ? 'bg-white text-ink ring-1 ring-sage-200 hover:bg-sage-50'
                      : 'cursor-not-allowed bg-sand-100 text-ink-soft/70'
              }`}
            >
              <span>{n}</span>
              {done ? <Check aria-hidden size={14} /> : !enabled ? <Lock aria-hidden size={12} /> : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
