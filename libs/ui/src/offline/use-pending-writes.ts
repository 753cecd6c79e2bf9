import { useEffect, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import { pendingWrites, subscribeToWrites, type QueuedWrite, type QueuedWriteKind } from './write-queue';

/** This person's queued writes of one kind (all kinds without one), kept current. */
export function usePendingWrites(kind?: QueuedWriteKind): QueuedWrite[] {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    if (!userId) {
      setWrites([]);
      return;
    }
    let current = true;
    const read = () =>
      void pendingWrites(userId).then((all) => {
        if (current) setWrites(kind ? all.filter((w) => w.kind === kind) : all);
      });
    read();
    const unsubscribe = subscribeToWrites(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [userId, kind]);
  return writes;
}
