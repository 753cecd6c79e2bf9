import { RotateCcw, RotateCw } from 'lucide-react';
import { SKIP_SECONDS } from '@inhala/domain';

/**
 * '−15 s' or '+15 s'. The name is the words a screen reader says ('Retroceder 15 segundos');
 * the sign and figure are what the eye reads, hidden from it, so the name is the content's own
 * and voice control finds the button by what it shows as well.
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
  const words = back ? `Retroceder ${SKIP_SECONDS} segundos` : `Avanzar ${SKIP_SECONDS} segundos`;
  return (
    <button
      type="button"
      onClick={onSkip}
      disabled={disabled}
      title={words}
      className="flex shrink-0 items-center gap-0.5 rounded-full p-2 text-xs font-medium text-sage-800 tabular-nums hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-700 disabled:opacity-50"
    >
      {back && <RotateCcw aria-hidden size={16} />}
      <span aria-hidden>{back ? `−${SKIP_SECONDS} s` : `+${SKIP_SECONDS} s`}</span>
      <span className="sr-only">{words}</span>
      {!back && <RotateCw aria-hidden size={16} />}
    </button>
  );
}
