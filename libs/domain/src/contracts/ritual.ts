import type { OracleContext } from '../oracle/oracle-draw';

/** Today's ritual as the client reads it (02 §3.2). */
export interface RitualMeditationView {
  /** Catalogue id, so the heart and the player can find it; null if it left the catalogue. */
  id: number | null;
  name: string;
  /** Comma-separated, as the spec's shape has it. */
  keywords: string;
  videoUrl: string | null;
  duration: string | null;
  imageUrl: string | null;
}

export interface RitualView {
  id: number;
  date: string;
  intention: string;
  duration: number;
  style: string;
  meditation: RitualMeditationView;
  meditationName: string;
  meditationCompleted: boolean;
  journalPrompt: string | null;
  journalEntry: string | null;
  journalTitle: string;
  oracleCardId: number | null;
  completed: boolean;
  archived: boolean;
  createdAt: string;
}

export interface CreateRitualRequest {
  intention: string;
  duration: number;
  style: string;
  date: string;
}

/**
 * The answer of POST /api/ritual: the day's ritual. `created` is false when the day already had
 * one: that ritual comes back unchanged and the new choices are not applied (status 200, else 201),
 * so the client can say 'Ya tienes tu ritual de hoy' rather than pretend it made a new one.
 */
export interface CreateRitualResponse extends RitualView {
  created: boolean;
}

export interface UpdateRitualRequest {
  meditationCompleted?: true;
  journalEntry?: string;
  archived?: boolean;
}

export interface CompletedCountResponse {
  count: number;
}

/** Spec text the client matches (02 §4.3). */
export const NO_ALTERNATIVE_MEDITATION = 'No alternative meditation available';

export interface OracleCardView {
  id: number;
  name: string;
  imageUrl: string | null;
  explanation: string | null;
  description: string | null;
  arcangelId: number | null;
  arcangelName: string | null;
}

export interface ArchangelView {
  id: number;
  name: string;
  topic: string | null;
  description: string | null;
  imageUrl: string | null;
}

export interface OracleTodayResponse {
  hasDrawn: boolean;
  card: OracleCardView | null;
}

export interface OracleDrawRequest {
  context: OracleContext;
}

export interface OracleDrawResponse {
  card: OracleCardView;
  isNewDraw: boolean;
}

export interface PlantImageView {
  day: number;
  imagePath: string;
  name: string;
  description: string;
}
