import type { ReactNode } from 'react';
import { useSession } from '../session/SessionProvider';
import { Button } from './Button';
import { LoadingScreen } from './feedback';

/**
 * Protected screens (01 §6, 02 §2.3): 'Verificando sesión...' while checking; a signed-out
 * person sees 'Acceso Restringido' with 'Iniciar Sesión', which opens the sign-in dialog.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { user, checking, requestSignIn } = useSession();
  if (checking) return <LoadingScreen text="Verificando sesión..." />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="font-display text-3xl text-ink">Acceso Restringido</h1>
        <p className="text-ink-soft">Inicia sesión para ver esta sección.</p>
        <Button onClick={requestSignIn}>Iniciar Sesión</Button>
      </section>
    );
  }
  return <>{children}</>;
}
