import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { visitorConversionTarget } from '@inhala/domain';
import { LoadingScreen, useAccess, useSession } from '@inhala/ui';

/**
 * The ritual is for subscribers (02 §4.11, §2.2): on /form a visitor goes home with the paywall
 * open, on /ritual to its conversion page; a lead goes to the plans.
 */
export function RitualAccess({ children, visitorsHomeWithPaywall = false }: { children: ReactNode; visitorsHomeWithPaywall?: boolean }) {
  const { user } = useSession();
  const access = useAccess();
  const { pathname } = useLocation();
  if (access.loading) return <LoadingScreen text="Verificando sesión..." />;
  if (!user) {
    return visitorsHomeWithPaywall ? <Navigate to="/" replace state={{ paywall: true }} /> : <Navigate to={visitorConversionTarget(pathname)} replace />;
  }
  if (!access.isSubscribed) return <Navigate to="/subscription" replace />;
  return <>{children}</>;
}
