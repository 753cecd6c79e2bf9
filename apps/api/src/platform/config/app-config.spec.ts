import { ConfigError, loadConfig } from './app-config';

describe('configuration', () => {
  it('should default to port 3000, ./data, PGlite and demo mode', () => {
    const config = loadConfig({}, '/srv/inhala');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/inhala/data',
      databaseUrl: null,
      smtpUrl: null,
      demoMode: true,
      publicUrl: 'http://localhost:3000',
      remoteUrls: { practice: '/remotes/practice', community: '/remotes/community', admin: '/remotes/admin' },
    });
  });

  it('should leave demo accounts out on a configured database unless SEED_DEMO is true', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/inhala' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/inhala', SEED_DEMO: 'true' }).demoMode).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ REMOTE_ADMIN_URL: 'ftp://x' }, 'REMOTE_ADMIN_URL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'STRIPE_PRICE_MONTHLY'],
    [{ PLAN_PRICE_YEARLY: '-5' }, 'PLAN_PRICE_YEARLY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ IMAGE_FETCH_TIMEOUT_MS: '10s' }, 'IMAGE_FETCH_TIMEOUT_MS'],
    [{ IMAGE_RENDER_CONCURRENCY: '0' }, 'IMAGE_RENDER_CONCURRENCY'],
    [{ IMAGE_RENDER_QUEUE: '-1' }, 'IMAGE_RENDER_QUEUE'],
    [{ IMAGE_CACHE_MAX_MB: '0' }, 'IMAGE_CACHE_MAX_MB'],
    [{ IMAGE_CACHE_MAX_MB: 'mucho' }, 'IMAGE_CACHE_MAX_MB'],
    [{ EMAIL_HASH_SECRET: 'corta' }, 'EMAIL_HASH_SECRET'],
  ])('should stop on %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it.each([
    [{}, false],
    [{ TRUST_PROXY: 'false' }, false],
    [{ TRUST_PROXY: '0' }, false],
    [{ TRUST_PROXY: 'true' }, 1],
    [{ TRUST_PROXY: '2' }, 2],
    [{ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback' }, ['10.0.0.0/8', '192.168.1.4', 'loopback']],
    [{ TRUST_PROXY: 'fd00::/8' }, ['fd00::/8']],
  ])('should read TRUST_PROXY %j as %j (true is one proxy, never every hop)', (env, expected) => {
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it('should bound the image proxy by default: 10 s, 2 renders, 16 waiting, 512 MB on disk', () => {
    expect(loadConfig({}).imageProxyLimits).toEqual({
      fetchTimeoutMs: 10_000,
      renderConcurrency: 2,
      renderQueue: 16,
      cacheMaxBytes: 512 * 1024 * 1024,
    });
    expect(
      loadConfig({
        IMAGE_FETCH_TIMEOUT_MS: '500',
        IMAGE_RENDER_CONCURRENCY: '1',
        IMAGE_RENDER_QUEUE: '0',
        IMAGE_CACHE_MAX_MB: '0.5',
      }).imageProxyLimits,
    ).toEqual({ fetchTimeoutMs: 500, renderConcurrency: 1, renderQueue: 0, cacheMaxBytes: 524_288 });
  });

  it('uses the local test-mode checkout without Stripe keys, and Stripe with them', () => {
    expect(loadConfig({}).payments).toMatchObject({
      stripe: null,
      pricing: { monthly: { price: 33 }, yearly: { price: 111 } },
    });
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    }).payments;
    expect(stripe.stripe).toMatchObject({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
    expect(stripe.pricing.yearly.priceId).toBe('price_y');
  });
});
