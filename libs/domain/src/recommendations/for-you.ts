import { similarityScore, type SimilarityFacets } from '../meditations/similarity';
import { foldText } from '../text/fold';
import { intentOf, type IntentKey } from './intents';

/**
 * 'Para ti' on home: meditations chosen for one person, each with the reason it was chosen. The
 * sources, in the order they take turns: what the person said they came for, meditations like the
 * ones they finished, the time of day where they are, today's ritual intention, and meditations
 * like their favourites. Each source offers its best candidates and they are dealt in turns, so
 * the shelf mixes reasons instead of showing eight of the first. Never what they practised in the
 * last days, today's ritual meditation or a favourite (those have their own place on home).
 */
export interface ForYouCandidate extends SimilarityFacets {
  name: string;
  /** The length in minutes, or null when unknown. */
  minutes: number | null;
  categories: readonly string[];
  keywords: readonly string[];
}

export interface ForYouContext {
  intents: readonly IntentKey[];
  /** Today's ritual intention ('Calma'), or null without a ritual today. */
  ritualIntention: string | null;
  /** The hour (0–23) in the person's zone. */
  hour: number;
  /** Favourite meditation ids, the most recent first. */
  favourites: readonly number[];
  /** Meditations finished, the most recent first, each once. */
  finished: readonly number[];
  /** Meditations not to offer now: practised in the last days, today's ritual meditation. */
  justDone: readonly number[];
  /** Changes once a day, so the shelf is steady within a day and moves from one day to the next. */
  seed: number;
}

export interface ForYouPick<T> {
  meditation: T;
  reason: string;
}

/** At least 6, as the shelf promises; 8 fill two rows of four on a wide screen. */
export const FOR_YOU_COUNT = 8;
/** How many finished meditations and favourites lend their likeness. */
const LIKENESS_SOURCES = 2;
/** Picks from a hint rather than from what the person said or did. */
const FROM_THE_HOUR = 3;
const FROM_A_LIKENESS = 2;
const FROM_THE_RITUAL = 2;

export type PartOfDay = 'manana' | 'tarde' | 'noche';

/** Morning from 5:00, afternoon from 12:00, night from 19:00. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'manana';
  if (hour >= 12 && hour < 19) return 'tarde';
  return 'noche';
}

/** Words in a meditation's name that tie it to a part of the day (folded). */
const NAMED_PARTS: ReadonlyArray<[PartOfDay, RegExp]> = [
  ['manana', /\b(manana|amanecer|despertar|desayuno)\b/],
  ['tarde', /\b(tarde|mediodia)\b/],
  ['noche', /\b(noche|dormir|acostarte|madrugada)\b/],
];

/** The part of the day a meditation's name says it is for, or null ('Despertar en la cama': mañana). */
export function partOfDayNamed(name: string): PartOfDay | null {
  const folded = foldText(name);
  return NAMED_PARTS.find(([, words]) => words.test(folded))?.[0] ?? null;
}

const PART_OF_DAY: Record<PartOfDay, { reason: string; categories: readonly string[] }> = {
  manana: { reason: 'Para esta mañana', categories: ['Mañana', 'Enfoque'] },
  tarde: { reason: 'Para una pausa esta tarde', categories: ['Pausas breves', 'Estrés'] },
  noche: { reason: 'Para esta noche', categories: ['Sueño', 'Relajación corporal'] },
};

export const FOR_YOU_REASONS = {
  finished: (name: string) => `Como «${name}», que terminaste`,
  favourite: (name: string) => `Como «${name}», una de tus favoritas`,
  ritual: (intention: string) => `Para tu intención de hoy: ${intention}`,
  discover: 'Para descubrir algo nuevo',
} as const;

interface Source<T> {
  reason: string;
  candidates: T[];
  /** The most picks this source gives the shelf: what is only a hint (the hour) gives a few. */
  most?: number;
}

const folded = (names: readonly string[]) => new Set(names.map(foldText));

