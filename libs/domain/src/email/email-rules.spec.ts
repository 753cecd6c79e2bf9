import { EMAIL_MESSAGES, isReminderTime, validateEmailTemplate, validateScheduledFor } from './email-rules';

const offered = ['firstName', 'appUrl', 'contentTitle'];
const valid = {
  name: 'Nueva meditación',
  subject: 'Nueva: {{contentTitle}}',
  body: '<p>Hola {{firstName}}</p>',
  buttonText: 'Ir a la Aplicación ✨',
  buttonPosition: 'end',
};

describe('validateEmailTemplate', () => {
  it('should accept a complete template', () => {
    expect(Object.values(validateEmailTemplate(valid, offered)).filter(Boolean)).toEqual([]);
  });

  it('should name each missing field in Spanish', () => {
    const errors = validateEmailTemplate(
      { ...valid, name: ' ', subject: '', body: '<p> </p>', buttonText: '' },
      offered,
    );
    expect(errors).toMatchObject({
      name: EMAIL_MESSAGES.nameRequired,
      subject: EMAIL_MESSAGES.subjectRequired,
      body: EMAIL_MESSAGES.bodyRequired,
      buttonText: EMAIL_MESSAGES.buttonTextRequired,
    });
  });

  it('should refuse a variable the template does not offer', () => {
    expect(validateEmailTemplate({ ...valid, body: '<p>{{codigo}}</p>' }, offered).body).toBe(
      EMAIL_MESSAGES.unknownVariable(['codigo']),
    );
  });

  it('should need no button text when there is no button', () => {
    expect(
      validateEmailTemplate({ ...valid, buttonText: '', buttonPosition: 'none' }, offered).buttonText,
    ).toBeUndefined();
    expect(validateEmailTemplate({ ...valid, buttonPosition: 'middle' }, offered).buttonPosition).toBe(
      EMAIL_MESSAGES.buttonPositionInvalid,
    );
  });
});

describe('validateScheduledFor', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('should accept now and later, and refuse the past and nonsense', () => {
    expect(validateScheduledFor('2026-11-24T10:00:00Z', now)).toBeUndefined();
    expect(validateScheduledFor('2026-12-01T08:00:00+01:00', now)).toBeUndefined();
    expect(validateScheduledFor('2026-11-24T09:00:00Z', now)).toBe(EMAIL_MESSAGES.schedulePast);
    expect(validateScheduledFor('mañana', now)).toBe(EMAIL_MESSAGES.scheduleInvalid);
  });
});

describe('isReminderTime', () => {
  it('should accept HH:mm from 00:00 to 23:59 only', () => {
    expect(['00:00', '08:30', '23:59'].every(isReminderTime)).toBe(true);
    expect(['24:00', '8:30', '08:60', '', null].some(isReminderTime)).toBe(false);
  });
});
