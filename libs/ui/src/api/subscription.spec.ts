import { fakeResponse } from '../../../../tools/test/polyfills';
import { QueryClient } from '@tanstack/react-query';
import { subscriptionStatusQuery } from './subscription';

describe('subscription status query', () => {
  beforeEach(() => window.localStorage.clear());

  it('should store the subscription flag for a signed-in person', async () => {
    window.localStorage.setItem('sessionId', 's'.repeat(32));
    global.fetch = jest.fn(async () => fakeResponse(200, JSON.stringify({ hasActiveSubscription: true })));
    await new QueryClient().fetchQuery(subscriptionStatusQuery(true));
    expect(window.localStorage.getItem('isSubscribed')).toBe('true');
  });

  it('should not write the flag back when the answer arrives after sign-out', async () => {
    window.localStorage.setItem('sessionId', 's'.repeat(32));
    let answer: (res: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = new QueryClient().fetchQuery(subscriptionStatusQuery(true));
    window.localStorage.clear(); // signed out while the call was on its way
    answer(fakeResponse(401, JSON.stringify({ message: 'x' })));
    await pending;
    expect(window.localStorage.getItem('isSubscribed')).toBeNull();
  });
});
