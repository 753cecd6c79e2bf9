import {
  DomainError,
  completeDay,
  isDayComplete,
  isDayEnabled,
  type ChallengeDayView,
  type ChallengeProgressState,
  type ChallengeProgressView,
  type ChallengeView,
  type UserView,
} from '@inhala/domain';
import type { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import type { Catalogue } from '../../content';
import type { PracticeRecorder } from '../../streak';
import type { ChallengeStore } from '../ports/challenge-store.port';

type Person = Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>;

interface JoinedDay {
  progress: ChallengeProgressView;
  day: ChallengeDayView;
  days: ChallengeDayView[];
}

/** The challenge, or CHALLENGE.NOT_FOUND. */
export async function existingChallenge(catalogue: Catalogue, challengeId: number): Promise<ChallengeView> {
  const challenge = await catalogue.challenge(challengeId);
  if (!challenge) throw new DomainError('CHALLENGE.NOT_FOUND');
  return challenge;
}

/** The active challenge's id when the admin has withdrawn it from the catalogue, else null. */
export async function withdrawnActive(
  catalogue: Catalogue,
  progress: readonly ChallengeProgressView[],
): Promise<number | null> {
  const active = progress.find((p) => p.isActive);
  if (!active) return null;
  return (await catalogue.challenge(active.challengeId)) ? null : active.challengeId;
}

/** The person's participation (active or completed), or CHALLENGE.NOT_JOINED. */
export async function participation(
  store: ChallengeStore,
  user: Person,
  challengeId: number,
): Promise<ChallengeProgressView> {
  const mine = (await store.progress(user.id)).find(
    (p) => p.challengeId === challengeId && (p.isActive || p.isCompleted),
  );
  if (!mine) throw new DomainError('CHALLENGE.NOT_JOINED');
  return mine;
}

/** A day opens up to the current day, or once completed (the tracker's rule). */
export function assertDayOpen(day: ChallengeDayView, progress: ChallengeProgressView): void {
  if (!isDayEnabled(day.dayNumber, progress.currentDay, progress.completedDays))
    throw new DomainError('CHALLENGE.DAY_LOCKED');
}

/** The person's participation and the requested day, or the spec's errors. */
export async function openJoinedDay(
  deps: { store: ChallengeStore; catalogue: Catalogue },
  user: Person,
  challengeId: number,
  dayId: number,
): Promise<JoinedDay> {
  await existingChallenge(deps.catalogue, challengeId);
  const [days, progress] = await Promise.all([
    deps.catalogue.challengeDays(challengeId),
    participation(deps.store, user, challengeId),
  ]);
  const day = days.find((d) => d.id === dayId);
  if (!day) throw new DomainError('CHALLENGE.DAY_NOT_FOUND');
  assertDayOpen(day, progress);
  return { progress, day, days };
}

/**
 * A person's writes to one challenge (a reflection, a completion, the progress rebuilt from them
 * and the day's practice for the streak) happen all together or not at all, and one at a time:
 * a crash halfway leaves nothing half-written, and two at once cannot both miss the day they
 * complete together.
 */
export function writeProgress<T>(
  deps: { store: ChallengeStore; unitOfWork: UnitOfWork },
  user: Pick<UserView, 'id'>,
  challengeId: number,
  work: () => Promise<T>,
): Promise<T> {
  return deps.unitOfWork.run(async () => {
    await deps.store.lockProgress(user.id, challengeId);
    return work();
  });
}

/**
 * The progress of a challenge is always what the section completions say: after any change the
 * completed days and the current day are rebuilt from them, saved, and each newly completed
 * day counts as that day's practice for the streak.
 */
export async function rebuildProgress(
  deps: { store: ChallengeStore; practice: PracticeRecorder },
  user: Person,
  challengeId: number,
  before: ChallengeProgressView,
  days: ChallengeDayView[],
): Promise<ChallengeProgressState> {
  const completions = await deps.store.completions(user.id, challengeId);
  let state: ChallengeProgressState = { currentDay: 1, completedDays: [], isCompleted: false };
  for (const day of days) {
    const done = completions.filter((c) => c.dayId === day.id).map((c) => c.sectionNumber);
    const configured = day.sections.map((s) => s.number);
    if (isDayComplete(configured, done)) state = completeDay(state, day.dayNumber, days.length);
  }
  state = {
    ...state,
    currentDay: Math.max(state.currentDay, Math.min(before.currentDay, days.length || 1)),
  };
  const newDays = state.completedDays.filter((d) => !before.completedDays.includes(d));
  await deps.store.saveProgress(user.id, challengeId, state, newDays);
  if (newDays.length > 0) await deps.practice.record(user, 'challenge');
  return state;
}
