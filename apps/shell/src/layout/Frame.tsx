import { OfflineNotice, Outlet, useLocation } from '@inhala/ui';
import { AppLayout } from './AppLayout';

/**
 * Pages shown without header, sidebar or bottom navigation: the ritual wizard at /form and
 * /ritual-form (01 §2, 02 §2.1). The wizard brings its own 'Volver', so nobody is stuck there.
 */
const FULL_SCREEN_PATHS = ['/form', '/ritual-form'];
/** Full-screen pages that bring their own frame, edge to edge: the community chat (01 §2). */
const OWN_FRAME_PATHS = ['/comunidad'];

/** The frame around every page: the app layout, or a plain full-screen page. */
export function Frame() {
  const { pathname } = useLocation();
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  if (OWN_FRAME_PATHS.includes(path)) return <Outlet />;
  if (!FULL_SCREEN_PATHS.includes(path)) return <AppLayout />;
  return (
    <main className="min-h-screen bg-sand-50 px-4 py-6">
      <OfflineNotice />
      <Outlet />
    </main>
  );
}
