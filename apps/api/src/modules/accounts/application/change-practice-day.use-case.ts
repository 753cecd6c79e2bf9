import { Injectable, Logger } from '@nestjs/common';
import {
  changePracticeDay,
  DomainError,
  isDayEndsAt,
  canonicalTimeZone,
  PRACTICE_DAY_MESSAGES as M,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { AccountRepository, toUserView } from '../ports/account.repository.port';

export interface PracticeDayChange {
  timezone?: unknown;
  dayEndsAt?: unknown;
}

/**
 * PATCH /api/auth/me (issue 19): 'Mi día termina a las' on the profile, and 'Mi zona horaria' or the
 * device's when the app finds the person travelling. The change applies from now on and never
 * cuts short the day under way (changePracticeDay); nothing already practised moves.
 */
@Injectable()
export class ChangePracticeDay {
  private readonly logger = new Logger('ChangePracticeDay');

  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: UserView, change: PracticeDayChange): Promise<UserView> {
    if (change.timezone === undefined && change.dayEndsAt === undefined)
      throw new DomainError('VALIDATION.FAILED', M.nothing);
    const zone = typeof change.timezone === 'string' ? canonicalTimeZone(change.timezone) : null;
    if (change.timezone !== undefined && !zone) throw new DomainError('VALIDATION.FAILED', M.timezone);
    if (change.dayEndsAt !== undefined && !isDayEndsAt(change.dayEndsAt))
      throw new DomainError('VALIDATION.FAILED', M.dayEndsAt);
    const next = {
      timezone: zone ?? user.timezone,
      dayEndsAt: change.dayEndsAt ?? user.dayEndsAt,
    };
    if (next.timezone === user.timezone && next.dayEndsAt === user.dayEndsAt) return user;
    const settings = changePracticeDay(this.clock.now(), user, next);
    const saved = await this.accounts.updatePracticeDay(user.id, {
      ...settings,
      practiceDayHold: settings.practiceDayHold ?? null,
    });
    if (!saved) throw new DomainError('SESSION_INVALID');
    this.logger.log(
      `practice day of ${user.id}: ${user.timezone} ${user.dayEndsAt} h → ${next.timezone} ${next.dayEndsAt} h` +
        (settings.practiceDayHold
          ? `, ${settings.practiceDayHold.day} open until ${settings.practiceDayHold.until}`
          : ''),
    );
    return toUserView(saved);
  }
}
