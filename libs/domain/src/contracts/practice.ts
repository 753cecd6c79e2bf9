import type { WeeklyGoal } from '../practice/weekly-goal';
import type { ListeningKind } from '../practice/listening-position';
import type { IntentKey } from '../recommendations/intents';

/** How a session was done: the guided session (no media), or the meditation's own audio or video. */
export const PRACTICE_SESSION_KINDS = ['guided', 'media'] as const;
export type PracticeSessionKind = (typeof PRACTICE_SESSION_KINDS)[number];

/**
 * POST /api/practice/sessions: one finished session. `id` is a UUID the browser makes when the
 * session starts, so a retry or an offline replay is the same session (recorded once).
 */
export interface PracticeSessionInput {
  id: string;
  meditationId: number | null;
  kind: PracticeSessionKind;
  startedAt: string;
  finishedAt: string;
  /** Seconds actually practised (pauses excluded). */
  seconds: number;
}

/** One day of the practice calendar, in the person's time zone. */
export interface PracticeDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  minutes: number;
  /** A practice day: a completed ritual, a challenge day or at least one session. */
  practised: boolean;
}

/** GET /api/practice/stats: the 'Mi práctica' figures. */
export interface PracticeStatsDto {
  timezone: string;
  /** Monday to today, in the person's zone. */
  minutesThisWeek: number;
  /** Days with any practice, Monday to today. */
  daysThisWeek: number;
  /** 'Meta semanal', when the person has set one. */
  weeklyGoal: WeeklyGoal | null;
  minutesTotal: number;
  sessions: number;
  ritualsCompleted: number;
  currentStreak: number;
  longestStreak: number;
  /** The last 12 weeks (84 days), oldest first, ending today. */
  days: PracticeDay[];
}

/** The stored session, as POST /api/practice/sessions answers (201 new, 200 already recorded). */
export interface PracticeSessionView extends PracticeSessionInput {
  /** The person's day when it finished ('YYYY-MM-DD'). */
  localDate: string;
}

/** GET and PUT /api/practice/intents: the answers to '¿Qué te trae a Inhala?'. */
export interface IntentsDto {
  /** In the question's order; empty when skipped or not answered. */
  intents: IntentKey[];
  /** True while the question should still be put to the person (shouldAskIntents). */
  ask: boolean;
}

/** One meditation of a home shelf, with the reason it is there. */
export interface ShelfItemDto {
  meditationId: number;
  reason: string;
}

/**
 * GET /api/practice/for-you: 'Para ti' for a signed-in person, 'Para empezar' for a visitor.
 * The meditations are the catalogue's ids; the shell shows them from its catalogue bundle.
 */
export interface ForYouDto {
  shelf: 'para-ti' | 'para-empezar';
  items: ShelfItemDto[];
}

/**
 * PUT /api/practice/listening/{kind}/{id}: where the person is in a recording, in seconds, and
 * the recording's length as their player read it.
 */
export interface ListeningReportInput {
  position: number;
  duration: number;
}

/**
 * GET and PUT /api/practice/listening/{kind}/{id}: the place kept for one recording, or
 * `position: null` when there is none (never started, too early, or heard to the end).
 */
export interface ListeningPositionDto {
  kind: ListeningKind;
  id: number;
  position: number | null;
  duration: number | null;
  updatedAt: string | null;
}

/** One card of 'Continuar escuchando', with what the card shows and where it leads. */
export interface ListeningShelfItemDto {
  kind: ListeningKind;
  id: number;
  /** Whole seconds. */
  position: number;
  duration: number;
  updatedAt: string;
  title: string;
  /** A meditation's image; an Angel Monday has none (its card shows its gradient). */
  imageUrl: string | null;
  /** An Angel Monday's gradient (gradientCss), null for a meditation. */
  gradientOption: number | null;
  /** A meditation's first category, 'Angel Monday' for a message. */
  category: string | null;
  /** The page that plays it: /meditation/{position}, /angel-mondays?id={id}. */
  href: string;
}

/** GET /api/practice/listening: the most recently heard first, at most LISTENING_RULES.shelfSize. */
export interface ListeningShelfDto {
  items: ListeningShelfItemDto[];
}
