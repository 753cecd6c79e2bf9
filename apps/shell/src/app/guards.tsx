import type { ReactNode } from 'react';
import { Navigate, LoadingScreen, useSession } from '@inhala/ui';
import { isAdmin } from '@inhala/domain';
import { PAYWALL_REQUEST } from '../features/paywall/paywall-request';

/** Admin routes (01 §4): 'Cargando...' while the user loads; anyone but an admin goes to /. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, checking } = useSession();
  if (checking) return <LoadingScreen text="Cargando..." />;
  if (!isAdmin(user?.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Signed-in screens (/profile): a visitor is sent home and the paywall opens (01 §6). */
export function SignedInOrPaywall({ children }: { children: ReactNode }) {
  const { user, checking } = useSession();
  if (checking) return <LoadingScreen text="Verificando sesión..." />;
  if (!user) return <Navigate to="/" replace state={PAYWALL_REQUEST} />;
  return <>{children}</>;
}
