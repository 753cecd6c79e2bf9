import {
  FOR_YOU_COUNT,
  forStarters,
  forYou,
  partOfDay,
  partOfDayNamed,
  type ForYouCandidate,
  type ForYouContext,
} from './for-you';
import { similarityScore } from '../meditations/similarity';
import { intentNeeds, intentsMessage, normalizedIntents, shouldAskIntents, INTENT_TEXTS } from './intents';

const CATEGORIES = [
  'Sueño',
  'Relajación corporal',
  'Ansiedad',
  'Respiración',
  'Mañana',
  'Pausas breves',
  'Principiantes',
  'Gratitud',
  'Estrés',
] as const;
const KEYWORDS = ['Descanso', 'Calma', 'Gratitud', 'Energía'] as const;

/** Five meditations in each category; keyword and type vary with the position. */
const catalogue: ForYouCandidate[] = CATEGORIES.flatMap((category, c) =>
  Array.from({ length: 5 }, (_, i) => {
    const keyword = KEYWORDS[(c + i) % KEYWORDS.length] as string;
    return {
      id: c * 10 + i + 1,
      name: `${category} ${i + 1}`,
      categories: [category],
      categoryIds: [c + 1],
      keywords: [keyword],
      keywordIds: [KEYWORDS.indexOf(keyword as (typeof KEYWORDS)[number]) + 1],
      typeIds: [i % 2 === 0 ? 1 : 2],
      minutes: 3 + i * 5,
    };
  }),
);
const byName = (name: string) => catalogue.find((m) => m.name === name) as ForYouCandidate;

const nobody: ForYouContext = {
  intents: [],
  ritualIntention: null,
  hour: 15,
  favourites: [],
  finished: [],
  justDone: [],
  seed: 0,
};

describe('forYou', () => {
  it('should begin with what the person came for, each pick in a category that serves it', () => {
    const picks = forYou(catalogue, { ...nobody, intents: ['dormir'], hour: 15 });
    const forSleep = picks.filter((p) => p.reason === 'Porque quieres dormir mejor');
    expect(picks[0]?.reason).toBe('Porque quieres dormir mejor');
    expect(forSleep.length).toBeGreaterThanOrEqual(3);
    for (const p of forSleep) expect(['Sueño', 'Relajación corporal']).toContain(p.meditation.categories[0]);
    // Those with the intent's intention come before the rest of its categories.
    expect(forSleep[0]?.meditation.keywords).toEqual(['Descanso']);
  });

  it('should deal the reasons in turns instead of filling the shelf with the first one', () => {
    const picks = forYou(catalogue, {
      ...nobody,
      intents: ['dormir', 'ansiedad'],
      finished: [byName('Gratitud 2').id],
      ritualIntention: 'Energía',
      hour: 8,
    });
    expect(picks.slice(0, 5).map((p) => p.reason)).toEqual([
      'Porque quieres dormir mejor',
      'Porque quieres calmar la ansiedad',
      'Como «Gratitud 2», que terminaste',
      'Para esta mañana',
      'Para tu intención de hoy: Energía',
    ]);
    expect(picks).toHaveLength(FOR_YOU_COUNT);
  });

  it('should offer what is like a finished meditation, and like a favourite', () => {
    const done = byName('Gratitud 2');
    const loved = byName('Respiración 1');
    const picks = forYou(catalogue, { ...nobody, finished: [done.id], favourites: [loved.id] });
    const like = picks.find((p) => p.reason === 'Como «Gratitud 2», que terminaste');
    const likeLoved = picks.find((p) => p.reason === 'Como «Respiración 1», una de tus favoritas');
    // 02 §4.10's scoring: the same style (3) and a shared intention (2) at least.
    expect(similarityScore(done, like!.meditation)).toBeGreaterThanOrEqual(5);
    expect(similarityScore(loved, likeLoved!.meditation)).toBeGreaterThanOrEqual(5);
  });

  it('should never offer what was just practised, today’s ritual meditation or a favourite', () => {
    const sleep = catalogue.filter((m) => m.categories[0] === 'Sueño').map((m) => m.id);
    const favourite = byName('Relajación corporal 1').id;
    const picks = forYou(catalogue, {
      ...nobody,
      intents: ['dormir'],
      hour: 22,
      finished: sleep,
      justDone: sleep,
      favourites: [favourite],
    });
    const ids = picks.map((p) => p.meditation.id);
    for (const id of [...sleep, favourite]) expect(ids).not.toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should follow the time of day in the person’s zone', () => {
    expect(partOfDay(4)).toBe('noche');
    expect(partOfDay(5)).toBe('manana');
    expect(partOfDay(12)).toBe('tarde');
    expect(partOfDay(19)).toBe('noche');
    const morning = forYou(catalogue, { ...nobody, hour: 7 });
    expect(morning[0]).toMatchObject({ reason: 'Para esta mañana', meditation: { categories: ['Mañana'] } });
    const night = forYou(catalogue, { ...nobody, hour: 23 });
    expect(night[0]).toMatchObject({ reason: 'Para esta noche', meditation: { categories: ['Sueño'] } });
  });

  it('should fill at least six places for someone who skipped the question and has no history', () => {
    const picks = forYou(catalogue, nobody);
    expect(picks.length).toBeGreaterThanOrEqual(6);
    const small = catalogue.filter((m) =>
      ['Mañana', 'Principiantes', 'Pausas breves'].includes(m.categories[0] ?? ''),
    );
    const few = forYou(small, { ...nobody, hour: 2 });
    expect(few.length).toBeGreaterThanOrEqual(6);
    expect(few.at(-1)?.reason).toBe('Para descubrir algo nuevo');
  });

  it('should be steady within a day and move from one day to the next', () => {
    const context = { ...nobody, intents: ['ansiedad' as const] };
    const today = forYou(catalogue, { ...context, seed: 20_000 }).map((p) => p.meditation.id);
    expect(forYou(catalogue, { ...context, seed: 20_000 }).map((p) => p.meditation.id)).toEqual(today);
    expect(forYou(catalogue, { ...context, seed: 20_001 }).map((p) => p.meditation.id)).not.toEqual(today);
  });
});

