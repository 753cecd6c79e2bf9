/** The meditations a person finished, from their practice sessions. */
export abstract class FinishedMeditations {
  /** Each meditation once with when it was last finished, the most recent first. */
  abstract recent(ownerId: string, limit: number): Promise<Array<{ meditationId: number; finishedAt: Date }>>;
}
