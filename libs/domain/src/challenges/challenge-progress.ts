/**
 * A person's way through a challenge (02 §3.5, §4.5): days made of up to four sections, a day
 * complete when all its configured sections are, the current day moving on as days complete.
 */
export const SECTION_KINDS = ['video', 'document', 'journal', 'audio'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export const SECTION_NUMBERS = [1, 2, 3, 4] as const;
export const MAX_SECTIONS_PER_DAY = 4;
export const CHALLENGE_DAILY_TIME = '5-15 min';
export const CHALLENGE_DAY_GRID_COLUMNS = 7;
export const CHALLENGE_REFLECTION_MAX_LENGTH = 10_000;

export const isSectionNumber = (n: number): boolean =>
  Number.isInteger(n) && n >= 1 && n <= MAX_SECTIONS_PER_DAY;

export interface ChallengeProgressState {
  currentDay: number;
  completedDays: number[];
  isCompleted: boolean;
}

/** The section numbers a day actually has (a section with no kind is not shown). */
// Stored kinds are free text (admins write them); any non-empty one counts as configured.
export function configuredSections(metas: ReadonlyArray<string | null | undefined>): number[] {
  return metas.flatMap((meta, i) => (meta ? [i + 1] : []));
}

/** All configured sections done; a day with none is complete as soon as it is opened. */
export function isDayComplete(configured: readonly number[], completed: readonly number[]): boolean {
  const done = new Set(completed);
  return configured.every((n) => done.has(n));
}

/** completedDays is stored as JSON text (02 §3.5); anything unreadable counts as no days. */
export function parseCompletedDays(value: unknown): number[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter((n): n is number => Number.isInteger(n) && n > 0))].sort((a, b) => a - b);
}

/**
 * Day `dayNumber` was completed: it joins the set, the current day moves to the next one (or
 * stays on the last), and the challenge is completed when every day is.
 */
export function completeDay(
  state: ChallengeProgressState,
  dayNumber: number,
  totalDays: number,
): ChallengeProgressState {
  if (dayNumber < 1 || dayNumber > totalDays) return state;
  const completedDays = [...new Set([...state.completedDays, dayNumber])].sort((a, b) => a - b);
  const currentDay = Math.min(totalDays, Math.max(state.currentDay, dayNumber + 1));
  const isCompleted = totalDays > 0 && completedDays.filter((d) => d <= totalDays).length === totalDays;
  return { currentDay, completedDays, isCompleted };
}

/** A day button is enabled up to the server's current day, or when already completed. */
export function isDayEnabled(
  dayNumber: number,
  currentDay: number,
  completedDays: readonly number[],
): boolean {
  return dayNumber <= currentDay || completedDays.includes(dayNumber);
}

export type ChallengeStatus = 'available' | 'active' | 'completed';

/** 02 §4.5: the active challenge first, then the progress list. */
export function challengeStatus(
  challengeId: number,
  active: { challengeId: number } | null | undefined,
  progress: ReadonlyArray<{ challengeId: number; isCompleted: boolean }> | undefined,
): ChallengeStatus {
  if (active?.challengeId === challengeId) return 'active';
  if (progress?.some((p) => p.challengeId === challengeId && p.isCompleted)) return 'completed';
  return 'available';
}

/** Where a challenge card leads (01 §2): the tracker once joined, the detail before. */
export const challengeHref = (id: number, status: ChallengeStatus): string =>
  status === 'available' ? `/challenge/${id}` : `/challenge/${id}/track`;

/** The list of 02 §2.10: the active challenge first, the others in their own order. */
export function activeFirst<T extends { id: number }>(
  challenges: readonly T[],
  activeId: number | null | undefined,
): T[] {
  const active = challenges.filter((c) => c.id === activeId);
  return [...active, ...challenges.filter((c) => c.id !== activeId)];
}

/** The section numbers of one day that this person has completed. */
export function completedSectionsOf(
  dayId: number,
  completions: ReadonlyArray<{ dayId: number; sectionNumber: number }>,
): number[] {
  return completions.filter((c) => c.dayId === dayId).map((c) => c.sectionNumber);
}

/** A whole percentage for progress bars, 0 when there is nothing to count. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(done, total) / total) * 100);
}

/** Days completed out of the challenge's days (a stray number beyond the last day is not counted). */
export const completedDayCount = (completedDays: readonly number[], totalDays: number): number =>
  new Set(completedDays.filter((d) => d >= 1 && d <= totalDays)).size;

export const CHALLENGE_MESSAGES = {
  alreadyActive: 'Ya tienes un reto activo',
  leaveFirst: 'Debes salir del reto actual antes de unirte a otro',
  joinFailed: 'No se pudo unir al reto',
  leaveFailed: 'No se pudo abandonar el reto',
  progressFailed: 'No se pudo guardar el progreso. Intenta nuevamente.',
  sectionFailed: 'Error al marcar como completada',
  reflectionFailed: 'Error al guardar reflexión',
  challengeNotFound: 'Reto no encontrado',
  dayNotFound: 'Día no encontrado',
} as const;

/**
 * A day's video section with no video to play is the day's guided practice: its text guides a
 * session of this length ('5-15 min' a day, 02 §9), which completes the section when it ends.
 */
export const CHALLENGE_PRACTICE_DURATION = '5 min';
