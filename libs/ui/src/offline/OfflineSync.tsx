import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../session/SessionProvider';
import { useToast } from '../toast/Toaster';
import { messageOf } from '../data/api-error';
import { networkStatus } from './network-status';
import { keepStorageWhenInstalled } from './offline-reads';
import { onWritesSettled, replayWrites } from './replay-writes';

/** While writes wait, they are tried again this often (the network may return without an event). */
export const REPLAY_EVERY_MS = 30_000;

/**
 * Mounted once by the shell (issue 18): sends what was written offline when the app starts,
 * whenever the network returns, when the app comes back to the screen and every 30 s (Safari has
 * no Background Sync, and a server that was down sends no event). After any replay that sent
 * something, whoever started it, everything is read again; a write the server refused for good
 * is said, not silently dropped.
 */
export function OfflineSync() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const toast = useToast();

  useEffect(() => keepStorageWhenInstalled(), []);

  useEffect(
    () =>
      onWritesSettled((outcomes) => {
        for (const outcome of outcomes.values()) {
          if (outcome.status === 'refused')
            toast({
              title: 'No se pudo guardar',
              description: messageOf(outcome.error, 'No se pudo guardar. Inténtalo de nuevo.'),
              variant: 'destructive',
            });
        }
        void queryClient.invalidateQueries();
      }),
    [queryClient, toast],
  );

  useEffect(() => {
    if (!userId) return;
    const replay = async () => {
      await replayWrites(userId);
      // Stored copies on screen are old once the network is back: read again, so the page and
      // the 'Sin conexión' line follow the live data.
      if (networkStatus().dataFrom !== null) await queryClient.invalidateQueries();
    };
    const onOnline = () => void replay();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void replay();
    };
    void replay();
    const every = window.setInterval(() => void replayWrites(userId), REPLAY_EVERY_MS);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(every);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, queryClient]);

  return null;
}
