import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscriptionStatusQuery } from '../api/subscription';
import { useNetworkStatus } from '../offline/network-status';
import { useSession } from '../session/SessionProvider';
import { useAccess } from '../session/use-access';
import { forgetDownloads, markDownloadsVerified } from './downloads-store';

/**
 * Mounted once by the shell: downloads are premium content, so when the server says the signed-in
 * person is no longer entitled (the subscription ended) they are removed from the device. Only an
 * answer counts: offline without a stored status, nothing is known and nothing is removed.
 * Sign-out removes them too (clearSession).
 *
 * Each live answer that confirms the entitlement is noted with the downloads: the service worker
 * stops playing them once that confirmation is too old (sw-template.js), so they end with the
 * subscription on a device that stays offline too. A status the worker answered from its stored
 * copy confirms nothing (the data on screen is then marked old: network-status.ts).
 */
export function DownloadsGuard() {
  const { user } = useSession();
  const access = useAccess();
  const { dataUpdatedAt } = useQuery(subscriptionStatusQuery(Boolean(user)));
  const { dataFrom } = useNetworkStatus();
  const answered = Boolean(user) && !access.loading && access.status !== null;
  const notEntitled = answered && !access.isSubscribed;
  const confirmedLive = answered && access.isSubscribed && dataFrom === null;
  useEffect(() => {
    if (notEntitled) forgetDownloads();
  }, [notEntitled]);
  useEffect(() => {
    if (confirmedLive) markDownloadsVerified().catch(() => undefined);
  }, [confirmedLive, dataUpdatedAt]);
  return null;
}
