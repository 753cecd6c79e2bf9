import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@inhala/domain';
import { apiRequest, subscriptionKeys } from '@inhala/ui';

/** Under the subscription's keys, so a refreshed subscription refreshes the plans too. */
export const planKeys = { all: [...subscriptionKeys.all, 'plans'] as const };

/** GET /api/subscription/plans; a failure reads 'Failed to fetch subscription plans' (01 §8). */
export async function getPlans(): Promise<PlansResponse> {
  try {
    return await apiRequest<PlansResponse>('GET', '/api/subscription/plans');
  } catch (error) {
    throw new Error('Failed to fetch subscription plans', { cause: error });
  }
}

/** Fresh for 30 minutes. */
export const plansQuery = queryOptions({ queryKey: planKeys.all, queryFn: getPlans, staleTime: 30 * 60_000 });

export const usePlans = () => useQuery(plansQuery);
