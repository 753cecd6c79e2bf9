import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import type { PlanPricing } from '@inhala/domain';

/**
 * The process configuration, read and validated once at boot (STYLE habit 7). A bad value stops
 * the process with a message that names the variable.
 */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  demoMode: boolean;
  webRoot: string;
  remoteUrls: { practice: string; community: string; admin: string };
  /** Express `trust proxy`: off, how many proxies stand in front, or which addresses they have. */
  trustProxy: TrustProxy;
  payments: PaymentsConfig;
  /** Storage hosts (host or host:port) whose images the proxy may fetch; nothing else is fetched. */
  imageProxyHosts: string[];
  imageProxyLimits: ImageProxyLimits;
  email: EmailConfig;
  /**
   * Keys the e-mail hash that outlives an erased account, for one trial per person
   * (EMAIL_HASH_SECRET, 32+ characters); else one made once and kept in the database.
   */
  emailHashSecret: string | null;
  /** On SIGTERM, how long the calls in flight may take to finish before they are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
}

/** The e-mail worker and its sending pace; each figure has a variable (README). */
export interface EmailConfig {
  /**
   * 'inline': this process runs the e-mail worker too (the embedded default: PGlite is one
   * process); 'off': `npm run worker` does (the default on PostgreSQL). EMAIL_WORKER.
   */
  worker: 'inline' | 'off';
  /** Mails per second this process sends at most (EMAIL_RATE_PER_SECOND). */
  ratePerSecond: number;
  /** Ledger rows claimed at once (EMAIL_BATCH_SIZE). */
  batchSize: number;
  /** A row left in 'sending' this long by a worker that died is tried again (EMAIL_LEASE_SECONDS). */
  leaseSeconds: number;
  /** The first retry's wait after a 4xx; doubled each time (EMAIL_RETRY_BASE_SECONDS). */
  retryBaseSeconds: number;
  /** How often an idle worker looks for due work (EMAIL_POLL_MS). */
  pollMs: number;
  /** SMTP connections kept open per process (EMAIL_SMTP_CONNECTIONS). */
  smtpConnections: number;
  /** Signs unsubscribe, preference and tracking links (EMAIL_LINK_SECRET); else one kept in the database. */
  linkSecret: string | null;
}

/** What the image proxy may spend: each limit has a variable, for operators and for tests. */
export interface ImageProxyLimits {
  /** A storage host must send the whole image within this time (IMAGE_FETCH_TIMEOUT_MS). */
  fetchTimeoutMs: number;
  /** Renders at once (IMAGE_RENDER_CONCURRENCY) and waiting for a turn (IMAGE_RENDER_QUEUE). */
  renderConcurrency: number;
  renderQueue: number;
  /** The disk cache's size; the least recently used images go first (IMAGE_CACHE_MAX_MB). */
  cacheMaxBytes: number;
}

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local test-mode checkout (DESIGN). */
export interface PaymentsConfig {
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  pricing: PlanPricing;
  /** Where a legacy wallet-provider subscriber manages their plan; {id} is their subscription id. */
  legacyWalletPortalUrl: string | null;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

function readUrl(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  }
  return raw;
}

