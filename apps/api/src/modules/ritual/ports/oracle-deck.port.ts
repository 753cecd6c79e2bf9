import type { OracleCardView, OracleContext } from '@inhala/domain';

/** The published oracle cards and who drew which, one per person, context and local day. */
export abstract class OracleDeck {
  abstract publishedCards(): Promise<OracleCardView[]>;
  abstract drawnCard(ownerId: string, context: OracleContext, date: string): Promise<OracleCardView | null>;
  abstract lastDrawnCardId(ownerId: string, context: OracleContext): Promise<number | null>;
  /** Stores the draw unless the day already has one; true when this call stored it. */
  abstract claimDraw(ownerId: string, context: OracleContext, date: string, cardId: number): Promise<boolean>;
}
