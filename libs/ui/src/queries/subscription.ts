import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  LEAD_WITHOUT_SUBSCRIPTION,
  PORTAL_DEFAULT_ERROR,
  PORTAL_ERROR_TEXTS,
  checkoutErrorMessage,
  deriveSubscriptionFlags,
  type CheckoutResponse,
  type CustomerPortalResponse,
  type PlansResponse,
  type PortalErrorCode,
  type SubscriptionFlags,
  type SubscriptionStatusResponse,
} from '@inhala/domain';
import { ApiError } from '../data/api-error';
import { STORAGE_KEYS, readStorage, writeStorage } from '../data/storage-keys';
import { apiRequest, getJson } from '../data/transport';
import { useSession } from '../session/SessionProvider';
import { useToast } from '../toast/Toaster';

const FIVE_MINUTES = 5 * 60_000;
const PAYMENT_RETURN_WINDOW = 2 * 60_000;

export const subscriptionKeys = {
  status: ['subscription', 'status'] as const,
  plans: ['subscription', 'plans'] as const,
};

/** True while the payment-return marker is under 2 minutes old (01 §9). */
export function paymentReturnIsFresh(now = Date.now()): boolean {
  const at = Number(readStorage(STORAGE_KEYS.paymentReturnAt));
  return Number.isFinite(at) && at > 0 && now - at < PAYMENT_RETURN_WINDOW;
}

export function markPaymentReturn(now = Date.now()): void {
  writeStorage(STORAGE_KEYS.paymentReturnAt, String(now));
}

/**
 * GET /api/subscription/status: a 401 is a lead with no subscription; other failures carry
 * 'Failed to fetch subscription status' (01 §8). Fresh 5 minutes; polled every 3 s and never
 * fresh while a payment return is recent.
 */
export function subscriptionStatusQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: [...subscriptionKeys.status, signedIn] as const,
    enabled: signedIn,
    queryFn: async (): Promise<SubscriptionStatusResponse | null> => {
      try {
        const status = await getJson<SubscriptionStatusResponse>('/api/subscription/status');
        writeStorage(STORAGE_KEYS.isSubscribed, String(Boolean(status?.hasActiveSubscription)));
        return status;
      } catch (error) {
        throw new Error('Failed to fetch subscription status', { cause: error });
      }
    },
    staleTime: () => (paymentReturnIsFresh() ? 0 : FIVE_MINUTES),
    refetchInterval: () => (paymentReturnIsFresh() ? 3000 : false),
  });
}

export const plansQuery = queryOptions({
  queryKey: subscriptionKeys.plans,
  queryFn: async (): Promise<PlansResponse> => {
    try {
      return await apiRequest<PlansResponse>('GET', '/api/subscription/plans');
    } catch (error) {
      throw new Error('Failed to fetch subscription plans', { cause: error });
    }
  },
  staleTime: 30 * 60_000,
});

export const usePlans = () => useQuery(plansQuery);

export interface Access extends SubscriptionFlags {
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

/** POST create-checkout: the error message follows the spec's error codes (01 §8). */
export async function startCheckout(priceId: string): Promise<CheckoutResponse> {
  writeStorage(STORAGE_KEYS.checkoutAttemptAt, String(Date.now()));
  try {
    return await apiRequest<CheckoutResponse>('POST', '/api/subscription/create-checkout', { priceId });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new CheckoutError(
        checkoutErrorMessage({
          status: error.status,
          errorCode: error.errorCode,
          serverMessage: error.serverMessage,
        }),
        error.status,
        error.errorCode,
      );
    }
    throw new CheckoutError(checkoutErrorMessage({ status: 0 }), 0);
  }
}

export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

export class PortalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

/** POST customer-portal: the failure carries errorCode and status (01 §8). */
export async function openCustomerPortal(): Promise<CustomerPortalResponse> {
  try {
    return await apiRequest<CustomerPortalResponse>('POST', '/api/subscription/customer-portal');
  } catch (error) {
    if (error instanceof ApiError) {
      throw new PortalError(
        error.serverMessage ?? 'Failed to create customer portal session',
        error.status,
        error.status === 401 ? 'AUTH_REQUIRED' : error.errorCode,
      );
    }
    throw new PortalError(PORTAL_DEFAULT_ERROR, 0);
  }
}

/**
 * 'Gestionar suscripción' (02 §2.12): sends the browser to the customer portal, or shows the
 * portal error's Spanish title and text (02 §8). The profile and the plan screen both use it.
 */
export function useCustomerPortal(): { open: () => Promise<void>; opening: boolean } {
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const open = useCallback(async () => {
    setOpening(true);
    try {
      const { url } = await openCustomerPortal();
      window.location.assign(url);
    } catch (error) {
      setOpening(false);
      const code =
        error instanceof PortalError ? (error.errorCode as PortalErrorCode | undefined) : undefined;
      const texts =
        code && code in PORTAL_ERROR_TEXTS
          ? PORTAL_ERROR_TEXTS[code]
          : { title: 'Error', message: PORTAL_DEFAULT_ERROR };
      toast({ title: texts.title, description: texts.message, variant: 'destructive' });
    }
  }, [toast]);
  return { open, opening };
}

/** Refreshes subscription, plans and user together: after a payment return or a role change. */
export function useRefreshSubscription(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['subscription'] }), refreshUser()]);
  }, [queryClient, refreshUser]);
}
