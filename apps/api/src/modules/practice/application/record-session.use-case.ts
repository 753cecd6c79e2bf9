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

/** Further ahead than this, a finish time is not a fast clock but nonsense. */
const DEVICE_CLOCK_AHEAD_LIMIT_MS = 24 * 60 * 60 * 1000;

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
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    input: PracticeSessionInput,
  ): Promise<{ created: boolean; session: PracticeSessionView }> {
    const started = Date.parse(input.startedAt);
    const finished = Date.parse(input.finishedAt);
    // ISO 8601 forms the validator lets through but Date cannot read (week dates, '10Z', ...).
    if (!Number.isFinite(started) || !Number.isFinite(finished)) throw invalid(M.instant);
    if (finished < started) throw invalid(M.order);
    const now = this.clock.now().getTime();
    if (finished > now + DEVICE_CLOCK_AHEAD_LIMIT_MS) throw invalid(M.future);
    // A second of rounding either end, and a minute of the browser's timers running late.
    if (input.seconds > (finished - started) / 1000 + 60) throw invalid(M.secondsSpan);

    // A device whose clock runs fast (by less than a day): its session ended now, as long as it was.
    const ahead = finished > now + PRACTICE_CLOCK_SKEW_MS ? finished - now : 0;
    const session = ahead
      ? {
          ...input,
          startedAt: new Date(started - ahead).toISOString(),
          finishedAt: new Date(finished - ahead).toISOString(),
        }
      : input;
    const localDate = sessionLocalDate(new Date(finished - ahead), user);
    const written = await this.sessions.write(user.id, session, localDate);
    if (written.outcome === 'no-meditation') throw invalid(M.meditation);
    if (written.ownerId !== user.id) throw new DomainError('PRACTICE.SESSION_TAKEN');
    return { created: written.outcome === 'created', session: written.session };
  }
}

const invalid = (message: string) => new DomainError('VALIDATION.FAILED', message);