function readBoolean(env: NodeJS.ProcessEnv, name: string): boolean | null {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return null;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false`);
}

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe. Every hop the client sends can be made up, so only the
 * ones our own proxies appended count: `true` means one proxy (the usual load balancer), a number
 * that many proxies, and a list (addresses, CIDRs, or loopback/linklocal/uniquelocal) the
 * proxies' own addresses. `false` or `0` ignores the header.
 */
function readTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY must be at most 10 hops');
    return hops === 0 ? false : hops;
  }
  const addresses = raw.split(',').map((entry) => entry.trim());
  const bad = addresses.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined)
    throw new ConfigError(
      `TRUST_PROXY must be false, true, a hop count or a comma-separated list of proxy addresses (not "${bad}")`,
    );
  return addresses;
}

function readInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function loadImageProxyLimits(env: NodeJS.ProcessEnv): ImageProxyLimits {
  const cacheRaw = env.IMAGE_CACHE_MAX_MB?.trim();
  const cacheMb = cacheRaw ? Number(cacheRaw) : 512;
  if (!Number.isFinite(cacheMb) || cacheMb <= 0 || !/^\d*\.?\d+$/.test(cacheRaw ?? '512'))
    throw new ConfigError('IMAGE_CACHE_MAX_MB must be a positive number of megabytes');
  return {
    fetchTimeoutMs: readInteger(env, 'IMAGE_FETCH_TIMEOUT_MS', 10_000, 100, 120_000),
    renderConcurrency: readInteger(env, 'IMAGE_RENDER_CONCURRENCY', 2, 1, 64),
    renderQueue: readInteger(env, 'IMAGE_RENDER_QUEUE', 16, 0, 1000),
    cacheMaxBytes: Math.round(cacheMb * 1024 * 1024),
  };
}

function readSecret(env: NodeJS.ProcessEnv, name: string): string | null {
  const secret = env[name]?.trim() || null;
  if (secret !== null && secret.length < 32) throw new ConfigError(`${name} must be at least 32 characters`);
  return secret;
}

function loadEmail(env: NodeJS.ProcessEnv, embedded: boolean): EmailConfig {
  const worker = env.EMAIL_WORKER?.trim().toLowerCase() || (embedded ? 'inline' : 'off');
  if (worker !== 'inline' && worker !== 'off') throw new ConfigError('EMAIL_WORKER must be inline or off');
  const linkSecret = env.EMAIL_LINK_SECRET?.trim() || null;
  if (linkSecret !== null && linkSecret.length < 32)
    throw new ConfigError('EMAIL_LINK_SECRET must be at least 32 characters');
  return {
    worker,
    ratePerSecond: readInteger(env, 'EMAIL_RATE_PER_SECOND', 100, 1, 10_000),
    batchSize: readInteger(env, 'EMAIL_BATCH_SIZE', 50, 1, 1000),
    leaseSeconds: readInteger(env, 'EMAIL_LEASE_SECONDS', 120, 1, 86_400),
    retryBaseSeconds: readInteger(env, 'EMAIL_RETRY_BASE_SECONDS', 60, 0, 86_400),
    pollMs: readInteger(env, 'EMAIL_POLL_MS', 2000, 10, 600_000),
    smtpConnections: readInteger(env, 'EMAIL_SMTP_CONNECTIONS', 5, 1, 100),
    linkSecret,
  };
}

function readPrice(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a whole number of US dollars`);
  return value;
}

function loadPayments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || null;
  const monthlyPrice = readPrice(env, 'PLAN_PRICE_MONTHLY', 33);
  const yearlyPrice = readPrice(env, 'PLAN_PRICE_YEARLY', 111);
  const legacyWalletPortalUrl = readUrl(env, 'LEGACY_WALLET_PORTAL_URL', ['https:', 'http:']);
  if (!secretKey) {
    return {
      stripe: null,
      pricing: {
        monthly: { priceId: 'price_local_monthly', price: monthlyPrice },
        yearly: { priceId: 'price_local_yearly', price: yearlyPrice },
      },
      legacyWalletPortalUrl,
    };
  }
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`${name} is required when STRIPE_SECRET_KEY is set`);
    return value;
  };
  return {
    stripe: {
      secretKey,
      webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
      apiUrl: readUrl(env, 'STRIPE_API_URL', ['http:', 'https:']),
    },
    pricing: {
      monthly: { priceId: required('STRIPE_PRICE_MONTHLY'), price: monthlyPrice },
      yearly: { priceId: required('STRIPE_PRICE_YEARLY'), price: yearlyPrice },
    },
    legacyWalletPortalUrl,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const portRaw = env.PORT?.trim() || '3000';
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError('PORT must be a port number');

  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || './data');
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const publicUrl = (readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const seedDemo = readBoolean(env, 'SEED_DEMO');
  const webRootRaw = env.WEB_ROOT?.trim() || 'dist/apps';
  const remote = (name: string, fallback: string) =>
    (readUrl(env, `REMOTE_${name}_URL`, ['http:', 'https:']) ?? fallback).replace(/\/+$/, '');

  return {
    port,
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Inhala <hola@inhala.local>',
    publicUrl,
    // Demo accounts exist only on the embedded default or when asked for explicitly (DESIGN).
    demoMode: seedDemo ?? databaseUrl === null,
    webRoot: isAbsolute(webRootRaw) ? webRootRaw : resolve(cwd, webRootRaw),
    remoteUrls: {
      practice: remote('PRACTICE', '/remotes/practice'),
      community: remote('COMMUNITY', '/remotes/community'),
      admin: remote('ADMIN', '/remotes/admin'),
    },
    trustProxy: readTrustProxy(env),
    payments: loadPayments(env),
    imageProxyHosts: (env.IMAGE_PROXY_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    imageProxyLimits: loadImageProxyLimits(env),
    emailHashSecret: readSecret(env, 'EMAIL_HASH_SECRET'),
    email: loadEmail(env, databaseUrl === null),
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
  };
}

/** The Nest token for the configuration; the module provides one validated instance. */
export const APP_CONFIG = 'APP_CONFIG';
