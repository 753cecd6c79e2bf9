import { maskEmail, type EmailPreferencesDto } from '@inhala/domain';
import type { EmailPreferencesOfPerson } from '../../ports/email-preferences.store.port';

/** What both pages show; the one a mail's link opens also says whose choices these are. */
export function preferencesView(person: EmailPreferencesOfPerson, fromLink: boolean): EmailPreferencesDto {
  return {
    ...person.preferences,
    timezone: person.timezone,
    ...(fromLink ? { maskedEmail: maskEmail(person.email) } : {}),
  };
}
