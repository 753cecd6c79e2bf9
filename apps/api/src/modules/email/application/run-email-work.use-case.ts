import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/time/clock.port';
import { EmailCampaigns } from '../ports/email-campaigns.port';
import { SendDueEmails } from './send-due-emails.use-case';
import { StartDueCampaigns } from './start-due-campaigns.use-case';

/**
 * One round of the worker: start the campaigns whose time came, send ledger batches until
 * nothing is due, then close the campaigns that have nothing left to send. A campaign that
 * comes due during a long run starts before the next batch.
 */
@Injectable()
export class RunEmailWork {
  private readonly logger = new Logger('EmailWorker');

  constructor(
    private readonly startCampaigns: StartDueCampaigns,
    private readonly send: SendDueEmails,
    private readonly campaigns: EmailCampaigns,
    private readonly clock: Clock,
  ) {}

  async execute(stopping: () => boolean = () => false): Promise<void> {
    while (!stopping()) {
      try {
        await this.startCampaigns.execute(stopping);
      } catch (error) {
        // A campaign that cannot start (tried again next round) never holds up the other mail.
        this.logger.error(
          `no se pudo empezar una campaña: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if ((await this.send.execute(stopping)) === 0) break;
    }
    await this.campaigns.closeFinished(this.clock.now());
  }
}
