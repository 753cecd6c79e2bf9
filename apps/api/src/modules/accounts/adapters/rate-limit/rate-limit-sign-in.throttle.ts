import { Injectable } from '@nestjs/common';
import { SIGN_IN_THROTTLE, type AttemptCounter } from '@inhala/domain';
import { RateLimitStore, type Bucket } from '../../../../platform/rate-limit/rate-limit.store';
import { SignInThrottle } from '../../ports/sign-in-throttle.port';

const fromAddressKey = (accountId: string, address: string) => `signin-failures:${accountId}:${address}`;
const onAccountKey = (accountId: string) => `signin-failures:${accountId}`;
const knownKey = (accountId: string, address: string) => `signin-known:${accountId}:${address}`;
const counter = (bucket: Bucket): AttemptCounter => ({ count: bucket.hits, resetAt: bucket.resetAt });

/** The sign-in counters as rate-limit buckets in PostgreSQL (one atomic upsert each). */
@Injectable()
export class RateLimitSignInThrottle extends SignInThrottle {
  constructor(private readonly store: RateLimitStore) {
    super();
  }

  async countFromAddress(accountId: string, address: string): Promise<AttemptCounter> {
    return counter(await this.store.hit(fromAddressKey(accountId, address), SIGN_IN_THROTTLE.windowMs));
  }

  async countOnAccount(accountId: string): Promise<AttemptCounter> {
    return counter(await this.store.hit(onAccountKey(accountId), SIGN_IN_THROTTLE.windowMs));
  }

  async isKnownAddress(accountId: string, address: string): Promise<boolean> {
    return (await this.store.peek(knownKey(accountId, address))) !== null;
  }

  async succeeded(accountId: string, address: string): Promise<void> {
    await Promise.all([
      this.store.release(fromAddressKey(accountId, address)),
      this.store.release(onAccountKey(accountId)),
      this.store.remember(knownKey(accountId, address), SIGN_IN_THROTTLE.knownAddressDays * 24 * 60 * 60_000),
    ]);
  }

  async passwordReset(accountId: string, address: string): Promise<void> {
    await Promise.all([
      this.store.forget(onAccountKey(accountId)),
      this.store.forget(fromAddressKey(accountId, address)),
      this.store.remember(knownKey(accountId, address), SIGN_IN_THROTTLE.knownAddressDays * 24 * 60 * 60_000),
    ]);
  }
}
