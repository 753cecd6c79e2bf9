import { Injectable } from '@nestjs/common';
import { EmailOutbox } from '../../../email';
import { WelcomeNotifier } from '../../ports/welcome-notifier.port';

/**
 * The 'welcome' template, queued in the send ledger (the worker sends it): queued in the
 * registration's transaction, so a registration that fails queues nothing, and keyed by the
 * account, so it is queued once whatever happens.
 */
@Injectable()
export class EmailWelcomeNotifier extends WelcomeNotifier {
  constructor(private readonly outbox: EmailOutbox) {
    super();
  }

  async welcome(accountId: string): Promise<void> {
    await this.outbox.enqueue({
      dedupeKey: `welcome:${accountId}`,
      emailType: 'welcome',
      templateKey: 'welcome',
      userId: accountId,
      action: '/',
    });
  }
}
