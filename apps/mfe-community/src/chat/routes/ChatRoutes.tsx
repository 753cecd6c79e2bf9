import type { ReactNode } from 'react';
import { CHAT_TEXTS, protectedSectionRedirect } from '@inhala/domain';
import {
  Button,
  Navigate,
  Route,
  Routes,
  LoadingScreen,
  NotFoundPage,
  useLocation,
  useSession,
} from '@inhala/ui';
import { ChatHeader } from '../components/ChatHeader';
import { ChatPage } from './ChatPage';
import { CommunityStyles } from '../../shared/CommunityStyles';

/**
 * Who may enter (01 §6): a visitor is asked to sign in ('Acceso requerido'); a lead goes to
 * the conversion flow of a protected section; clients and admins enter.
 */
function MembersOnly({ children }: { children: ReactNode }) {
  const { user, checking, requestSignIn } = useSession();
  const { pathname } = useLocation();
  if (checking) return <LoadingScreen text="Verificando sesión..." />;
  if (!user) {
    return (
      <div className="flex min-h-dvh flex-col bg-sand-50">
        <ChatHeader />
        <main
          id="contenido"
          className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-8 text-center"
        >
          <h2 className="font-display text-3xl text-ink">{CHAT_TEXTS.accessRequired}</h2>
          <p className="text-ink-soft">{CHAT_TEXTS.accessRequiredDetail}</p>
          <Button onClick={requestSignIn}>Iniciar Sesión</Button>
        </main>
      </div>
    );
  }
  const conversion = protectedSectionRedirect(user.role, pathname.toLowerCase());
  if (conversion) return <Navigate to={conversion} replace />;
  return <>{children}</>;
}

/** /comunidad (01 §2): the community chat, shown without the shell. */
export default function ChatRoutes() {
  return (
    <CommunityStyles>
      <Routes>
        <Route
          path="comunidad"
          element={
            <MembersOnly>
              <ChatPage />
            </MembersOnly>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </CommunityStyles>
  );
}
