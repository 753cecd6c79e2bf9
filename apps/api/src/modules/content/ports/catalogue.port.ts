import type { ChallengeDayView, ChallengeView, MeditationView, OracleCardView } from '@inhala/domain';

/**
 * The catalogue as other contexts read it (the ritual's meditations and oracle cards, the
 * challenges' days). Exported through the content context's index.ts.
 */
export abstract class Catalogue {
  abstract meditations(): Promise<MeditationView[]>;
  abstract publishedOracleCards(): Promise<OracleCardView[]>;
  /** These cards whatever their status, in the order asked. */
  abstract oracleCards(ids: number[]): Promise<OracleCardView[]>;
  abstract challenge(id: number): Promise<ChallengeView | null>;
  /** The challenge's days in order, each with its configured sections. */
  abstract challengeDays(challengeId: number): Promise<ChallengeDayView[]>;
}
