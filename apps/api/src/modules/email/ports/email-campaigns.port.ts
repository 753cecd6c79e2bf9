/** A campaign the worker just started: its recipients are queued in the ledger. */
export interface StartedCampaign {
  campaignId: number;
  name: string;
  /** Ledger rows made for it (people opted out or suppressed are not queued at all). */
  recipients: number;
  /** How long after its time it started (the worker was down, or busy). */
  latenessSeconds: number;
}

/** Campaigns: made from pending e-mails whose time came, expanded into the ledger, closed when sent. */
export abstract class EmailCampaigns {
  /**
   * Takes one pending e-mail that is 'scheduled' and due (or a campaign row not yet expanded),
   * and in one transaction: makes its campaign (at most one per pending e-mail), marks the
   * pending e-mail 'sent', and queues one ledger row per person who wants that kind of mail.
   * Null when nothing is due. Workers never take the same one (SKIP LOCKED).
   */
  abstract startNextDue(now: Date): Promise<StartedCampaign | null>;
  /** Sets sent_at on started campaigns with nothing queued or sending any more; how many. */
  abstract closeFinished(now: Date): Promise<number>;
}
