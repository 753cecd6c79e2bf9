import { WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../components/Button';

interface Props {
  /** What needs it: 'El chat necesita conexión a internet'. */
  title: string;
  /** 'Reintentar' now (the section also tries again by itself when the network returns). */
  onRetry?: () => void;
}

/**
 * A section that cannot open without network (its code never reached this device, or it is live,
 * as the chat): what it needs, that it goes on by itself when the network is back, and a way
 * home. Never a dead end, even where the shell shows no navigation.
 */
export function NeedsNetwork({ title, onRetry }: Props) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
      <WifiOff aria-hidden size={40} className="text-sage-500" />
      <h2 className="font-display text-2xl text-ink">{title}</h2>
      <p className="text-ink-soft">
        Parece que ahora mismo no tienes conexión. Cuando vuelva, seguimos desde aquí.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-5 py-2.5 font-medium text-white hover:bg-sage-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
        >
          Volver al inicio
        </Link>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Reintentar
          </Button>
        )}
      </div>
    </div>
  );
}
