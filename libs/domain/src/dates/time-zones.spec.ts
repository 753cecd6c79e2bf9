import { sameClock, timeZoneLabel } from './time-zones';

describe('time zones as a person reads them (issue 19: travel)', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('names the zone as people say it, with its code', () => {
    expect(timeZoneLabel('Europe/Madrid', winter)).toBe('hora de Europa central (Europe/Madrid)');
    expect(timeZoneLabel('America/Bogota', winter)).toBe('hora estándar de Colombia (America/Bogota)');
    expect(timeZoneLabel('UTC', winter)).toBe('UTC');
    expect(timeZoneLabel('Marte/Base', winter)).toBe('Marte/Base');
  });

  it('takes two names of one clock as no journey, and a real change of clock as one', () => {
    expect(sameClock('UTC', 'Etc/UTC', winter)).toBe(true);
    expect(sameClock('America/Bogota', 'America/Lima', winter)).toBe(true);
    expect(sameClock('Europe/Madrid', 'Europe/Paris', winter)).toBe(true);
    expect(sameClock('America/Bogota', 'Europe/Madrid', winter)).toBe(false);
    // Same offset in winter, but Madrid changes its clocks in summer and Lagos does not.
    expect(sameClock('Europe/Madrid', 'Africa/Lagos', winter)).toBe(false);
  });
});
