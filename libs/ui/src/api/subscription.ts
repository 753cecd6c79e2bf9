import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SubscriptionStatusResponse } from '@inhala/domain';
import { DEFAULT_STALE_TIME } from '../data/query-client';
import { STORAGE_KEYS, readStorage, writeStorage } from '../data/storage-keys';
import { getJson } from '../data/transport';
import { useSession } from '../session/SessionProvider';

const PAYMENT_RETURN_WINDOW = 2 * 60_000;

const all = ['subscription'] as const;
/** Everything about the person's subscription; the shell keys the plans under `all` too. */
export const subscriptionKeys = {
  all,
  status: (signedIn: boolean) => [...all, 'status', signedIn] as const,
};

/** True while the payment-return marker is under 2 minutes old (01 §9). */
function paymentReturnIsFresh(now = Date.now()): boolean {
  const at = Number(readStorage(STORAGE_KEYS.paymentReturnAt));
  return Number.isFinite(at) && at > 0 && now - at < PAYMENT_RETURN_WINDOW;
}

export function markPaymentReturn(now = Date.now()): void {
  writeStorage(STORAGE_KEYS.paymentReturnAt, String(now));
}

/** GET /api/subscription/status as it comes: null for a 401 (a lead with no subscription). */
export function getSubscriptionStatus(): Promise<SubscriptionStatusResponse | null> {
  return getJson<SubscriptionStatusResponse>('/api/subscription/status');
}

/**
 * The status the screens read: other failures carry 'Failed to fetch subscription status'
 * (01 §8), and the subscription flag is stored. Fresh 5 minutes; polled every 3 s and never
 * fresh while a payment return is recent.
 */
export function subscriptionStatusQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: subscriptionKeys.status(signedIn),
    enabled: signedIn,
    queryFn: async (): Promise<SubscriptionStatusResponse | null> => {
      try {
        const status = await getSubscriptionStatus();
        // An answer that arrives after sign-out belongs to no one: it must not write the flag
        // back into the storage sign-out has just cleared.
        if (readStorage(STORAGE_KEYS.sessionId))
          writeStorage(STORAGE_KEYS.isSubscribed, String(Boolean(status?.hasActiveSubscription)));
        return status;
      } catch (error) {
        throw new Error('Failed to fetch subscription status', { cause: error });
      }
    },
    staleTime: () => (paymentReturnIsFresh() ? 0 : DEFAULT_STALE_TIME),
    refetchInterval: () => (paymentReturnIsFresh() ? 3000 : false),
  });
}

/** Refreshes subscription, plans and user together: after a payment return or a role change. */
export function useRefreshSubscription(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), refreshUser()]);
  }, [queryClient, refreshUser]);
}
