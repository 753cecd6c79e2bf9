import type { Location } from '@inhala/ui';

/** The navigation state with which a guard sends a signed-out person home to see the paywall. */
export const PAYWALL_REQUEST = { paywall: true } as const;

/** Whether this location carries that request (01 §6). */
export function isPaywallRequested(location: Pick<Location, 'state'>): boolean {
  return Boolean((location.state as { paywall?: boolean } | null)?.paywall);
}
