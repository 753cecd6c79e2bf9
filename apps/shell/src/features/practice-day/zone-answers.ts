/**
 * The journeys already answered on this device: 'person|profile zone|device zone'. Read before any
 * of the travel dialog's code loads.
 */
export const ZONE_ANSWERS_KEY = 'inhala-zone-answers';
const MAX_ANSWERS = 20;

export function answered(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(ZONE_ANSWERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function remember(journey: string): void {
  try {
    const kept = [journey, ...answered().filter((entry) => entry !== journey)].slice(0, MAX_ANSWERS);
    window.localStorage.setItem(ZONE_ANSWERS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the question may come back, nothing is lost.
  }
}
