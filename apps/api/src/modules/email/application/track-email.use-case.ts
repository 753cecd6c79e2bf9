import { Injectable } from '@nestjs/common';
import { DomainError } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { EmailTracking } from '../ports/email-tracking.port';
import { EmailLinks } from './email-links';

/** A ledger row id as the links carry it (bigint as text); anything else is not ours. */
const LOG_ID = /^[1-9]\d{0,17}$/;

/** The open pixel: any token gets the image; a valid one counts an open. */
@Injectable()
export class RecordEmailOpen {
  constructor(
    private readonly links: EmailLinks,
    private readonly tracking: EmailTracking,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<void> {
    const subject = await this.links.read(token);
    if (subject?.purpose !== 'open' || !LOG_ID.test(subject.logId)) return;
    await this.tracking.recordOpen(subject.logId, this.clock.now());
  }
}

/**
 * A tracked link: only a token this app signed, for one of this app's own URLs, is followed
 * (never an open redirect); the click is counted and the URL returned.
 */
@Injectable()
export class FollowEmailClick {
  constructor(
    private readonly links: EmailLinks,
    private readonly tracking: EmailTracking,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<string> {
    const subject = await this.links.read(token);
    if (subject?.purpose !== 'click' || !LOG_ID.test(subject.logId) || !this.links.isOwnUrl(subject.url))
      throw new DomainError('EMAIL.LINK_INVALID');
    await this.tracking.recordClick(subject.logId, this.clock.now());
    return subject.url;
  }
}
