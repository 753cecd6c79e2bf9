import { Download, LogIn, LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  Link,
  NavLink,
  OfflineNotice,
  Outlet,
  useLocation,
  LockBadge,
  useChatUnread,
  useSession,
} from '@inhala/ui';
import { useInstall } from '../features/pwa/components/InstallPrompt';
import { StreakChip, StreakSidebarCard } from '../features/streak/components/StreakChip';
import { StreakModal } from '../features/streak/components/StreakModal';
import { MobileMenu } from './MobileMenu';
import { PULL_THRESHOLD, usePullToRefresh } from './use-pull-to-refresh';
import { bottomNavItems, isActive, sidebarItems } from './navigation';

/** The chat's unread count on Comunidad; the link's own label says it to screen readers. */
function UnreadBadge({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] leading-5 font-semibold text-white ${className}`}
    >
      {text}
    </span>
  );
}

/**
 * The shell around every page (01 §2): below 768 px a header with the hamburger panel and a
 * bottom navigation; from 768 px a 64-unit sidebar and a header with the first name.
 */
export function AppLayout() {
  const { user, signOut, requestSignIn } = useSession();
  const { pathname } = useLocation();
  const role = user?.role ?? null;
  const title = user ? `Hola, ${user.firstName}` : 'Inhala';
  const { installed, install } = useInstall();
  const pull = usePullToRefresh(true);
  const [streakOpen, setStreakOpen] = useState(false);
  const chatUnread = useChatUnread();

  return (
    <div className="min-h-screen bg-sand-50 md:flex">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Saltar al contenido
      </a>
      <aside className="hidden w-64 shrink-0 flex-col border-r border-sage-100 bg-white p-5 md:sticky md:top-0 md:flex md:h-screen">
        <Link to="/" className="mb-8 font-display text-3xl text-sage-800">
          Inhala
        </Link>
        <nav aria-label="Principal" className="flex flex-col gap-1">
          {sidebarItems(role, Boolean(user), chatUnread).map(
            ({ label, href, path, icon: Icon, locked, badge, ariaLabel }) => (
              <NavLink
                key={path}
                to={href}
                aria-label={ariaLabel}
                aria-current={isActive(pathname, path) ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-2xl px-3 py-2 ${isActive(pathname, path) ? 'bg-sage-100 font-semibold text-sage-800' : 'text-ink hover:bg-sage-50'}`}
              >
                <Icon aria-hidden size={20} />
                <span className="flex-1">{label}</span>
                {locked && <LockBadge />}
                {badge && <UnreadBadge text={badge} />}
              </NavLink>
            ),
          )}
        </nav>
        <StreakSidebarCard onOpen={() => setStreakOpen(true)} />
        {!installed && (
          <button
            type="button"
            onClick={install}
            className="mt-auto flex min-h-11 items-center gap-3 rounded-2xl border border-sage-200 px-3 py-2 text-sage-800 hover:bg-sage-50"
          >
            <Download aria-hidden size={20} /> Instalar Inhala
          </button>
        )}
      </aside>

      <div className="flex min-h-screen min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-sage-100 bg-white/90 px-4 py-3 backdrop-blur md:px-8">
          <div className="md:hidden">
            <MobileMenu />
          </div>
          <p className="flex-1 truncate font-display text-xl text-ink md:text-2xl">{title}</p>
          <StreakChip onOpen={() => setStreakOpen(true)} />
          <div className="hidden items-center gap-3 md:flex">
            {user ? (
              <>
                <span className="text-ink-soft">{user.firstName}</span>
                <button
                  type="button"
                  onClick={() => void signOut()}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-ink hover:bg-sage-50"
                >
                  <LogOut aria-hidden size={18} /> Cerrar Sesión
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={requestSignIn}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sage-700 px-4 text-white hover:bg-sage-800"
              >
                <LogIn aria-hidden size={18} /> Iniciar Sesión
              </button>
            )}
          </div>
        </header>

        {(pull.distance > 0 || pull.refreshing) && (
          <div
            role="status"
            aria-live="polite"
            className="flex items-center justify-center gap-2 overflow-hidden text-sm text-sage-800 md:hidden"
            style={{ height: pull.distance }}
          >
            <RefreshCw
              aria-hidden
              size={16}
              className={pull.refreshing ? 'animate-spin' : ''}
              style={{ transform: `rotate(${pull.distance * 3}deg)` }}
            />
            {pull.refreshing
              ? 'Actualizando...'
              : pull.distance >= PULL_THRESHOLD
                ? 'Suelta para actualizar'
                : 'Desliza para actualizar'}
          </div>
        )}
        <main
          id="contenido"
          className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-28 md:px-8 md:pb-12 [body:has(.install-fab)_&]:pb-[calc(8.5rem+env(safe-area-inset-bottom))] md:[body:has(.install-fab)_&]:pb-12"
        >
          <OfflineNotice />
          <Outlet />
        </main>

        <StreakModal open={streakOpen} onOpenChange={setStreakOpen} />

        <nav
          aria-label="Navegación inferior"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-sage-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
        >
          <ul className="grid grid-cols-5">
            {bottomNavItems(role, chatUnread).map(
              ({ label, href, path, icon: Icon, locked, badge, ariaLabel }) => (
                <li key={path}>
                  <NavLink
                    to={href}
                    aria-label={ariaLabel}
                    aria-current={isActive(pathname, path) ? 'page' : undefined}
                    className={`relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] ${isActive(pathname, path) ? 'font-semibold text-sage-800' : 'text-ink-soft'}`}
                  >
                    <Icon aria-hidden size={22} />
                    <span>{label}</span>
                    {locked && <LockBadge className="absolute top-1.5 right-[calc(50%-18px)]" />}
                    {badge && <UnreadBadge text={badge} className="absolute top-1 left-[calc(50%+4px)]" />}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
