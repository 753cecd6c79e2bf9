import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_DATA_LIMITS,
  ACCOUNT_DATA_TEXTS,
  DomainError,
  RetryLaterError,
  type DeleteAccountResponse,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { PasswordHasher } from '../../accounts';
import { ForgetChatMember } from '../../chat';
import { FileStorage } from '../../media';
import { AccountDataThrottle } from '../ports/account-data.throttle.port';
import { PersonalDataEraser } from '../ports/personal-data.eraser.port';
import { SubscriptionCanceller } from '../ports/subscription-canceller.port';

/**
 * 'Eliminar mi cuenta' (issue 19), for the signed-in person only, confirmed with their password:
 * 1. every subscription the provider still runs for them is set to end with its paid period, and
 *    their open checkouts expire, first: when the provider fails nothing is deleted and the person
 *    can simply try again;
 * 2. one transaction erases the person everywhere (sessions included);
 * 3. once it has committed, the files of their chat photos and voice notes are removed (a file
 *    that cannot be removed is logged: the account is gone either way), open chat screens drop
 *    those messages, and the person's own chat sockets close.
 * Idempotent: after a failure in step 1 a retry does both steps; once erased, the session is gone
 * and a second call answers SESSION_INVALID at the guard.
 */
@Injectable()
export class DeleteAccount {
  private readonly logger = new Logger('DeleteAccount');

  constructor(
    private readonly eraser: PersonalDataEraser,
    private readonly subscriptions: SubscriptionCanceller,
    private readonly hasher: PasswordHasher,
    private readonly throttle: AccountDataThrottle,
    private readonly clock: Clock,
    private readonly files: FileStorage,
    private readonly chat: ForgetChatMember,
  ) {}

  async execute(userId: string, password: string): Promise<DeleteAccountResponse> {
    const { hits, resetAt } = await this.throttle.count('delete', userId);
    if (hits > ACCOUNT_DATA_LIMITS.deletions.limit)
      throw new RetryLaterError('RATE_LIMITED', resetAt, this.clock.now());
    if (!password) throw new DomainError('ACCOUNT.PASSWORD_REQUIRED');
    const hash = await this.eraser.passwordHashOf(userId);
    if (!hash) throw new DomainError('SESSION_INVALID');
    if (!(await this.hasher.verify(hash, password))) {
      this.logger.warn(`account deletion refused: wrong password for account ${userId}`);
      throw new DomainError('ACCOUNT.WRONG_PASSWORD');
    }

    const subscriptionCancelled = await this.subscriptions.cancelAtPeriodEnd(userId);
    const erasure = await this.eraser.erase(userId);
    if (!erasure) throw new DomainError('SESSION_INVALID');
    for (const url of erasure.files) {
      await this.files.remove(url).catch((error: unknown) => {
        this.logger.warn(`file of erased account ${userId} not removed (${url}): ${String(error)}`);
      });
    }
    await this.chat.execute(userId, erasure.deletedMessageIds);
    const summary = Object.entries(erasure.counts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${table}=${n}`)
      .join(' ');
    this.logger.log(
      `account erased: ${userId}; subscription cancelled at period end: ${subscriptionCancelled}; ${summary}`,
    );
    return { message: ACCOUNT_DATA_TEXTS.deleted, subscriptionCancelled };
  }
}
