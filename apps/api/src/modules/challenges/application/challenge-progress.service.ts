import { Injectable } from '@nestjs/common';
import {
  DomainError,
  completeDay,
  isDayComplete,
  isDayEnabled,
  type ChallengeDayView,
  type ChallengeProgressState,
  type ChallengeProgressView,
  type UserView,
} from '@inhala/domain';
import { RecordPractice } from '../../streak/application/record-practice.use-case';
import { ChallengeStore } from '../ports/challenge-store.port';

export interface JoinedDay {
  progress: ChallengeProgressView;
  day: ChallengeDayView;
  days: ChallengeDayView[];
}

/**
 * The progress of a challenge is always what the section completions say: after any change the
 * completed days and the current day are rebuilt from them, saved, and each newly completed
 * day counts as that day's practice for the streak.
 */
@Injectable()
export class ChallengeProgressService {
  constructor(
    private readonly store: ChallengeStore,
    private readonly practice: RecordPractice,
  ) {}

  /** The person's active participation and the requested day, or the spec's errors. */
  async openDay(user: Pick<UserView, 'id'>, challengeId: number, dayId: number): Promise<JoinedDay> {
    const challenge = await this.store.challenge(challengeId);
    if (!challenge) throw new DomainError('CHALLENGE.NOT_FOUND');
    const [days, progress] = await Promise.all([this.store.days(challengeId), this.store.progress(user.id)]);
    const day = days.find((d) => d.id === dayId);
    if (!day) throw new DomainError('CHALLENGE.DAY_NOT_FOUND');
    const mine = progress.find((p) => p.challengeId === challengeId && (p.isActive || p.isCompleted));
    if (!mine) throw new DomainError('CHALLENGE.NOT_JOINED');
    this.assertDayOpen(day, mine);
    return { progress: mine, day, days };
  }

  /** A day opens up to the current day, or once completed (the tracker's rule). */
  assertDayOpen(day: ChallengeDayView, progress: ChallengeProgressView): void {
    if (!isDayEnabled(day.dayNumber, progress.currentDay, progress.completedDays))
      throw new DomainError('CHALLENGE.DAY_LOCKED');
  }

  async recompute(
    user: Pick<UserView, 'id' | 'timezone'>,
    challengeId: number,
    before: ChallengeProgressView,
    days: ChallengeDayView[],
  ): Promise<ChallengeProgressState> {
    const completions = await this.store.completions(user.id, challengeId);
    let state: ChallengeProgressState = { currentDay: 1, completedDays: [], isCompleted: false };
    for (const day of days) {
      const done = completions.filter((c) => c.dayId === day.id).map((c) => c.sectionNumber);
      if (
        isDayComplete(
          day.sections.map((s) => s.number),
          done,
        )
      )
        state = completeDay(state, day.dayNumber, days.length);
    }
    state = {
      ...state,
      currentDay: Math.max(state.currentDay, Math.min(before.currentDay, days.length || 1)),
    };
    const newDays = state.completedDays.filter((d) => !before.completedDays.includes(d));
    await this.store.saveProgress(user.id, challengeId, state, newDays);
    if (newDays.length > 0) await this.practice.execute(user, 'challenge');
    return state;
  }
}
