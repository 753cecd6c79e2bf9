import type { ReactNode } from 'react';
import { Link, Button } from '@inhala/ui';

interface Props {
  title: string;
  children?: ReactNode;
  /** The way back: a link, or a retry button when `onRetry` is given. */
  linkTo?: string;
  linkText?: string;
  onRetry?: () => void;
}

/** A whole-page message on the challenge screens: not found, locked or failed to load. */
export function ChallengeNotice({
  title,
  children,
  linkTo = '/challenges',
  linkText = 'Volver a Retos',
  onRetry,
}: Props) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <h1 className="font-display text-3xl text-ink">{title}</h1>
      {children && <div className="text-ink-soft">{children}</div>}
      {onRetry ? (
        <Button onClick={onRetry}>Reintentar</Button>
      ) : (
        <Link
          to={linkTo}
          className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-6 text-white hover:bg-sage-800"
        >
          {linkText}
        </Link>
      )}
    </section>
  );
}

export function ChallengeLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <ChallengeNotice title="No pudimos cargar el reto" onRetry={onRetry}>
      <p role="alert">Revisa tu conexión e inténtalo de nuevo.</p>
    </ChallengeNotice>
  );
}
