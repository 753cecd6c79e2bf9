import type { TranscriptInput } from '@inhala/domain';

/**
 * A section of a challenge's day: the challenge, the day (by its id, as people's routes name it,
 * or by its number, as the CMS's do) and the section's number (1-4).
 */
export type ChallengeSectionKey = { challengeId: number; n: number } & (
  { dayId: number } | { dayNumber: number }
);

/** An audio section with its text alternative as stored, and its name for the audit log. */
export interface ChallengeSectionTranscript extends TranscriptInput {
  name: string;
  /** The section's uploaded audio; null when it is not an audio section with a file. */
  audioPath: string | null;
}

/**
 * The transcripts and captions of the challenges' audio sections (premium like the audio), and
 * the editor that writes them. Deleted days and challenges have none; drafts only for the editor.
 */
export abstract class ChallengeSectionTranscripts {
  /** A section of a published challenge's live day, or null. */
  abstract published(key: ChallengeSectionKey): Promise<ChallengeSectionTranscript | null>;
  /** Any live day's section (drafts too), or null when none has that key. */
  abstract get(key: ChallengeSectionKey): Promise<ChallengeSectionTranscript | null>;
  /** Replaces both parts (null removes one); null when no live day has that key. */
  abstract put(key: ChallengeSectionKey, input: TranscriptInput): Promise<ChallengeSectionTranscript | null>;
}
