import { Injectable } from '@nestjs/common';
import { DomainError, isPreferencesLinkExpired } from '@inhala/domain';
import { Clock } from '../../../../platform/time/clock.port';
import { EmailLinks, type EmailLinkSubject } from '../email-links';

type Purpose = 'preferences' | 'unsubscribe';

/** Far above any token EmailLinks signs; longer input is not worth hashing. */
const MAX_TOKEN_LENGTH = 1000;

/**
 * The person a preferences or unsubscribe link was signed for. A forged, altered or other-purpose
 * token is EMAIL.LINK_INVALID: an open or click token never opens someone's preferences. A
 * preferences link older than 90 days is EMAIL.LINK_EXPIRED; an unsubscribe link never expires
 * (EMAIL_LINK_POLICY).
 */
@Injectable()
export class ReadPreferencesLink {
  constructor(
    private readonly links: EmailLinks,
    private readonly clock: Clock,
  ) {}

  async execute<P extends Purpose>(
    token: string,
    purpose: P,
  ): Promise<Extract<EmailLinkSubject, { purpose: P }>> {
    const subject = token.length <= MAX_TOKEN_LENGTH ? await this.links.read(token) : null;
    if (!subject || subject.purpose !== purpose) throw new DomainError('EMAIL.LINK_INVALID');
    if (subject.purpose === 'preferences' && isPreferencesLinkExpired(subject.issuedAt, this.clock.now()))
      throw new DomainError('EMAIL.LINK_EXPIRED');
    return subject as Extract<EmailLinkSubject, { purpose: P }>;
  }
}
