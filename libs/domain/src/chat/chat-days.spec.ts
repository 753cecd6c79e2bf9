import { chatDay, chatDayLabel } from './chat-days';

describe('chatDayLabel', () => {
  // 01:30 in Madrid on 25 November 2026 (00:30 UTC).
  const now = new Date('2026-11-25T00:30:00Z');

  it("should say 'Hoy' and 'Ayer' by the reader's calendar, not the server's", () => {
    // 23:50 UTC on the 24th is already the 25th in Madrid.
    expect(chatDayLabel('2026-11-24T23:50:00Z', 'Europe/Madrid', now)).toBe('Hoy');
    expect(chatDayLabel('2026-11-24T23:50:00Z', 'UTC', now)).toBe('Ayer');
    expect(chatDayLabel('2026-11-23T23:30:00Z', 'Europe/Madrid', now)).toBe('Ayer');
    // In Mexico City it is still the evening of the 24th.
    expect(chatDayLabel('2026-11-24T20:00:00Z', 'America/Mexico_City', now)).toBe('Hoy');
  });

  it('should name older days in Spanish, with the year only when it is not this one', () => {
    expect(chatDayLabel('2026-11-22T12:00:00Z', 'Europe/Madrid', now)).toBe('22 de noviembre');
    expect(chatDayLabel('2026-01-01T12:00:00Z', 'Europe/Madrid', now)).toBe('1 de enero');
    expect(chatDayLabel('2025-12-31T12:00:00Z', 'Europe/Madrid', now)).toBe('31 de diciembre, 2025');
  });

  it("should say 'Ayer' across a year's end", () => {
    expect(chatDayLabel('2026-12-31T18:00:00Z', 'Europe/Madrid', new Date('2027-01-01T09:00:00Z'))).toBe(
      'Ayer',
    );
  });
});

describe('chatDay', () => {
  it("should give the reader's calendar day of a message", () => {
    expect(chatDay('2026-11-24T23:50:00Z', 'Europe/Madrid')).toBe('2026-11-25');
    expect(chatDay('2026-11-24T23:50:00Z', 'UTC')).toBe('2026-11-24');
  });
});
