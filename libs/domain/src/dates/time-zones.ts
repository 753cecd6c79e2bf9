/** 'GMT+1', 'GMT-5', 'GMT+5:45' for a zone at an instant ('GMT' for UTC itself). */
function offsetName(timeZone: string, at: Date): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ?? 'GMT';
  } catch {
    return 'GMT';
  }
}

/**
 * The zone as people say it, with its code: 'hora de Europa central (Europe/Madrid)'; just the code
 * when the runtime has no Spanish name for it.
 */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('es', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && name !== timeZone && !name.startsWith('GMT') ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

const HALF_YEAR_MS = 182 * 86_400_000;

/**
 * True when two zone names keep the same clock now and half a year on (both sides of any
 * daylight-saving change): 'UTC' and 'Etc/UTC', or two names of one city, are not a journey.
 */
export function sameClock(a: string, b: string, at: Date = new Date()): boolean {
  if (a === b) return true;
  const later = new Date(at.getTime() + HALF_YEAR_MS);
  return offsetName(a, at) === offsetName(b, at) && offsetName(a, later) === offsetName(b, later);
}
