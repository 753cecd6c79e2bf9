import type { TranscriptInput } from '@inhala/domain';

/** An Angel Monday's audio with its text alternative as stored, and its title for the audit log. */
export interface AngelMondayTranscript extends TranscriptInput {
  name: string;
  audioUrl: string | null;
}

/**
 * The transcripts and captions of the Angel Mondays' audio (premium like the message), and the
 * editor that writes them. Deleted messages have none; drafts and scheduled ones only for the editor.
 */
export abstract class AngelMondayTranscripts {
  /** A message people can see now, or null (unknown, draft, deleted, or scheduled for later). */
  abstract visible(id: number, now: Date): Promise<AngelMondayTranscript | null>;
  /** Any live message's (drafts too), or null when none has that id. */
  abstract get(id: number): Promise<AngelMondayTranscript | null>;
  /** Replaces both parts (null removes one); null when no live message has that id. */
  abstract put(id: number, input: TranscriptInput): Promise<AngelMondayTranscript | null>;
}
