import { Injectable } from '@nestjs/common';
import {
  DomainError,
  validateEmailPreferences,
  type EmailPreferencesDto,
  type EmailPreferencesInput,
} from '@inhala/domain';
import { EmailPreferencesStore } from '../../ports/email-preferences.store.port';
import { GetEmailPreferences } from './get-email-preferences.use-case';
import { ReadPreferencesLink } from './read-preferences-link';

/**
 * Saves all three choices and the reminder time at once. The worker reads them again before each
 * mail, so the next send already honours them.
 */
@Injectable()
export class UpdateEmailPreferences {
  constructor(
    private readonly store: EmailPreferencesStore,
    private readonly link: ReadPreferencesLink,
    private readonly read: GetEmailPreferences,
  ) {}

  async forUser(userId: string, input: EmailPreferencesInput): Promise<EmailPreferencesDto> {
    if (!(await this.store.save(userId, checked(input)))) throw new DomainError('SESSION_INVALID');
    return this.read.forUser(userId);
  }

  async forLink(token: string, input: EmailPreferencesInput): Promise<EmailPreferencesDto> {
    const { userId } = await this.link.execute(token, 'preferences');
    const valid = checked(input);
    if (!(await this.store.save(userId, valid))) throw new DomainError('EMAIL.LINK_INVALID');
    return this.read.forLink(token);
  }
}

function checked(input: EmailPreferencesInput): EmailPreferencesInput {
  const problem = validateEmailPreferences(input);
  if (problem) throw new DomainError('VALIDATION.FAILED', problem);
  return {
    news: input.news,
    angelMondays: input.angelMondays,
    reminders: input.reminders,
    reminderTime: input.reminderTime || null,
  };
}
