/** The oracle card widget (02 §2.4, §9). */
export const ORACLE_CONTEXTS = ['home', 'ritual'] as const;
export type OracleContext = (typeof ORACLE_CONTEXTS)[number];

export const isOracleContext = (value: unknown): value is OracleContext =>
  ORACLE_CONTEXTS.includes(value as OracleContext);

export const ORACLE_BACK_CARDS = 6;
export const ORACLE_SELECTION_DELAY_MS = 200;
export const ORACLE_LOCK_RELEASE_MS = 1200;

export type RevealPhase = 'idle' | 'preparing' | 'flipping' | 'revealing' | 'complete';

/** Milliseconds after the draw answer at which each phase starts. */
export const REVEAL_TIMELINE: ReadonlyArray<readonly [RevealPhase, number]> = [
  ['preparing', 0],
  ['flipping', 300],
  ['revealing', 800],
  ['complete', 1000],
];

/**
 * One card at random, avoiding the one drawn last time in this context when there is a choice,
 * so two days in a row rarely repeat.
 */
export function chooseOracleCard<T extends { id: number }>(
  cards: readonly T[],
  previousId: number | null,
  random: () => number,
): T | null {
  if (cards.length === 0) return null;
  const pool = cards.length > 1 ? cards.filter((c) => c.id !== previousId) : cards;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))] ?? null;
}
