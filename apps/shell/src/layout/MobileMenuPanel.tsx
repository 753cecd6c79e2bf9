import * as Dialog from '@radix-ui/react-dialog';
import { MOBILE_MENU_ID } from './mobile-menu-id';
import { LogIn, LogOut, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, LockBadge, useSession } from '@inhala/ui';
import { isAdmin, isLockedFor, protectedSectionRedirect } from '@inhala/domain';

interface Props {
  onClose: () => void;
  /** The hamburger button, focused again when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The hamburger panel of the mobile header (01 §2), sliding in over 300 ms. */
export function MobileMenuPanel({ onClose: close, trigger }: Props) {
  const { user, signOut, requestSignIn } = useSession();
  const role = user?.role ?? null;
  const link = 'flex min-h-11 items-center gap-2 rounded-2xl px-3 py-2 text-ink hover:bg-sage-50';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/30" />
        <Dialog.Content
          id={MOBILE_MENU_ID}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="slide-in fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-5 shadow-xl focus:outline-none"
        >
          <div className="mb-6 flex items-start justify-between gap-2">
            <div className="min-w-0">
              <Dialog.Title className="truncate font-display text-xl text-ink">
                {user ? `${user.firstName} ${user.lastName}` : 'Inhala'}
              </Dialog.Title>
              <Dialog.Description className="truncate text-sm text-ink-soft">
                {user ? user.email : 'Meditación y bienestar'}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Cerrar menú" className="rounded-full p-2 hover:bg-sage-50">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <nav aria-label="Menú" className="flex flex-col gap-1">
            <Link
              to={protectedSectionRedirect(role, '/angel-mondays') ?? '/angel-mondays'}
              onClick={close}
              className={link}
            >
              Angel Mondays {isLockedFor(role, '/angel-mondays') && <LockBadge />}
            </Link>
            <Link to="/profile" onClick={close} className={link}>
              Ver Perfil
            </Link>
            <Link to="/soporte" onClick={close} className={link}>
              Soporte
            </Link>
            {isAdmin(role) && (
              <Link to="/admin" onClick={close} className={link}>
                Admin
              </Link>
            )}
          </nav>
          <div className="mt-auto border-t border-sage-100 pt-4">
            {user ? (
              <button
                type="button"
                onClick={() => {
                  close();
                  void signOut();
                }}
                className={`${link} w-full text-red-700`}
              >
                <LogOut aria-hidden size={18} /> Cerrar Sesión
              </button>
            ) : (
              <button
                type="button"
                onClick={() => {
                  close();
                  requestSignIn();
                }}
                className={`${link} w-full`}
              >
                <LogIn aria-hidden size={18} /> Iniciar Sesión
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
