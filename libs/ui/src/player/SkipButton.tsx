import { RotateCcw, RotateCw } from 'lucide-react';
import { SKIP_SECONDS } from '@inhala/domain';

/**
 * '−15 s' or '+15 s'. Its name starts with what it shows, so voice control finds it by what the
 * eye reads (WCAG 2.5.3), and goes on in words for a screen reader: '−15 s (retroceder)'.
 */
export function SkipButton({
  back,
  disabled,
  onSkip,
}: {
  back: boolean;
  disabled: boolean;
  onSkip: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSkip}
      disabled={disabled}
      title={back ? `Retroceder ${SKIP_SECONDS} segundos` : `Avanzar ${SKIP_SECONDS} segundos`}
      className="flex shrink-0 items-center gap-0.5 rounded-full p-2 text-xs font-medium text-sage-800 tabular-nums hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-700 disabled:opacity-50"
    >
      {back && <RotateCcw aria-hidden size={16} />}
      {back ? `−${SKIP_SECONDS} s` : `+${SKIP_SECONDS} s`}
      <span className="sr-only">{back ? ' (retroceder)' : ' (avanzar)'}</span>
      {!back && <RotateCw aria-hidden size={16} />}
    </button>
  );
}
