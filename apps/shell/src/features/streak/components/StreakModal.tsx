import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, Modal, Skeleton, useNavigate, useSession, useStreak } from '@inhala/ui';
import { StreakCard } from './StreakCard';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Tu plantita te necesita todos los días' (01 §2). Escape, the backdrop and the close button
 * come with the dialog; the browser's back button closes it too, through a history entry of
 * its own that is removed again when it closes another way.
 */
export function StreakModal({ open, onOpenChange }: Props) {
  const { user } = useSession();
  const streak = useStreak(Boolean(user));
  const pushed = useRef(false);
  const navigate = useNavigate();

  /** 'Mi práctica' takes the modal's own history entry, so Back from there returns to the page below. */
  function openPractice(event: MouseEvent) {
    event.preventDefault();
    pushed.current = false;
    void navigate('/profile/practica', { replace: true });
    onOpenChange(false);
  }

  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state as object | null), streakModal: true }, '');
    pushed.current = true;
    const onPop = () => {
      pushed.current = false;
      onOpenChange(false);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (pushed.current) {
        pushed.current = false;
        window.history.back();
      }
    };
  }, [open, onOpenChange]);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Tu plantita te necesita todos los días">
      {streak.data && user ? (
        <>
          <StreakCard streak={streak.data} person={user} />
          <Link
            to="/profile/practica"
            onClick={openPractice}
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-sage-700 px-5 font-medium text-white hover:bg-sage-800"
          >
            Ver mi práctica
          </Link>
        </>
      ) : streak.isError ? (
        <p role="alert" className="text-ink-soft">
          No pudimos cargar tu racha. Inténtalo de nuevo en un momento.
        </p>
      ) : (
        <div role="status" aria-label="Cargando tu racha" className="space-y-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
    </Modal>
  );
}
