import { QueryClient } from '@tanstack/react-query';

/** How long a read stays fresh unless its call says otherwise (01 §9). */
export const DEFAULT_STALE_TIME = 5 * 60 * 1000;

/** 4xx answers are final; the spec recognises them by '40' in the message (01 §8). */
function isClientError(error: unknown): boolean {
  return error instanceof Error && error.message.includes('40');
}

/** Reads: up to 2 retries except on 4xx. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 2;
}

/** Writes: once except on 4xx. */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 1;
}

/** Exponential delay from 1 s, capped at 30 s (01 §9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Freshness 5 minutes, no refetch on focus, no polling, unused cache kept 5 minutes (01 §9).
 * Offline (issue 18), reads still run once, so the service worker can answer its stored copy, and
 * writes still run, so a write that can wait is queued and one that needs the network says so;
 * TanStack's default would pause both silently while the browser reports no network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        gcTime: DEFAULT_STALE_TIME,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryRead,
        retryDelay,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: shouldRetryWrite, retryDelay, networkMode: 'always' },
    },
  });
}
