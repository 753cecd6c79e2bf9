import { SetMetadata } from '@nestjs/common';
import { normaliseEmail } from '@inhala/domain';

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Per client address, and per account (the normalised `email` of the body) from one address
 * where given: never per account alone, which would let strangers spend the owner's budget.
 */
export interface RateLimitPolicy {
  name: string;
  perIp: Limit;
  perAccountAndAddress?: Limit;
}

export const RATE_LIMIT_POLICY = 'rate-limit-policy';
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_POLICY, policy);

const MINUTE = 60_000;
/**
 * The limits on the account calls (issue 2); generous for people, tight for scripts. Sign-in is
 * limited here per address only: its per-account limit counts wrong passwords alone, so it lives
 * in the SignIn use case (SIGN_IN_THROTTLE in @inhala/domain). The reset calls count an account
 * per address: a stranger spends only their own tries, and the codes an account gets are bounded
 * by RESET_CODE_POLICY (one live code at a time), not by these.
 */
export const AUTH_LIMITS = {
  signIn: { name: 'signin', perIp: { limit: 30, windowMs: 15 * MINUTE } },
  register: { name: 'register', perIp: { limit: 20, windowMs: 60 * MINUTE } },
  forgot: {
    name: 'forgot',
    perIp: { limit: 10, windowMs: 15 * MINUTE },
    perAccountAndAddress: { limit: 5, windowMs: 60 * MINUTE },
  },
  reset: {
    name: 'reset',
    perIp: { limit: 20, windowMs: 15 * MINUTE },
    perAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  },
  resetLink: { name: 'reset-link', perIp: { limit: 20, windowMs: 15 * MINUTE } },
} satisfies Record<string, RateLimitPolicy>;

/** The start of the keys that count one account's calls of a policy: `<policy>:account:<normalised e-mail>`. */
export const perAccountKey = (policy: string, email: string): string =>
  `${policy}:account:${normaliseEmail(email)}`;

/**
 * The key that counts one account's calls of a policy from one address. E-mails hold no
 * whitespace, so the space ends the e-mail: `x@a.b`'s keys never start like `x@a.bc`'s.
 */
export const perAccountAndAddressKey = (policy: string, email: string, address: string): string =>
  `${perAccountKey(policy, email)} ${address}`;

/** The start of every per-account key an e-mail can have (an erased person's go with them). */
export const perAccountKeysOf = (email: string): string[] =>
  Object.values(AUTH_LIMITS as Record<string, RateLimitPolicy>)
    .filter((policy) => policy.perAccountAndAddress)
    .map((policy) => perAccountKey(policy.name, email));
