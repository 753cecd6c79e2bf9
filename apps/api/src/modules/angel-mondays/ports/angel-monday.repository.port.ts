import type { AngelMondayView } from '@inhala/domain';

export abstract class AngelMondayRepository {
  /**
   * The entries people may see at `now`, newest first: published, not deleted, and with no
   * publication instant or one that has come.
   */
  abstract listVisibleNewestFirst(now: Date): Promise<AngelMondayView[]>;
}