/** Rotates a list by the seed: the same order all day, another tomorrow. */
function rotated<T>(items: readonly T[], seed: number): T[] {
  if (items.length === 0) return [];
  const start = Math.abs(Math.trunc(seed)) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** Meditations of these categories, those with the keywords first (the closest category next). */
function byCategories<T extends ForYouCandidate>(
  catalogue: readonly T[],
  categories: readonly string[],
  keywords: readonly string[],
  seed: number | null,
): T[] {
  const wanted = categories.map(foldText);
  const keys = folded(keywords);
  const rank = (m: T) => {
    const category = Math.min(
      ...m.categories.map((c) => wanted.indexOf(foldText(c))).filter((i) => i >= 0),
      wanted.length,
    );
    const fits = m.keywords.some((k) => keys.has(foldText(k))) ? 0 : 1;
    return fits * 100 + category;
  };
  const tiers = new Map<number, T[]>();
  for (const m of catalogue) {
    const tier = rank(m);
    if (tier % 100 < wanted.length) tiers.set(tier, [...(tiers.get(tier) ?? []), m]);
  }
  return [...tiers.keys()]
    .sort((a, b) => a - b)
    .flatMap((tier) => (seed === null ? (tiers.get(tier) ?? []) : rotated(tiers.get(tier) ?? [], seed)));
}

/** The most alike first (02 §4.10's scoring); nothing that shares nothing. */
function alike<T extends ForYouCandidate>(catalogue: readonly T[], target: T): T[] {
  return catalogue
    .map((m, index) => ({ m, index, score: similarityScore(target, m) }))
    .filter((s) => s.m.id !== target.id && s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.m);
}

function sourcesFor<T extends ForYouCandidate>(catalogue: readonly T[], context: ForYouContext): Source<T>[] {
  const byId = new Map(catalogue.map((m) => [m.id, m]));
  const known = (ids: readonly number[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((m): m is T => Boolean(m))
      .slice(0, LIKENESS_SOURCES);
  const now = partOfDay(context.hour);
  const part = PART_OF_DAY[now];
  const finished = new Set(context.finished);
  const sources: Source<T>[] = [];
  for (const key of context.intents) {
    const intent = intentOf(key);
    // A path of steps is offered in its order, from the first step not yet done.
    const candidates = intent.inOrder
      ? byCategories(catalogue, intent.categories, intent.keywords, null).filter((m) => !finished.has(m.id))
      : byCategories(catalogue, intent.categories, intent.keywords, context.seed);
    sources.push({ reason: intent.reason, candidates });
  }
  const anchors = known(context.finished);
  for (const done of anchors) {
    sources.push({
      reason: FOR_YOU_REASONS.finished(done.name),
      candidates: alike(catalogue, done),
      most: FROM_A_LIKENESS,
    });
  }
  sources.push({
    reason: part.reason,
    // 'Para esta noche' never sits under a practice named for the morning.
    candidates: byCategories(catalogue, part.categories, [], context.seed).filter((m) => {
      const named = partOfDayNamed(m.name);
      return named === null || named === now;
    }),
    most: FROM_THE_HOUR,
  });
  if (context.ritualIntention) {
    const intention = foldText(context.ritualIntention);
    sources.push({
      reason: FOR_YOU_REASONS.ritual(context.ritualIntention),
      candidates: rotated(
        catalogue.filter((m) => m.keywords.some((k) => foldText(k) === intention)),
        context.seed,
      ),
      most: FROM_THE_RITUAL,
    });
  }
  const anchored = new Set(anchors.map((m) => m.id));
  for (const favourite of known(context.favourites.filter((id) => !anchored.has(id)))) {
    sources.push({
      reason: FOR_YOU_REASONS.favourite(favourite.name),
      candidates: alike(catalogue, favourite),
      most: FROM_A_LIKENESS,
    });
  }
  return sources;
}

/**
 * 'Para empezar', for visitors: short, welcoming practices from the categories a first-timer
 * needs, the category as the reason.
 */
const STARTERS: ReadonlyArray<{ category: string; reason: string; take: number }> = [
  { category: 'Principiantes', reason: 'Ideal para empezar', take: 3 },
  { category: 'Pausas breves', reason: 'Una pausa de pocos minutos', take: 2 },
  { category: 'Ansiedad', reason: 'Para calmar la ansiedad', take: 1 },
  { category: 'Sueño', reason: 'Para dormir mejor', take: 1 },
  { category: 'Estrés', reason: 'Para soltar el estrés', take: 1 },
];

export function forStarters<T extends ForYouCandidate>(catalogue: readonly T[]): ForYouPick<T>[] {
  const picks: ForYouPick<T>[] = [];
  const taken = new Set<number>();
  for (const starter of STARTERS) {
    const wanted = foldText(starter.category);
    const shortest = catalogue
      .filter((m) => !taken.has(m.id) && m.categories.some((c) => foldText(c) === wanted))
      .map((m, index) => ({ m, index }))
      .sort((a, b) => (a.m.minutes ?? Infinity) - (b.m.minutes ?? Infinity) || a.index - b.index)
      .slice(0, starter.take);
    for (const { m } of shortest) {
      taken.add(m.id);
      picks.push({ meditation: m, reason: starter.reason });
    }
  }
  return picks;
}

/** Up to FOR_YOU_COUNT meditations, each once, dealt from the sources in turns. */
export function forYou<T extends ForYouCandidate>(
  catalogue: readonly T[],
  context: ForYouContext,
  count = FOR_YOU_COUNT,
): ForYouPick<T>[] {
  const excluded = new Set([...context.justDone, ...context.favourites]);
  const picks: ForYouPick<T>[] = [];
  const taken = new Set<number>();
  const sources = sourcesFor(catalogue, context).map((s) => ({
    ...s,
    candidates: s.candidates.filter((m) => !excluded.has(m.id)),
  }));
  const given = new Map<Source<T>, number>();
  let dealt = true;
  while (picks.length < count && dealt) {
    dealt = false;
    for (const source of sources) {
      if (picks.length >= count) break;
      if ((given.get(source) ?? 0) >= (source.most ?? Infinity)) continue;
      const next = source.candidates.find((m) => !taken.has(m.id));
      if (!next) continue;
      taken.add(next.id);
      given.set(source, (given.get(source) ?? 0) + 1);
      picks.push({ meditation: next, reason: source.reason });
      dealt = true;
    }
  }
  // Someone we know little about yet (or a small catalogue) still gets a full shelf: first
  // steps, then whatever else there is to discover.
  const rest = catalogue.map((meditation) => ({ meditation, reason: FOR_YOU_REASONS.discover }));
  for (const extra of [...forStarters(catalogue), ...rest]) {
    if (picks.length >= count) break;
    if (taken.has(extra.meditation.id) || excluded.has(extra.meditation.id)) continue;
    taken.add(extra.meditation.id);
    picks.push(extra);
  }
  return picks;
}
