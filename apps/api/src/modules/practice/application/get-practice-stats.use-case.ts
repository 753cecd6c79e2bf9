import { Injectable } from '@nestjs/common';
import {
  EMPTY_STREAK,
  daysPractisedThisWeek,
  mergePracticeDays,
  minutesOf,
  minutesThisWeek,
  practiceWindow,
  streakOn,
  type PracticeStatsDto,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { todayFor } from '../../../platform/time/today';
import { PracticeStatsReader } from '../ports/practice-stats.reader.port';

/** GET /api/practice/stats: the 'Mi práctica' figures, in the person's own days. */
@Injectable()
export class GetPracticeStats {
  constructor(
    private readonly reader: PracticeStatsReader,
    private readonly clock: Clock,
  ) {}

  async execute(user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>): Promise<PracticeStatsDto> {
    const today = todayFor(this.clock, user);
    const { first } = practiceWindow(today);
    const figures = await this.reader.read(user.id, first, today);
    const days = mergePracticeDays(today, figures.days);
    // The stored streak as it stands today, exactly as GET /api/streak shows it.
    const streak = streakOn(figures.streak ?? EMPTY_STREAK, today);
    return {
      timezone: user.timezone,
      minutesThisWeek: minutesThisWeek(today, figures.days),
      daysThisWeek: daysPractisedThisWeek(today, days),
      weeklyGoal: figures.weeklyGoal,
      minutesTotal: minutesOf(figures.totalSeconds),
      sessions: figures.sessions,
      ritualsCompleted: figures.ritualsCompleted,
      currentStreak: streak.currentStreak,
      longestStreak: streak.longestStreak,
      days,
    };
  }
}
