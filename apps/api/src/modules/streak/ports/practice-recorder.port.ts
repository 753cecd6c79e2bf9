import type { UserView } from '@inhala/domain';

export type PracticeSource = 'ritual' | 'challenge';

/**
 * What other contexts tell the streak: a practice was completed now (a whole ritual, or a
 * challenge day). The first one of the person's local day grows the streak.
 */
export abstract class PracticeRecorder {
  abstract record(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    source: PracticeSource,
  ): Promise<void>;
}
