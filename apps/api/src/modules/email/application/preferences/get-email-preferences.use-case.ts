import { Injectable } from '@nestjs/common';
import { DomainError, type EmailPreferencesDto } from '@inhala/domain';
import { EmailPreferencesStore } from '../../ports/email-preferences.store.port';
import { preferencesView } from './preferences-view';
import { ReadPreferencesLink } from './read-preferences-link';

/** The person's e-mail choices: signed in (/profile), or from the link a mail carries. */
@Injectable()
export class GetEmailPreferences {
  constructor(
    private readonly store: EmailPreferencesStore,
    private readonly link: ReadPreferencesLink,
  ) {}

  async forUser(userId: string): Promise<EmailPreferencesDto> {
    const person = await this.store.find(userId);
    if (!person) throw new DomainError('SESSION_INVALID');
    return preferencesView(person, false);
  }

  async forLink(token: string): Promise<EmailPreferencesDto> {
    const { userId } = await this.link.execute(token, 'preferences');
    // An account deleted since the mail was sent: the link leads nowhere.
    const person = await this.store.find(userId);
    if (!person) throw new DomainError('EMAIL.LINK_INVALID');
    return preferencesView(person, true);
  }
}
