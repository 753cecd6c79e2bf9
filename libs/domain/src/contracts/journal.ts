/**
 * One card of the Angel Journal (02 §3.6). Challenge reflections carry the 'Retos' badge; like
 * the spec's archive rule they cannot be archived (only rituals and morning pages can).
 */
export type JournalEntryType = 'ritual' | 'morning_page' | 'challenge';

interface JournalEntryFields {
  id: number;
  type: JournalEntryType;
  /** The card's title: the ritual's journalTitle, the page's title, or the challenge day. */
  title: string;
  /** The card's text: the ritual's journalEntry, the page's content, or the reflection. */
  text: string;
  /**
   * The entry's calendar day (YYYY-MM-DD), shown as a calendar date: the ritual's day, or the day
   * the page or reflection was written in the person's time zone.
   */
  date: string;
  /** Set for reflections written in a challenge: the card shows the 'Retos' badge. */
  challengeId: number | null;
  challengeName: string | null;
}

/** A ritual's reflection, with the spec's own fields (02 §3.6): date, journalEntry, journalTitle. */
export interface RitualJournalEntryView extends JournalEntryFields {
  type: 'ritual';
  journalEntry: string;
  journalTitle: string;
}

/** A morning page, with the spec's own fields (02 §3.6): content, title ('Sin título'), createdAt. */
export interface MorningPageJournalEntryView extends JournalEntryFields {
  type: 'morning_page';
  content: string;
  /** ISO instant the page was written. */
  createdAt: string;
}

export interface ChallengeJournalEntryView extends JournalEntryFields {
  type: 'challenge';
}

export type JournalEntryView =
  RitualJournalEntryView | MorningPageJournalEntryView | ChallengeJournalEntryView;

export interface JournalEntriesResponse {
  entries: JournalEntryView[];
  total: number;
}

export const JOURNAL_PAGE_SIZE = 16;
export const JOURNAL_PREVIEW_LENGTH = 100;
