import { pageWindow } from '@inhala/domain';

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
  const button = 'min-h-11 min-w-11 rounded-full px-3 font-medium disabled:opacity-40';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${button} text-sage-800 hover:bg-sage-50`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Anterior
      </button>
      {pageWindow(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-ink-soft">
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
        className={`${button} text-sage-800 hover:bg-sage-50`}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Siguiente
      </button>
    </nav>
  );
}
