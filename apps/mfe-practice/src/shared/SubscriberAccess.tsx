import type { ReactNode } from 'react';
import { Navigate, useLocation, LoadingScreen, useAccess, useSession } from '@inhala/ui';
import { visitorConversionTarget } from '@inhala/domain';

/**
 * Screens for subscribers (02 §4.11): a visitor goes to the conversion page of the path (on /form
 * home with the paywall open, 02 §2.2), a lead to the plans. Nothing is decided while the
 * subscription is still loading.
 */
export function SubscriberAccess({
  children,
  visitorsHomeWithPaywall = false,
}: {
  children: ReactNode;
  visitorsHomeWithPaywall?: boolean;
}) {
  const { user } = useSession();
  const access = useAccess();
  const { pathname } = useLocation();
  if (access.loading) return <LoadingScreen text="Verificando sesión..." />;
  if (!user) {
    return visitorsHomeWithPaywall ? (
      <Navigate to="/" replace state={{ paywall: true }} />
    ) : (
      <Navigate to={visitorConversionTarget(pathname)} replace />
    );
  }
  if (!access.isSubscribed) return <Navigate to="/subscription" replace />;
  return <>{children}</>;
}
