import { Focus, Heart, Leaf, Moon, Sprout, Wind, type LucideIcon } from 'lucide-react';
import { INTENTS, type IntentKey } from '@inhala/domain';

const ICONS: Record<IntentKey, LucideIcon> = {
  dormir: Moon,
  ansiedad: Wind,
  estres: Leaf,
  enfoque: Focus,
  quererme: Heart,
  empezar: Sprout,
};

/**
 * The six answers of '¿Qué te trae a Inhala?' as checkboxes drawn like large pills: several may
 * be chosen, each says whether it is (a tick and the colour, not the colour alone). The real
 * checkbox covers its pill, unseen, so a tap anywhere on it is a tap on the checkbox.
 */
export function IntentChoices({
  legend,
  chosen,
  onChange,
  disabled = false,
  compact = false,
}: {
  legend: string;
  chosen: readonly IntentKey[];
  onChange: (next: IntentKey[]) => void;
  disabled?: boolean;
  /** One column of shorter pills: a dialog on a small phone, or a narrow desktop dialog. */
  compact?: boolean;
}) {
  const toggle = (key: IntentKey) =>
    onChange(chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <ul className={`grid grid-cols-1 gap-2 ${compact ? '' : 'sm:grid-cols-2'}`}>
        {INTENTS.map(({ key, label }) => {
          const Icon = ICONS[key];
          const on = chosen.includes(key);
          return (
            <li key={key}>
              <label
                className={`relative flex ${compact ? 'min-h-11 py-1.5' : 'min-h-12 py-2'} cursor-pointer items-center gap-3 rounded-2xl border px-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sage-600 ${
                  on
                    ? 'border-sage-600 bg-sage-50 text-sage-900'
                    : 'border-sand-200 bg-white text-ink hover:bg-sand-50'
                }`}
              >
                <input
                  type="checkbox"
                  className="absolute inset-0 cursor-pointer appearance-none rounded-2xl opacity-0"
                  checked={on}
                  onChange={() => toggle(key)}
                />
                <Icon aria-hidden size={20} className={on ? 'text-sage-700' : 'text-ink-soft'} />
                <span className="flex-1 font-medium">{label}</span>
                <span
                  aria-hidden
                  className={`flex h-5 w-5 items-center justify-center rounded-md border text-xs ${
                    on ? 'border-sage-700 bg-sage-700 text-white' : 'border-ink-soft/40'
                  }`}
                >
                  {on ? '✓' : ''}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
