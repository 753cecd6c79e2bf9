import {
  CHALLENGE_REFLECTION_MAX_LENGTH,
  DomainError,
  multiLineMessage,
  isSectionNumber,
  type ChallengeDayView,
  type ChallengeSectionView,
  type UserView,
} from '@inhala/domain';
import type { ChallengeStore } from '../ports/challenge-store.port';

interface AcceptedReflection {
  dayId: number;
  sectionNumber: number;
  prompt: string | null;
  response: string;
}

/** The day's configured section with this number, or CHALLENGE.SECTION_INVALID. */
export function sectionOf(day: ChallengeDayView, sectionNumber: number): ChallengeSectionView {
  const section = isSectionNumber(sectionNumber)
    ? day.sections.find((s) => s.number === sectionNumber)
    : undefined;
  if (!section) throw new DomainError('CHALLENGE.SECTION_INVALID');
  return section;
}

/** The one set of rules a reflection meets, whichever call brings it. */
export function acceptedReflection(
  day: ChallengeDayView,
  sectionNumber: number,
  text: unknown,
  prompt: string | undefined,
): AcceptedReflection {
  const section = sectionOf(day, sectionNumber);
  if (section.meta !== 'journal')
    throw new DomainError('CHALLENGE.SECTION_INVALID', 'Esta sección no es una reflexión');
  const response = typeof text === 'string' ? text.trim() : '';
  if (!response) throw new DomainError('VALIDATION.FAILED', 'Escribe tu reflexión antes de guardarla');
  const control = multiLineMessage(response, 'La reflexión');
  if (control) throw new DomainError('VALIDATION.FAILED', control);
  if (response.length > CHALLENGE_REFLECTION_MAX_LENGTH)
    throw new DomainError(
      'VALIDATION.FAILED',
      `La reflexión admite hasta ${CHALLENGE_REFLECTION_MAX_LENGTH} caracteres`,
    );
  return {
    dayId: day.id,
    sectionNumber: section.number,
    prompt: prompt?.trim() || section.content || null,
    response,
  };
}

/**
 * Stores the reflection unless one exists, and completes its section either way: a section with
 * a reflection is complete, so a retry repairs one whose completion was lost. False when a
 * reflection existed.
 */
export async function saveReflectionOnce(
  store: ChallengeStore,
  user: Pick<UserView, 'id'>,
  challengeId: number,
  r: AcceptedReflection,
): Promise<boolean> {
  const saved = await store.saveReflectionOnce(
    user.id,
    challengeId,
    r.dayId,
    r.sectionNumber,
    r.prompt,
    r.response,
  );
  await store.completeSection(user.id, challengeId, r.dayId, r.sectionNumber);
  return saved;
}
