import { MEDIA_SECONDS_MAX } from '../media/media-length';

/**
 * 'Continuar escuchando': where a person left a recording, kept on the server so that any of
 * their devices can start from there. Two kinds of recordings are long enough to be left half
 * way: a meditation's uploaded audio and an Angel Monday's message.
 */
export const LISTENING_KINDS = ['meditation', 'angel-monday'] as const;
export type ListeningKind = (typeof LISTENING_KINDS)[number];

export const isListeningKind = (kind: unknown): kind is ListeningKind =>
  typeof kind === 'string' && (LISTENING_KINDS as readonly string[]).includes(kind);

export const LISTENING_RULES = {
  /**
   * Below 15 s a person has only pressed play to see what it is (or the intro bell is still
   * ringing): starting again from the beginning costs them nothing, so nothing is offered.
   */
  minSeconds: 15,
  /**
   * The last 5 % of a recording is its closing (a bell, a few words of goodbye, silence): whoever
   * reaches it has done the meditation, and offering to "continue" three breaths from the end
   * would be odd. 5 % of a 20-minute meditation is one minute.
   */
  tailShare: 0.05,
  /** On a short recording 5 % is a few seconds: the last 30 s are its goodbye all the same. */
  tailSeconds: 30,
  /** The shelf on home: what fits one row of cards on a desktop and a swipe or two on a phone. */
  shelfSize: 6,
  /**
   * A playing player reports about every 5 s (and on pause, seek and end): a position at most
   * 5 s old is lost when the tab is closed, which a listener does not notice.
   */
  reportEveryMs: 5_000,
  /**
   * Reports a person may send in a minute: 12 while playing, plus pauses and seeks. 60 leaves room
   * for two devices at once and a restless thumb on the slider; a script that sends more is refused.
   */
  reportLimit: { limit: 60, windowMs: 60_000 },
  /** No recording is longer than a day (the media length rule): a longer one is a wrong figure. */
  maxDurationSeconds: MEDIA_SECONDS_MAX,
} as const;

export const LISTENING_TEXTS = {
  kind: 'Solo se guarda por dónde vas en una meditación o en un Angel Monday.',
  id: 'El identificador no es válido',
  duration: `La duración debe ser un número de segundos mayor que 0 y de ${MEDIA_SECONDS_MAX / 3600} horas como mucho.`,
  position: 'La posición debe ser un número de segundos entre 0 y la duración del audio.',
  meditationNotFound: 'Esta meditación no existe o ya no está disponible.',
  angelMondayNotFound: 'Este Angel Monday no existe o ya no está disponible.',
  tooMany: 'Se han enviado demasiadas actualizaciones de tu progreso. Espera un minuto e inténtalo de nuevo.',
} as const;

/** A position as kept: whole seconds, with the length it was heard against. */
export interface ListeningMark {
  position: number;
  duration: number;
}

/**
 * The Spanish message for a report the server refuses, or null. A length first (a position is
 * measured against it): finite, more than 0 and at most a day; then a position from 0 to that
 * length. JSON cannot carry NaN or Infinity, but a browser's `duration` can be either before the
 * file's header is read, so the client checks with the same rule before it sends.
 */
export function listeningReportMessage(position: unknown, duration: unknown): string | null {
  if (
    typeof duration !== 'number' ||
    !Number.isFinite(duration) ||
    duration < 1 ||
    duration > LISTENING_RULES.maxDurationSeconds
  )
    return LISTENING_TEXTS.duration;
  if (typeof position !== 'number' || !Number.isFinite(position) || position < 0 || position > duration)
    return LISTENING_TEXTS.position;
  return null;
}

/**
 * Whole seconds: the position rounded down (resuming a moment early repeats half a breath,
 * resuming late skips words), the length to the nearest second as the media length rule does.
 * Call only with a report that listeningReportMessage accepts.
 */
export function roundListeningMark(position: number, duration: number): ListeningMark {
  return { position: Math.floor(position), duration: Math.round(duration) };
}

/**
 * What a report means for the place kept:
 * - 'keep': worth offering, the place is saved (or replaces the one saved);
 * - 'finished': in the closing tail, so it counts as heard to the end and the saved place goes;
 * - 'too-early': the first seconds. The saved place stays as it was: a player reports as soon as
 *   it starts, which can be before it moved to the saved place, and a tap on play on a new device
 *   must not wipe out where the person was.
 */
export type ListeningOutcome = 'keep' | 'finished' | 'too-early';

export function listeningOutcome({ position, duration }: ListeningMark): ListeningOutcome {
  const tail = Math.max(duration * LISTENING_RULES.tailShare, LISTENING_RULES.tailSeconds);
  if (position >= duration - tail) return 'finished';
  if (position < LISTENING_RULES.minSeconds) return 'too-early';
  return 'keep';
}

/** True when a place is worth offering to resume from (the player's start, the shelf). */
export const isResumable = (mark: ListeningMark): boolean => listeningOutcome(mark) === 'keep';

/**
 * The shelf's order: the most recently heard first, at most `size` (one of each recording, as
 * the table keeps). Equal times (two reports in one instant) keep a fixed order by kind and id,
 * so the shelf does not shuffle between reads.
 */
export function listeningShelf<T extends { kind: ListeningKind; id: number; updatedAt: string }>(
  items: readonly T[],
  size: number = LISTENING_RULES.shelfSize,
): T[] {
  return [...items]
    .sort(
      (a, b) =>
        Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.kind.localeCompare(b.kind) || a.id - b.id,
    )
    .slice(0, Math.max(0, size));
}

/**
 * What is left, for the shelf's card: the nearest whole minute and at least 1 (every place kept
 * is at least 30 s from the end, so '0 min' would be a lie): '1 min restante', '12 min restantes'.
 */
export function remainingListeningText({ position, duration }: ListeningMark): string {
  const minutes = Math.max(1, Math.round((duration - position) / 60));
  return minutes === 1 ? '1 min restante' : `${minutes} min restantes`;
}

/** 0 to 100, for the card's bar. */
export function listeningPercent({ position, duration }: ListeningMark): number {
  if (!(duration > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((position / duration) * 100)));
}
