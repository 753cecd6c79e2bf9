import { formatSpanishDate, formatSpanishLongDate, formatSpanishTime, localDay } from './spanish-dates';

describe('spanish dates', () => {
  const instant = new Date('2026-11-21T03:30:00Z');
  it("should format as 'd de MMMM, yyyy' and HH:mm", () => {
    expect(formatSpanishDate(instant, 'UTC')).toBe('21 de noviembre, 2026');
    expect(formatSpanishTime(instant, 'UTC')).toBe('03:30');
    expect(formatSpanishLongDate('2026-11-16T12:00:00Z', 'UTC')).toBe('lunes, 16 de noviembre, 2026');
  });
  it("should use the user's time zone for the day", () => {
    expect(formatSpanishDate(instant, 'America/Mexico_City')).toBe('20 de noviembre, 2026');
    expect(localDay(instant, 'America/Mexico_City')).toBe('2026-11-20');
    expect(localDay(instant, 'Europe/Madrid')).toBe('2026-11-21');
  });
});
