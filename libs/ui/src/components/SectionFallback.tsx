import { Link } from 'react-router-dom';
import { Button } from './Button';

interface Props {
  title: string;
  detail: string;
  onRetry?: () => void;
  /** 'Volver al inicio' (inside a router only): for screens the shell shows without navigation. */
  homeLink?: boolean;
}

/** A section that cannot be shown: what happened, 'Reintentar', and a way home where asked. */
export function SectionFallback({ title, detail, onRetry, homeLink = false }: Props) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
      <h2 className="font-display text-2xl text-ink">{title}</h2>
      <p className="text-ink-soft">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && <Button onClick={onRetry}>Reintentar</Button>}
        {homeLink && (
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-full px-5 py-2.5 font-medium text-sage-800 hover:bg-sage-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
          >
            Volver al inicio
          </Link>
        )}
      </div>
    </div>
  );
}
