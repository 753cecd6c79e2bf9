import { SetMetadata } from '@nestjs/common';
import { normaliseEmail } from '@inhala/domain';

export interface Limit {
  limit: number;
  windowMs: number;
}

/** Per client address, and per account (the normalised `email` of the body) where given. */
export interface RateLimitPolicy {
  name: string;
  perIp: Limit;
  perAccount?: Limit;
}

export const RATE_LIMIT_POLICY = 'rate-limit-policy';
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_POLICY, policy);

const MINUTE = 60_000;
/**
 * The limits on the account calls (issue 2); generous for people, tight for scripts. Sign-in is
 * limited here per address only: its per-account limit counts wrong passwords alone, so it lives
 * in the SignIn use case (SIGN_IN_THROTTLE in @inhala/domain).
 */
export const AUTH_LIMITS = {
  signIn: { name: 'signin', perIp: { limit: 30, windowMs: 15 * MINUTE } },
  register: { name: 'register', perIp: { limit: 20, windowMs: 60 * MINUTE } },
  forgot: {
    name: 'forgot',
    perIp: { limit: 10, windowMs: 15 * MINUTE },
    perAccount: { limit: 5, windowMs: 60 * MINUTE },
  },
  reset: {
    name: 'reset',
    perIp: { limit: 20, windowMs: 15 * MINUTE },
    perAccount: { limit: 10, windowMs: 15 * MINUTE },
  },
} satisfies Record<string, RateLimitPolicy>;

/** The key that counts one account's calls of a policy: `<policy>:account:<normalised e-mail>`. */
export const perAccountKey = (policy: string, email: string): string =>
  `${policy}:account:${normaliseEmail(email)}`;

/** Every per-account key an e-mail can have, exactly (an erased person's go with them). */
export const perAccountKeysOf = (email: string): string[] =>
  Object.values(AUTH_LIMITS as Record<string, RateLimitPolicy>)
    .filter((policy) => policy.perAccount)
    .map((policy) => perAccountKey(policy.name, email));
