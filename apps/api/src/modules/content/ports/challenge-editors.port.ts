import type { AdminChallenge, AdminChallengeDay, ChallengeDayInput, ChallengeInput } from '@inhala/domain';
import { ContentEditor } from './content-editor.port';

/**
 * Challenges as the CMS edits them (02 §3.5). The slug is made from the name when none is sent
 * and made unique among the challenges not deleted; a slug sent that another challenge has is
 * 'Ya existe un reto con ese slug'. An update with no slug keeps the current one. The total days
 * cannot fall below the last day that has content. Deleting hides the challenge with its days;
 * people's progress rows are kept and come back with it.
 */
export abstract class ChallengeEditor extends ContentEditor<ChallengeInput, AdminChallenge> {}

/** The challenge a day belongs to, as a day's write needs it. */
export interface DayOwner {
  id: number;
  name: string;
  totalDays: number;
}

/**
 * A challenge's days, each named by its number (1..totalDays). Writes take part in the open unit
 * of work. A day has one row for its whole life: deleting hides it, and writing a deleted day
 * again brings that row back with the new content, so the completions and reflections people
 * saved on it stay attached.
 */
export abstract class ChallengeDayEditor {
  /**
   * The live challenge, or null. Inside a unit of work its row is held (FOR SHARE) until the end,
   * so its total days cannot change under the write that checked them.
   */
  abstract owner(challengeId: number): Promise<DayOwner | null>;
  /** The days with content, in order. */
  abstract list(challengeId: number): Promise<AdminChallengeDay[]>;
  abstract get(challengeId: number, dayNumber: number): Promise<AdminChallengeDay | null>;
  /** Creates or replaces the day; answers it as written. */
  abstract put(challengeId: number, dayNumber: number, input: ChallengeDayInput): Promise<AdminChallengeDay>;
  /** Hides the day; answers it as it was, or null when the day has no content. */
  abstract remove(challengeId: number, dayNumber: number): Promise<AdminChallengeDay | null>;
  /** Brings back the deleted day; null when there is none to bring back. */
  abstract restore(challengeId: number, dayNumber: number): Promise<AdminChallengeDay | null>;
}
