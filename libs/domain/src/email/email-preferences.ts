import type { EmailPreferencesInput } from '../contracts/email';
import { EMAIL_MESSAGES, isReminderTime } from './email-rules';

/**
 * What a person gets until they choose (no row yet): the news and Angel Mondays they signed up
 * for, and no daily reminder until they opt in and pick a time (issue 16).
 */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferencesInput> = {
  news: true,
  angelMondays: true,
  reminders: false,
  reminderTime: null,
};

/**
 * The first problem with a preferences change, or undefined. A reminder needs its time; a time
 * may be kept while reminders are off (turning them back on finds it again).
 */
export function validateEmailPreferences(input: EmailPreferencesInput): string | undefined {
  if (input.reminderTime === null || input.reminderTime === '')
    return input.reminders ? EMAIL_MESSAGES.reminderTimeRequired : undefined;
  return isReminderTime(input.reminderTime) ? undefined : EMAIL_MESSAGES.reminderTimeInvalid;
}

/**
 * An address shown on the page a mail's link opens, enough for the person to recognise it and
 * not enough for whoever else holds the link to learn it: 'lu***@g***.com'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***@${host.slice(0, 1)}***${tld}`;
}
