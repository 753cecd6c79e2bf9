import { useId } from 'react';

interface Props {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Marked when the person arrived from this kind's unsubscribe link. */
  highlighted?: boolean;
}

/**
 * An on/off choice read by screen readers as a switch with its name and hint; Space and Enter
 * toggle it (a button), and the whole target is at least 44 px high.
 */
export function PreferenceSwitch({ label, hint, checked, onChange, highlighted = false }: Props) {
  const id = useId();
  return (
    <div
      className={`flex items-center justify-between gap-4 rounded-2xl px-3 py-3 ${highlighted ? 'bg-amber-50 ring-1 ring-amber-200' : ''}`}
    >
      <div className="min-w-0">
        {/* A label for the button: tapping the name toggles the switch too. */}
        <label
          id={`${id}-label`}
          htmlFor={`${id}-switch`}
          className="block cursor-pointer font-medium text-ink"
        >
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      </div>
      <button
        id={`${id}-switch`}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
      >
        <span
          aria-hidden
          className={`relative inline-block h-7 w-12 rounded-full transition-colors ${checked ? 'bg-sage-700' : 'bg-sand-200'}`}
        >
          <span
            className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`}
          />
        </span>
      </button>
    </div>
  );
}
