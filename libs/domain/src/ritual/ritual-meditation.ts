import type { RandomSource } from '../meditations/similarity';

/**
 * Which catalogue meditation a ritual gets (02 §2.2, issue 5): the intention is a keyword, the
 * style a type, the duration a number of minutes ('25' means twenty or more). The best tier that
 * has any meditation wins, and one of its meditations is picked at random.
 */
export interface RitualCandidate {
  id: number;
  keywords: readonly string[];
  type: string | null;
  /** As stored: '10 min', '12', '1 hora'... */
  duration: string | null;
}

export interface RitualPreferences {
  intention: string;
  duration: number;
  style: string;
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Minutes of a stored duration text, or null when it has no number. */
export function durationMinutes(duration: string | null): number | null {
  if (!duration) return null;
  const m = /(\d+(?:[.,]\d+)?)/.exec(duration);
  if (!m) return null;
  const value = Number(m[1]!.replace(',', '.'));
  return /hora|hour|\bh\b/i.test(duration) ? value * 60 : value;
}

/** The wizard's '20 minutos +' is sent as 25: anything from 20 minutes up fits it. */
function fitsDuration(candidate: RitualCandidate, minutes: number): boolean {
  const actual = durationMinutes(candidate.duration);
  if (actual === null) return false;
  return minutes >= 25 ? actual >= 20 : actual === minutes;
}

const hasIntention = (c: RitualCandidate, intention: string) =>
  c.keywords.some((k) => norm(k) === norm(intention));
const hasStyle = (c: RitualCandidate, style: string) => c.type !== null && norm(c.type) === norm(style);

/** Tiers from best to loosest; a meditation appears in the first tier it fits. */
const TIERS: Array<(c: RitualCandidate, p: RitualPreferences) => boolean> = [
  (c, p) => hasIntention(c, p.intention) && hasStyle(c, p.style) && fitsDuration(c, p.duration),
  (c, p) => hasIntention(c, p.intention) && hasStyle(c, p.style),
  (c, p) => hasIntention(c, p.intention) && fitsDuration(c, p.duration),
  (c, p) => hasIntention(c, p.intention),
  (c, p) => hasStyle(c, p.style) && fitsDuration(c, p.duration),
];

const pick = <T>(list: readonly T[], random: RandomSource): T | null =>
  list.length === 0 ? null : (list[Math.min(list.length - 1, Math.floor(random() * list.length))] as T);

/** The meditation for a new ritual, or null when the catalogue is empty. */
export function chooseRitualMeditation<T extends RitualCandidate>(
  catalogue: readonly T[],
  prefs: RitualPreferences,
  random: RandomSource,
): T | null {
  for (const tier of TIERS) {
    const found = catalogue.filter((c) => tier(c, prefs));
    if (found.length > 0) return pick(found, random);
  }
  return pick(catalogue, random);
}

/**
 * 'Cambiar Meditación': another meditation that still honours the intention and the style,
 * the right duration first. Null means 'No alternative meditation available'.
 */
export function alternativeRitualMeditation<T extends RitualCandidate>(
  catalogue: readonly T[],
  prefs: RitualPreferences,
  currentId: number | null,
  random: RandomSource,
): T | null {
  const others = catalogue.filter((c) => c.id !== currentId);
  for (const tier of TIERS.slice(0, 2)) {
    const found = others.filter((c) => tier(c, prefs));
    if (found.length > 0) return pick(found, random);
  }
  return null;
}
