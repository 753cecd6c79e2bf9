import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useLocation,
  useNavigate,
  markPaymentReturn,
  subscriptionStatusQuery,
  useRefreshSubscription,
  useToast,
} from '@inhala/ui';
import type { SubscriptionStatusResponse } from '@inhala/domain';

const MARKER_PARAMS = ['session_id', 'success', 'canceled', 'utm_source'];

/** A return from the payment provider (01 §4): by URL marker, path, referrer or e-mail link. */
export function isPaymentReturn(
  search: string,
  pathname: string,
  referrer: string,
): { returned: boolean; paid: boolean } {
  const params = new URLSearchParams(search);
  const paid = params.has('session_id') || params.get('success') === 'true';
  const fromProvider = /checkout\.stripe\.com|billing\.stripe\.com|\/api\/local-(checkout|portal)\//.test(
    referrer,
  );
  const returned =
    paid ||
    fromProvider ||
    params.get('utm_source') === 'email' ||
    (pathname.includes('/subscription') && MARKER_PARAMS.some((p) => params.has(p)));
  return { returned, paid: paid || fromProvider };
}

/**
 * The confirmation toast's text: the trial is given once, so only a person whose checkout came
 * with it (trialing now, or still a first-timer while the provider's event is on its way) is
 * told it began.
 */
export function paymentConfirmedText(status: SubscriptionStatusResponse | null): string {
  const trial =
    status?.subscriptionStatus === 'trialing' ||
    (status?.trialAvailable === true && !status.hasActiveSubscription);
  return trial
    ? 'Tu prueba gratuita de 11 días ya comenzó. Disfruta de todo Inhala.'
    : 'Tu suscripción ya está activa. Disfruta de todo Inhala.';
}

/**
 * Refreshes subscription, plans and user after a payment return, records the return time (so
 * the status is polled every 3 s for 2 minutes) and strips the markers from the URL.
 */
export function usePaymentReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshSubscription();
  const toast = useToast();
  const queryClient = useQueryClient();

  useEffect(() => {
    const { returned, paid } = isPaymentReturn(location.search, location.pathname, document.referrer);
    if (!returned) return;
    const params = new URLSearchParams(location.search);
    if (paid) markPaymentReturn();
    const refreshed = refresh();
    if (params.has('session_id') || params.get('success') === 'true') {
      void refreshed
        .then(() => queryClient.ensureQueryData(subscriptionStatusQuery(true)))
        .catch(() => null)
        .then((status) => toast({ title: '¡Pago confirmado!', description: paymentConfirmedText(status) }));
    } else if (params.get('canceled') === 'true') {
      toast({
        title: 'Pago cancelado',
        description: 'No se realizó ningún cargo. Puedes elegir tu plan cuando quieras.',
      });
    }
    const hadMarkers = MARKER_PARAMS.some((p) => params.has(p));
    if (hadMarkers) {
      for (const p of MARKER_PARAMS) params.delete(p);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
    }
    // Only a new location can be a new return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
