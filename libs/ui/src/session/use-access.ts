import { useQuery } from '@tanstack/react-query';
import {
  LEAD_WITHOUT_SUBSCRIPTION,
  deriveSubscriptionFlags,
  type SubscriptionFlags,
  type SubscriptionStatusResponse,
} from '@inhala/domain';
import { subscriptionStatusQuery } from '../api/subscription';
import { useSession } from './SessionProvider';

interface Access extends SubscriptionFlags {
  status: SubscriptionStatusResponse | null;
  /** True until the session and the subscription status are known: no lead state is applied yet. */
  loading: boolean;
  /** True while the subscription details themselves are loading (also for clients and admins). */
  statusPending: boolean;
}

/**
 * Who may see what (01 §6): the role is authoritative for full access; the status adds the
 * subscription details. While either is loading, callers must not treat the person as a lead.
 */
export function useAccess(): Access {
  const { user, checking } = useSession();
  const statusQuery = useQuery(subscriptionStatusQuery(Boolean(user)));
  const status = statusQuery.data ?? null;
  const flags = deriveSubscriptionFlags(
    status ?? (user ? { ...LEAD_WITHOUT_SUBSCRIPTION, role: user.role } : null),
    new Date(),
  );
  const fullAccess = user?.role === 'client' || user?.role === 'admin';
  return {
    ...flags,
    isSubscribed: flags.isSubscribed || fullAccess,
    isLead: !fullAccess && flags.isLead,
    status,
    loading: checking || (Boolean(user) && !fullAccess && statusQuery.isPending),
    statusPending: checking || (Boolean(user) && statusQuery.isPending),
  };
}
