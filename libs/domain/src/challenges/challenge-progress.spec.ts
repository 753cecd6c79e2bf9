import fc from 'fast-check';
import {
  activeFirst,
  challengeHref,
  completedDayCount,
  completedSectionsOf,
  progressPercent,
  challengeStatus,
  completeDay,
  configuredSections,
  isDayComplete,
  isDayEnabled,
  isSectionNumber,
  parseCompletedDays,
  type ChallengeProgressState,
} from './challenge-progress';

const start: ChallengeProgressState = { currentDay: 1, completedDays: [], isCompleted: false };

describe('challenge days and sections (02 §4.5)', () => {
  it('knows the configured sections and when a day is complete', () => {
    expect(configuredSections(['video', null, 'journal', ''])).toEqual([1, 3]);
    expect(isDayComplete([1, 3], [3])).toBe(false);
    expect(isDayComplete([1, 3], [1, 2, 3])).toBe(true);
    expect(isDayComplete([], [])).toBe(true);
    expect([0, 1, 4, 5, 2.5].map(isSectionNumber)).toEqual([false, true, true, false, false]);
  });

  it('moves the current day on as days complete, stays on the last, and completes the challenge', () => {
    let s = completeDay(start, 1, 3);
    expect(s).toEqual({ currentDay: 2, completedDays: [1], isCompleted: false });
    s = completeDay(s, 2, 3);
    s = completeDay(s, 3, 3);
    expect(s).toEqual({ currentDay: 3, completedDays: [1, 2, 3], isCompleted: true });
    expect(completeDay(s, 3, 3)).toEqual(s);
    expect(completeDay(start, 9, 3)).toBe(start);
  });

  it('completes the challenge exactly when every day is done, in any order', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((total) =>
            fc.tuple(fc.constant(total), fc.array(fc.integer({ min: 1, max: total }), { maxLength: 60 })),
          ),
        ([total, order]) => {
          let s = start;
          for (const day of order) s = completeDay(s, day, total);
          expect(s.isCompleted).toBe(new Set(order).size === total);
          expect(s.currentDay).toBeGreaterThanOrEqual(1);
          expect(s.currentDay).toBeLessThanOrEqual(total);
          for (const day of s.completedDays)
            expect(isDayEnabled(day, s.currentDay, s.completedDays)).toBe(true);
        },
      ),
    );
  });

  it('enables a day up to the current one, or when completed', () => {
    expect(isDayEnabled(2, 2, [])).toBe(true);
    expect(isDayEnabled(3, 2, [])).toBe(false);
    expect(isDayEnabled(5, 2, [5])).toBe(true);
  });

  it('reads completedDays as JSON text or a list', () => {
    expect(parseCompletedDays('[3,1,1]')).toEqual([1, 3]);
    expect(parseCompletedDays([2, 'x', -1])).toEqual([2]);
    expect(parseCompletedDays('{oops')).toEqual([]);
    expect(parseCompletedDays(null)).toEqual([]);
  });

  it('decides the status from the active challenge first, then the progress list, and where a card goes', () => {
    const progress = [
      { challengeId: 1, isCompleted: true },
      { challengeId: 2, isCompleted: false },
    ];
    expect(challengeStatus(1, { challengeId: 1 }, progress)).toBe('active');
    expect(challengeStatus(1, null, progress)).toBe('completed');
    expect(challengeStatus(2, null, progress)).toBe('available');
    expect(challengeHref(4, 'available')).toBe('/challenge/4');
    expect(challengeHref(4, 'active')).toBe('/challenge/4/track');
    expect(challengeHref(4, 'completed')).toBe('/challenge/4/track');
  });

  it('lists the active challenge first and keeps the others in order', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(activeFirst(list, 3).map((c) => c.id)).toEqual([3, 1, 2]);
    expect(activeFirst(list, null).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(activeFirst(list, 9).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('counts the sections of one day, the days within the challenge and a whole percentage', () => {
    const done = [
      { dayId: 7, sectionNumber: 1 },
      { dayId: 8, sectionNumber: 1 },
      { dayId: 7, sectionNumber: 3 },
    ];
    expect(completedSectionsOf(7, done)).toEqual([1, 3]);
    expect(completedSectionsOf(9, done)).toEqual([]);
    expect(completedDayCount([1, 2, 2, 9], 7)).toBe(2);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(7, 7)).toBe(100);
    expect(progressPercent(9, 7)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
