import { useEffect } from 'react';
import { getSubscriptionStatus, useSession } from '@inhala/ui';

const ROLE_POLL_INTERVAL_MS = 2000;
const ROLE_POLL_DURATION_MS = 30_000;

/**
 * While a lead sits on home, the status is polled every 2 s for up to 30 s; once the
 * subscription is active with role client, the user is reloaded (01 §4).
 */
export function useRoleUpgradePoll(): void {
  const { user, refreshUser } = useSession();
  const isLead = user?.role === 'lead';

  useEffect(() => {
    if (!isLead) return;
    let stopped = false;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - startedAt >= ROLE_POLL_DURATION_MS) {
        window.clearInterval(timer);
        return;
      }
      void getSubscriptionStatus()
        .then((status) => {
          if (!stopped && status?.hasActiveSubscription && status.role === 'client') {
            window.clearInterval(timer);
            void refreshUser();
          }
        })
        .catch(() => undefined); // a missed tick is retried by the next one
    }, ROLE_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [isLead, refreshUser]);
}
