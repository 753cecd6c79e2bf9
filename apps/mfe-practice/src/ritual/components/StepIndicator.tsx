import { Check } from 'lucide-react';
import { RITUAL_STEPS } from '@inhala/domain';

/** Three steps with a check on the completed ones (02 §2.2). */
export function StepIndicator({ current, done }: { current: number; done: readonly boolean[] }) {
  return (
    <ol aria-label="Progreso" className="flex items-center justify-center gap-3 md:gap-2">
      {RITUAL_STEPS.map((label, i) => (
        <li
          key={label}
          className="flex items-center gap-1.5 md:gap-2"
          aria-current={i === current ? 'step' : undefined}
        >
          <span
            className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold ${done[i] ? 'bg-sage-700 text-white' : i === current ? 'border-2 border-sage-700 text-sage-800' : 'border border-sage-200 text-ink-soft'}`}
          >
            {done[i] ? <Check aria-label="completado" size={16} /> : i + 1}
          </span>
          <span
            className={`text-xs md:text-sm ${i === current ? 'font-semibold text-ink' : 'text-ink-soft'}`}
          >
            {label}
          </span>
          {i < RITUAL_STEPS.length - 1 && (
            <span aria-hidden className="mx-1 hidden h-px w-10 bg-sage-200 md:block" />
          )}
        </li>
      ))}
    </ol>
  );
}
