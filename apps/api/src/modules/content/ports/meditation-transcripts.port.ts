import type { TranscriptInput } from '@inhala/domain';

/** A meditation's recording with its text alternative as stored, and its name for the audit log. */
export interface MeditationTranscript extends TranscriptInput {
  meditationId: number;
  name: string;
  /** The uploaded file; null when the meditation has none (its transcript is then not shown). */
  mediaUrl: string | null;
}

/**
 * The transcripts and captions of the meditations' recordings (premium, never in the public
 * bundle), and the editor that writes them. Deleted meditations have none; drafts only for the editor.
 */
export abstract class MeditationTranscripts {
  /** A published meditation's, or null when no published meditation has that id. */
  abstract published(meditationId: number): Promise<MeditationTranscript | null>;
  /** Any live meditation's (drafts too), or null when none has that id. */
  abstract get(meditationId: number): Promise<MeditationTranscript | null>;
  /** Replaces both parts (null removes one); null when no live meditation has that id. */
  abstract put(meditationId: number, input: TranscriptInput): Promise<MeditationTranscript | null>;
}
