import { Injectable } from '@nestjs/common';
import {
  DomainError,
  LISTENING_RULES,
  LISTENING_TEXTS,
  RetryLaterError,
  listeningOutcome,
  listeningReportMessage,
  roundListeningMark,
  type ListeningKind,
  type ListeningPositionDto,
  type ListeningReportInput,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { ListeningPositions } from '../ports/listening-positions.port';
import { ListeningThrottle } from '../ports/listening.throttle.port';
import { ListeningItems, listeningPositionView } from './listening-items';

/**
 * PUT /api/practice/listening/{kind}/{id}: a player says where the person is. A place worth
 * offering is kept (replacing the last), one in the closing tail is forgotten (heard to the end),
 * and one from the first seconds changes nothing (listeningOutcome). Answers the place now kept.
 * Bad figures are refused before they count against the limit; the limit is per person.
 */
@Injectable()
export class ReportListening {
  constructor(
    private readonly positions: ListeningPositions,
    private readonly items: ListeningItems,
    private readonly throttle: ListeningThrottle,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    kind: ListeningKind,
    id: number,
    input: ListeningReportInput,
  ): Promise<ListeningPositionDto> {
    const message = listeningReportMessage(input.position, input.duration);
    if (message) throw new DomainError('VALIDATION.FAILED', message);
    const now = this.clock.now();
    const { reports, resetAt } = await this.throttle.count(userId);
    if (reports > LISTENING_RULES.reportLimit.limit)
      throw new RetryLaterError('RATE_LIMITED', resetAt, now, LISTENING_TEXTS.tooMany);
    await this.items.require(kind, id);

    const mark = roundListeningMark(input.position, input.duration);
    switch (listeningOutcome(mark)) {
      case 'keep':
        return listeningPositionView(kind, id, await this.positions.save(userId, kind, id, mark, now));
      case 'finished':
        await this.positions.remove(userId, kind, id);
        return listeningPositionView(kind, id, null);
      case 'too-early':
        return listeningPositionView(kind, id, await this.positions.find(userId, kind, id));
    }
  }
}
