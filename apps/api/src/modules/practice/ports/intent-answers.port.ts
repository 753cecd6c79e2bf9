import type { IntentKey } from '@inhala/domain';

/** Each person's answers to '¿Qué te trae a Inhala?'. */
export abstract class IntentAnswers {
  /** The answers in the question's order; null when the person never answered nor skipped. */
  abstract of(ownerId: string): Promise<IntentKey[] | null>;
  /** Replaces the answers (an empty list is a skip). */
  abstract set(ownerId: string, intents: readonly IntentKey[]): Promise<void>;
}
