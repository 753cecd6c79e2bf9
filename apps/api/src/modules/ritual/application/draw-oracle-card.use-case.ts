import { Injectable } from '@nestjs/common';
import {
  DomainError,
  chooseOracleCard,
  type OracleContext,
  type OracleDrawResponse,
  type UserView,
} from '@inhala/domain';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { Clock } from '../../../platform/time/clock.port';
import { Randomness } from '../../../platform/time/randomness.port';
import { todayFor } from '../../../platform/time/today';
import { OracleDeck } from '../ports/oracle-deck.port';
import { RitualStore } from '../ports/ritual.store.port';
import { PracticeRecorder } from '../../streak';
import { completeRitualIfDone } from './complete-ritual-if-done';
import { assertMayUseOracle } from './oracle-access';

/**
 * POST /api/oracle-cards/draw: one card per person, context and local day. Concurrent draws
 * race on the unique (person, context, day) row; the losers answer the winner's card with
 * isNewDraw false. A ritual draw also becomes the ritual's card.
 */
@Injectable()
export class DrawOracleCard {
  constructor(
    private readonly deck: OracleDeck,
    private readonly rituals: RitualStore,
    private readonly practice: PracticeRecorder,
    private readonly clock: Clock,
    private readonly random: Randomness,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt' | 'role'>,
    context: OracleContext,
  ): Promise<OracleDrawResponse> {
    assertMayUseOracle(user, context);
    const date = todayFor(this.clock, user);
    const ritual = context === 'ritual' ? await this.rituals.forDay(user.id, date) : null;
    if (context === 'ritual' && !ritual) throw new DomainError('ORACLE.RITUAL_REQUIRED');

    let card = await this.deck.drawnCard(user.id, context, date);
    let isNewDraw = false;
    if (!card) {
      const [cards, previous] = await Promise.all([
        this.deck.publishedCards(),
        this.deck.lastDrawnCardId(user.id, context),
      ]);
      const chosen = chooseOracleCard(cards, previous, () => this.random.next());
      if (!chosen) throw new DomainError('ORACLE.NO_CARDS');
      isNewDraw = await this.deck.claimDraw(user.id, context, date, chosen.id);
      card = isNewDraw ? chosen : await this.deck.drawnCard(user.id, context, date);
      if (!card) throw new DomainError('ORACLE.NO_CARDS');
    }
    if (ritual) {
      await this.rituals.attachOracleCard(user.id, date, card.id);
      await completeRitualIfDone(
        { rituals: this.rituals, practice: this.practice, unitOfWork: this.unitOfWork },
        user,
        ritual.id,
      );
    }
    return { card, isNewDraw };
  }
}
