import Stripe from 'stripe';

/** One SDK client; STRIPE_API_URL points it at another host (contract tests use a local one). */
export function createStripeClient(secretKey: string, apiUrl: string | null): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
