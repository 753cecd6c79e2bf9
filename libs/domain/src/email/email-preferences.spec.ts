import { EMAIL_MESSAGES } from './email-rules';
import { DEFAULT_EMAIL_PREFERENCES, maskEmail, validateEmailPreferences } from './email-preferences';

describe('email preferences', () => {
  const base = { news: true, angelMondays: true, reminders: false, reminderTime: null };

  it('should accept the defaults: no reminder until the person opts in', () => {
    expect(DEFAULT_EMAIL_PREFERENCES).toEqual(base);
    expect(validateEmailPreferences(base)).toBeUndefined();
  });

  it.each([
    [{ ...base, reminders: true }, EMAIL_MESSAGES.reminderTimeRequired],
    [{ ...base, reminders: true, reminderTime: '' }, EMAIL_MESSAGES.reminderTimeRequired],
    [{ ...base, reminders: true, reminderTime: '24:00' }, EMAIL_MESSAGES.reminderTimeInvalid],
    [{ ...base, reminderTime: '7:5' }, EMAIL_MESSAGES.reminderTimeInvalid],
    [{ ...base, reminders: true, reminderTime: '00:00' }, undefined],
    [{ ...base, reminders: true, reminderTime: '23:59' }, undefined],
    [{ ...base, reminderTime: '08:00' }, undefined],
  ])('should answer %j with %s', (input, message) => {
    expect(validateEmailPreferences(input)).toBe(message);
  });

  it.each([
    ['lucia@gmail.com', 'lu***@g***.com'],
    ['a@x.io', 'a***@x***.io'],
    ['ab@inhala', 'a***@i***'],
    ['sin-arroba', '***'],
  ])('should mask %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
