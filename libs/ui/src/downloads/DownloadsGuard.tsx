import { useEffect } from 'react';
import { useSession } from '../session/SessionProvider';
import { useAccess } from '../session/use-access';
import { forgetDownloads } from './downloads-store';

/**
 * Mounted once by the shell: downloads are premium content, so when the server says the signed-in
 * person is no longer entitled (the subscription ended) they are removed from the device. Only an
 * answer counts: offline without a stored status, nothing is known and nothing is removed.
 * Sign-out removes them too (clearSession).
 */
export function DownloadsGuard() {
  const { user } = useSession();
  const access = useAccess();
  const notEntitled = Boolean(user) && !access.loading && access.status !== null && !access.isSubscribed;
  useEffect(() => {
    if (notEntitled) forgetDownloads();
  }, [notEntitled]);
  return null;
}
