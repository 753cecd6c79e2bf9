import type Stripe from 'stripe';

/**
 * One SDK client, made only when Stripe is configured (the SDK is not loaded otherwise);
 * STRIPE_API_URL points it at another host (contract tests use a local one).
 */
export async function createStripeClient(secretKey: string, apiUrl: string | null): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const target = apiUrl ? new URL(apiUrl) : null;
  return new StripeClient(secretKey, {
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
