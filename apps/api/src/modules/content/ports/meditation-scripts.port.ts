import type { GuidanceStep } from '@inhala/domain';

/** A meditation's script, with what its checks need of the meditation. */
export interface MeditationScript {
  meditationId: number;
  /** What the audit log calls it: the meditation's name. */
  name: string;
  /** The meditation's length in seconds, or null when its duration names none. */
  durationSeconds: number | null;
  /** The steps in order; empty when it has none (the description guides the session). */
  steps: GuidanceStep[];
}

/**
 * The scripts the guided session speaks (premium, never in the public bundle), and the editor
 * that writes them. Deleted meditations have none; drafts only for the editor.
 */
export abstract class MeditationScripts {
  /** A published meditation's script, or null when no published meditation has that id. */
  abstract published(meditationId: number): Promise<MeditationScript | null>;
  /** Any live meditation's script (drafts too), or null when none has that id. */
  abstract get(meditationId: number): Promise<MeditationScript | null>;
  /** Replaces the script (an empty list removes it); null when no live meditation has that id. */
  abstract put(meditationId: number, steps: GuidanceStep[]): Promise<MeditationScript | null>;
}
