import { Injectable } from '@nestjs/common';
import {
  DomainError,
  PRACTICE_CLOCK_SKEW_MS,
  PRACTICE_MESSAGES as M,
  sessionLocalDate,
  type PracticeSessionInput,
  type PracticeSessionView,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { PracticeSessions } from '../ports/practice-sessions.port';

/**
 * POST /api/practice/sessions. The browser makes the id when the session starts, so a retry or
 * an offline replay answers the stored session instead of writing a second one. A stored id of
 * another person is refused: ids are not secrets, but nobody may read or claim another's session.
 */
@Injectable()
export class RecordPracticeSession {
  constructor(
    private readonly sessions: PracticeSessions,
    private readonly clock: Clock,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone'>,
    input: PracticeSessionInput,
  ): Promise<{ created: boolean; session: PracticeSessionView }> {
    const started = Date.parse(input.startedAt);
    const finished = Date.parse(input.finishedAt);
    // ISO 8601 forms the validator lets through but Date cannot read (week dates, '10Z', ...).
    if (!Number.isFinite(started) || !Number.isFinite(finished)) throw invalid(M.instant);
    if (finished < started) throw invalid(M.order);
    if (finished > this.clock.now().getTime() + PRACTICE_CLOCK_SKEW_MS) throw invalid(M.future);
    // A second of rounding either end, and a minute of the browser's timers running late.
    if (input.seconds > (finished - started) / 1000 + 60) throw invalid(M.secondsSpan);

    const localDate = sessionLocalDate(new Date(finished), user.timezone);
    const written = await this.sessions.write(user.id, input, localDate);
    if (written.outcome === 'no-meditation') throw invalid(M.meditation);
    if (written.ownerId !== user.id) throw new DomainError('PRACTICE.SESSION_TAKEN');
    return { created: written.outcome === 'created', session: written.session };
  }
}

const invalid = (message: string) => new DomainError('VALIDATION.FAILED', message);
