import { checkoutErrorMessage, type CheckoutResponse } from '@inhala/domain';
import { ApiError, NetworkError, STORAGE_KEYS, apiRequest, errorLogger, writeStorage } from '@inhala/ui';

/** Paying needs the payment provider: offline, the plan screen says so (issue 18). */
export const CHECKOUT_NEEDS_NETWORK =
  'El pago necesita conexión a internet. Inténtalo de nuevo cuando vuelvas a estar en línea.';

class CheckoutError extends Error {
  override name = 'CheckoutError';
}

/** POST create-checkout: the error message follows the spec's error codes (01 §8). */
export async function startCheckout(priceId: string): Promise<CheckoutResponse> {
  writeStorage(STORAGE_KEYS.checkoutAttemptAt, String(Date.now()));
  try {
    return await apiRequest<CheckoutResponse>('POST', '/api/subscription/create-checkout', { priceId });
  } catch (error) {
    errorLogger.logCritical('failedConversion', error, 'checkout');
    if (error instanceof NetworkError) throw new CheckoutError(CHECKOUT_NEEDS_NETWORK);
    if (error instanceof ApiError) {
      throw new CheckoutError(
        checkoutErrorMessage({
          status: error.status,
          errorCode: error.errorCode,
          serverMessage: error.serverMessage,
        }),
      );
    }
    throw new CheckoutError(checkoutErrorMessage({ status: 0 }));
  }
}
