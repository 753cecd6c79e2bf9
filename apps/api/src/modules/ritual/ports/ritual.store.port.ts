import type { RitualMeditationView, RitualView } from '@inhala/domain';

export interface RitualDraft {
  date: string;
  intention: string;
  duration: number;
  style: string;
  meditation: RitualMeditationView;
  journalPrompt: string | null;
}

/**
 * Each person's rituals, one per local day. Every write is a single conditional statement, so
 * the rules that must hold under concurrency (one ritual a day, a reflection saved once, a
 * completion counted once) hold in the database.
 */
export abstract class RitualStore {
  abstract forDay(ownerId: string, date: string): Promise<RitualView | null>;
  abstract owned(ownerId: string, id: number): Promise<RitualView | null>;
  /**
   * The same, held until the open unit of work ends: two steps finishing at once take turns, so
   * the second sees the first and completes the ritual.
   */
  abstract ownedForUpdate(ownerId: string, id: number): Promise<RitualView | null>;
  /** Creates the day's ritual unless one exists; answers the day's ritual either way. */
  abstract createIfAbsent(
    ownerId: string,
    draft: RitualDraft,
  ): Promise<{ ritual: RitualView; created: boolean }>;
  abstract completeMeditation(ownerId: string, id: number): Promise<void>;
  /** False when a reflection was already saved. */
  abstract saveJournalOnce(ownerId: string, id: number, text: string): Promise<boolean>;
  abstract setArchived(ownerId: string, id: number, archived: boolean): Promise<void>;
  /** False when the meditation was completed meanwhile. */
  abstract replaceMeditation(
    ownerId: string,
    id: number,
    meditation: RitualMeditationView,
    journalPrompt: string | null,
  ): Promise<boolean>;
  abstract attachOracleCard(ownerId: string, date: string, cardId: number): Promise<void>;
  /** True only for the call that marked it completed. */
  abstract markCompleted(ownerId: string, id: number): Promise<boolean>;
  abstract countCompleted(ownerId: string): Promise<number>;
}
