import { Injectable } from '@nestjs/common';
import { QueuePaymentFailedNotice, QueueTrialEndingNotices } from '../../../email';
import { SubscriptionMails } from '../../ports/subscription-mails.port';

/** Through the e-mail context's front door: queued in its send ledger, sent by the worker. */
@Injectable()
export class EmailSubscriptionMails extends SubscriptionMails {
  constructor(
    private readonly trialEndingNotices: QueueTrialEndingNotices,
    private readonly paymentFailedNotice: QueuePaymentFailedNotice,
  ) {
    super();
  }

  async trialEnding(accountId: string, trialEndsAt: Date): Promise<void> {
    await this.trialEndingNotices.forPerson(accountId, trialEndsAt);
  }

  async paymentFailed(accountId: string, eventId: string): Promise<void> {
    await this.paymentFailedNotice.execute(accountId, eventId);
  }
}
