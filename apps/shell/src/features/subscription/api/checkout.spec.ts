import { errorLogger } from '@inhala/ui';
import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { startCheckout } from './checkout';

describe('startCheckout', () => {
  beforeEach(() => window.localStorage.clear());

  it('should log a checkout that could not start as a critical failed conversion', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        fakeResponse(
          502,
          JSON.stringify({ errorCode: 'CHECKOUT_CREATION_FAILED', message: 'No pudimos iniciar el pago' }),
        ),
      );
    await expect(startCheckout('price_y')).rejects.toThrow(
      'Unable to start the checkout process. Please try again in a moment.',
    );
    expect(errorLogger.critical()).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^failed conversion: ApiError: 502/),
        context: 'checkout',
      }),
    ]);
  });

  it('should not log a checkout that starts', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(200, JSON.stringify({ url: '/pago' })));
    await expect(startCheckout('price_y')).resolves.toEqual({ url: '/pago' });
    expect(errorLogger.critical()).toEqual([]);
  });
});
