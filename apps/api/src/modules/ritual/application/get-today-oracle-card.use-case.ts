import { Injectable } from '@nestjs/common';
import type { OracleContext, OracleTodayResponse, UserView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { todayFor } from '../../../platform/time/today';
import { OracleDeck } from '../ports/oracle-deck.port';
import { assertMayUseOracle } from './oracle-access';

/** GET /api/oracle-cards/today: the card drawn today in this context, if any. */
@Injectable()
export class GetTodayOracleCard {
  constructor(
    private readonly deck: OracleDeck,
    private readonly clock: Clock,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt' | 'role'>,
    context: OracleContext,
  ): Promise<OracleTodayResponse> {
    assertMayUseOracle(user, context);
    const card = await this.deck.drawnCard(user.id, context, todayFor(this.clock, user));
    return { hasDrawn: card !== null, card };
  }
}
