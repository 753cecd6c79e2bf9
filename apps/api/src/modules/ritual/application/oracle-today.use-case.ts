import { Injectable } from '@nestjs/common';
import {
  DomainError,
  hasFullAccess,
  type OracleContext,
  type OracleTodayResponse,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock';
import { todayFor } from '../../../platform/time/today';
import { OracleDeck } from '../ports/oracle-deck.port';

/** The ritual's card is part of the premium ritual; the home card only needs a signed-in person. */
export function assertMayUseOracle(user: Pick<UserView, 'role'>, context: OracleContext): void {
  if (context === 'ritual' && !hasFullAccess(user.role)) throw new DomainError('SUBSCRIPTION.REQUIRED');
}

@Injectable()
export class GetTodayOracleCard {
  constructor(
    private readonly deck: OracleDeck,
    private readonly clock: Clock,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone' | 'role'>,
    context: OracleContext,
  ): Promise<OracleTodayResponse> {
    assertMayUseOracle(user, context);
    const card = await this.deck.drawnCard(user.id, context, todayFor(this.clock, user));
    return { hasDrawn: card !== null, card };
  }
}
