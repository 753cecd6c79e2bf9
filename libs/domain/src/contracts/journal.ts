/**
 * One card of the Angel Journal (02 §3.6). Challenge reflections carry the 'Retos' badge; like
 * the spec's archive rule they cannot be archived (only rituals and morning pages can).
 */
export type JournalEntryType = 'ritual' | 'morning_page' | 'challenge';

export interface JournalEntryView {
  id: number;
  type: JournalEntryType;
  title: string;
  text: string;
  /** Ritual day (YYYY-MM-DD) or when the morning page was written (ISO). */
  date: string;
  /** Set for reflections written in a challenge: the card shows the 'Retos' badge. */
  challengeId: number | null;
  challengeName: string | null;
}

export interface JournalEntriesResponse {
  entries: JournalEntryView[];
  total: number;
}

export const JOURNAL_PAGE_SIZE = 16;
export const JOURNAL_PREVIEW_LENGTH = 100;
