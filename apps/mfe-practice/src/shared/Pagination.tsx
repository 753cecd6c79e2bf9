import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '@inhala/domain';

/**
 * Page buttons (02 §2.6, §2.8): 'Anterior', up to 5 numbers around the current page plus the
 * last, 'Siguiente'. One line down to 320 px: the arrows are icons named by their aria-label and
 * the buttons narrow (still 44 px tall) below the sm breakpoint.
 */
export function Pagination({
  page,
  pages,
  onChange,
  label,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  const button =
    'inline-flex min-h-11 min-w-8 items-center justify-center rounded-full px-1.5 font-medium disabled:opacity-40 sm:min-w-11 sm:px-3';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center sm:gap-2">
      <button
        type="button"
        aria-label="Anterior"
        className={`${button} text-sage-800 hover:bg-sage-50`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden size={20} />
      </button>
      {pageWindow(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden className="text-ink-soft">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n}`}
            onClick={() => onChange(n)}
            className={`${button} ${n === page ? 'bg-sage-700 text-white' : 'text-ink hover:bg-sage-50'}`}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label="Siguiente"
        className={`${button} text-sage-800 hover:bg-sage-50`}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight aria-hidden size={20} />
      </button>
    </nav>
  );
}
