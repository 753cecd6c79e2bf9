import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, LoadingScreen, NotFoundPage, useSession } from '@inhala/ui';
import { AngelMondaysPage } from './AngelMondaysPage';
import { CommunityStyles } from '../../shared/CommunityStyles';

/** A signed-out visitor goes to /smart-conversion plus the path (01 §6); a lead sees the lock card. */
function VisitorsToConversion({ children }: { children: ReactNode }) {
  const { user, checking } = useSession();
  const { pathname } = useLocation();
  if (checking) return <LoadingScreen text="Verificando sesión..." />;
  if (!user) return <Navigate to={`/smart-conversion${pathname}`} replace />;
  return <>{children}</>;
}

/** /angel-mondays (01 §2). */
export default function AngelMondaysRoutes() {
  return (
    <CommunityStyles>
      <Routes>
        <Route
          path="angel-mondays"
          element={
            <VisitorsToConversion>
              <AngelMondaysPage />
            </VisitorsToConversion>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </CommunityStyles>
  );
}
