import { Injectable } from '@nestjs/common';
import { DomainError, type EmailPreferenceKind } from '@inhala/domain';
import { EmailLinks } from '../email-links';
import { EmailPreferencesStore } from '../../ports/email-preferences.store.port';
import { ReadPreferencesLink } from './read-preferences-link';

/** The preferences page for a link that is not valid: it explains so in Spanish. */
export const INVALID_LINK_PAGE = '/email-preferences/enlace-no-valido';

/**
 * The List-Unsubscribe link of a mail (RFC 8058). Its POST (the mail client's one click, or the
 * page's 'Darse de baja') turns that kind off; its GET only leads to the preferences page with
 * the kind marked, because link scanners and previews follow GETs on their own.
 */
@Injectable()
export class UnsubscribeByLink {
  constructor(
    private readonly store: EmailPreferencesStore,
    private readonly link: ReadPreferencesLink,
    private readonly links: EmailLinks,
  ) {}

  async execute(token: string): Promise<{ kind: EmailPreferenceKind }> {
    const { userId, kind } = await this.link.execute(token, 'unsubscribe');
    if (!(await this.store.turnOff(userId, kind))) throw new DomainError('EMAIL.LINK_INVALID');
    return { kind };
  }

  /**
   * Where a GET of the link goes: the person's preferences page, offering to turn `kind` off
   * (its 'Darse de baja' saves the preferences with that kind off).
   */
  async pageFor(token: string): Promise<string> {
    let subject: { userId: string; kind: EmailPreferenceKind };
    try {
      subject = await this.link.execute(token, 'unsubscribe');
    } catch (error) {
      // A person who clicked a damaged link reads the page's Spanish explanation, not JSON.
      if (error instanceof DomainError) return INVALID_LINK_PAGE;
      throw error;
    }
    const page = await this.links.preferencesUrl(subject.userId);
    return `${page}?unsubscribe=${subject.kind}`;
  }
}
