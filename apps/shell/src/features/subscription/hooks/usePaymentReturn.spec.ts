import { isPaymentReturn } from './usePaymentReturn';

describe('payment return detection (01 §4)', () => {
  it.each([
    ['?session_id=cs_1&success=true', '/', '', true, true],
    ['?success=true', '/', '', true, true],
    ['?utm_source=email', '/', '', true, false],
    ['?canceled=true', '/subscription', '', true, false],
    ['', '/', 'https://checkout.stripe.com/c/pay/cs_1', true, true],
    ['', '/', 'http://localhost:3000/api/local-checkout/cs_local_1', true, true],
    ['', '/', '', false, false],
    ['?tab=favorites', '/meditaciones', 'https://www.google.com/', false, false],
  ])('%s on %s from %s', (search, path, referrer, returned, paid) => {
    expect(isPaymentReturn(search, path, referrer)).toEqual({ returned, paid });
  });
});
