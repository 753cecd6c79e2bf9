import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/time/clock.port';
import { EmailCampaigns, type StartedCampaign } from '../ports/email-campaigns.port';

/** Later than this after its time, a campaign's start is worth a warning in the log. */
const LATE_SECONDS = 60;

/** Every campaign whose time came, started (queued in the ledger); the ones started. */
@Injectable()
export class StartDueCampaigns {
  private readonly logger = new Logger('EmailWorker');

  constructor(
    private readonly campaigns: EmailCampaigns,
    private readonly clock: Clock,
  ) {}

  async execute(stopping: () => boolean = () => false): Promise<StartedCampaign[]> {
    const started: StartedCampaign[] = [];
    while (!stopping()) {
      const campaign = await this.campaigns.startNextDue(this.clock.now());
      if (!campaign) break;
      started.push(campaign);
      const what = `campaña ${campaign.campaignId} («${campaign.name}»)`;
      if (campaign.latenessSeconds >= LATE_SECONDS)
        this.logger.warn(
          `${what} empezó ${campaign.latenessSeconds} s tarde: ${campaign.recipients} destinatarios`,
        );
      else this.logger.log(`${what} empezó: ${campaign.recipients} destinatarios`);
    }
    return started;
  }
}
