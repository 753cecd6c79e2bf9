import { checkoutErrorMessage, type CheckoutResponse } from '@inhala/domain';
import { ApiError, STORAGE_KEYS, apiRequest, writeStorage } from '@inhala/ui';

class CheckoutError extends Error {
  override name = 'CheckoutError';
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
      );
    }
    throw new CheckoutError(checkoutErrorMessage({ status: 0 }));
  }
}
