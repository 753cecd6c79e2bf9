import { Check } from 'lucide-react';
import { useId } from 'react';
import { GRADIENT_PALETTE, gradientCss } from '@inhala/domain';

/** What a swatch is called: its name (the 12 named gradients), else its number. */
export const gradientLabel = (option: number): string =>
  GRADIENT_PALETTE[option - 1]?.name ?? `Degradado ${option}`;

interface Props {
  value: number;
  onChange: (option: number) => void;
  error?: string;
}

/**
 * The background of the card (01 §2, 02 §3.7): the 20 gradients of the palette as one radio
 * group (Tab reaches the chosen one, the arrows move and choose), the 12 named ones with their
 * names. The live preview beside the form shows the choice on the card.
 */
export function GradientPicker({ value, onChange, error }: Props) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : `${name}-hint`}>
      <legend className="mb-1 text-sm font-medium text-ink">Degradado</legend>
      <p id={`${name}-hint`} className="mb-2 text-xs text-ink-soft">
        El fondo de la tarjeta. Elegido: {gradientLabel(value)}.
      </p>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-5">
        {GRADIENT_PALETTE.map((gradient, index) => {
          const option = index + 1;
          const checked = value === option;
          return (
            <label key={option} className="group relative flex cursor-pointer flex-col items-center gap-1">
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                aria-label={gradientLabel(option)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className="flex h-12 w-full items-center justify-center rounded-xl border border-black/5 peer-checked:ring-2 peer-checked:ring-sage-800 peer-checked:ring-offset-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-sage-600"
                style={{ background: gradientCss(option) }}
              >
                {checked && <Check size={20} className="text-ink" />}
              </span>
              <span aria-hidden className="text-center text-[11px] leading-tight text-ink-soft">
                {gradient.name ?? option}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
