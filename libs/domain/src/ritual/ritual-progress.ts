/**
 * The three independent steps of a ritual (02 §4.3). A ritual is completed when all three are
 * done: that completion is the day's practice for the streak.
 */
export interface RitualSteps {
  meditationCompleted: boolean;
  journalEntry: string | null;
  oracleCardId: number | null;
}

export function ritualStepFlags(r: RitualSteps): { meditation: boolean; journal: boolean; oracle: boolean } {
  return {
    meditation: r.meditationCompleted,
    journal: typeof r.journalEntry === 'string' && r.journalEntry.trim().length > 0,
    oracle: r.oracleCardId !== null && r.oracleCardId !== undefined,
  };
}

export function completedStepCount(r: RitualSteps): number {
  return Object.values(ritualStepFlags(r)).filter(Boolean).length;
}

export const isRitualComplete = (r: RitualSteps): boolean => completedStepCount(r) === 3;

export const RITUAL_JOURNAL_MAX_LENGTH = 10_000;
export const DEFAULT_RITUAL_JOURNAL_TITLE = 'Reflexión del día';

/** The text saved for a reflection: trimmed; null when nothing is left (the save is refused). */
export function ritualJournalText(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed.length > 0 ? trimmed : null;
}

export type HeroState = 'none' | 'started' | 'completed';

/** Home hero (01 §2): the button and where it goes, from today's ritual. */
export function heroCallToAction(state: HeroState): { text: string; href: string } {
  if (state === 'completed') return { text: 'Ver mi Ritual de Hoy', href: '/ritual' };
  if (state === 'started') return { text: 'Continuar Ritual', href: '/ritual' };
  return { text: 'Meditar ahora', href: '/form' };
}