describe('forYou, for someone we know little about', () => {
  it('should give the hour only three places and fill the rest with first steps', () => {
    const picks = forYou(catalogue, nobody);
    const reasons = picks.map((p) => p.reason);
    expect(reasons.filter((r) => r === 'Para una pausa esta tarde')).toHaveLength(3);
    expect(reasons).toContain('Ideal para empezar');
    expect(picks).toHaveLength(FOR_YOU_COUNT);
  });

  it('should offer the beginners’ path in its order, from the first step not yet done, any day', () => {
    const steps = catalogue.filter((m) => m.categories[0] === 'Principiantes');
    for (const seed of [0, 1, 2, 3]) {
      const picks = forYou(catalogue, { ...nobody, intents: ['empezar'], seed, finished: [steps[0]!.id] });
      const path = picks.filter((p) => p.reason === 'Para empezar a meditar').map((p) => p.meditation.name);
      expect(path.slice(0, 3)).toEqual(['Principiantes 2', 'Principiantes 3', 'Principiantes 4']);
    }
  });

  it('should never say "Para esta tarde" under a practice named for the morning', () => {
    expect(partOfDayNamed('Saborear lo bueno de la mañana')).toBe('manana');
    expect(partOfDayNamed('Cuando despiertas de madrugada')).toBe('noche');
    expect(partOfDayNamed('Respiración cuadrada')).toBeNull();
    const morningPause: ForYouCandidate = {
      ...byName('Pausas breves 1'),
      id: 999,
      name: 'Saborear lo bueno de la mañana',
    };
    const picks = forYou([morningPause, ...catalogue], { ...nobody, hour: 15 });
    expect(picks.find((p) => p.meditation.id === 999)?.reason).not.toBe('Para una pausa esta tarde');
  });

  it('should not lend the same meditation’s likeness twice, as finished and as favourite', () => {
    const both = byName('Gratitud 2').id;
    const reasons = forYou(catalogue, { ...nobody, finished: [both], favourites: [both] }).map(
      (p) => p.reason,
    );
    expect(reasons).toContain('Como «Gratitud 2», que terminaste');
    expect(reasons).not.toContain('Como «Gratitud 2», una de tus favoritas');
  });
});

describe('forStarters', () => {
  it('should offer the shortest beginners’ practices first, then short pauses', () => {
    const picks = forStarters(catalogue);
    expect(picks.slice(0, 3).map((p) => p.meditation.name)).toEqual([
      'Principiantes 1',
      'Principiantes 2',
      'Principiantes 3',
    ]);
    expect(picks[0]?.reason).toBe('Ideal para empezar');
    expect(picks[3]).toMatchObject({
      reason: 'Una pausa de pocos minutos',
      meditation: { name: 'Pausas breves 1' },
    });
    expect(picks.length).toBeGreaterThanOrEqual(6);
  });
});

describe('¿Qué te trae a Inhala?', () => {
  it('should accept any of the choices, several or none, and refuse anything else in Spanish', () => {
    expect(intentsMessage(['dormir', 'ansiedad'])).toBeNull();
    expect(intentsMessage([])).toBeNull();
    expect(intentsMessage(['volar'])).toBe(INTENT_TEXTS.invalid);
    expect(intentsMessage('dormir')).toBe(INTENT_TEXTS.invalid);
    expect(intentsMessage(Array.from({ length: 7 }, () => 'dormir'))).toBe(INTENT_TEXTS.invalid);
  });

  it('should say what the answers are for as a Spanish list', () => {
    expect(intentNeeds(['dormir'])).toBe('dormir mejor');
    expect(intentNeeds(['empezar', 'dormir', 'enfoque'])).toBe('dormir mejor, enfocarte y empezar a meditar');
  });

  it('should keep the answers in the question’s order, each once', () => {
    expect(normalizedIntents(['empezar', 'dormir', 'empezar'])).toEqual(['dormir', 'empezar']);
  });

  it('should ask only in the first week after registering, until answered or skipped', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(shouldAskIntents(false, '2026-11-28T11:00:00Z', now)).toBe(true);
    expect(shouldAskIntents(false, '2026-11-22T12:00:01Z', now)).toBe(true);
    expect(shouldAskIntents(false, '2026-11-21T12:00:00Z', now)).toBe(false);
    expect(shouldAskIntents(true, '2026-11-28T11:00:00Z', now)).toBe(false);
  });
});
