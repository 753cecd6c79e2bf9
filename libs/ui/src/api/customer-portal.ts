import { useCallback, useState } from 'react';
import {
  PORTAL_DEFAULT_ERROR,
  PORTAL_ERROR_TEXTS,
  type CustomerPortalResponse,
  type PortalErrorCode,
} from '@inhala/domain';
import { ApiError } from '../data/api-error';
import { apiRequest } from '../data/transport';
import { useToast } from '../toast/Toaster';

class PortalError extends Error {
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
