import { Injectable } from '@nestjs/common';
import { DomainError, transcriptViewOf, type TranscriptView } from '@inhala/domain';
import {
  ChallengeSectionTranscripts,
  type ChallengeSectionKey,
  type ChallengeSectionTranscript,
} from '../../content';

const notFound = () => new DomainError('RESOURCE.NOT_FOUND', 'Este audio no tiene transcripción.');

/**
 * GET /api/challenges/{id}/days/{dayId}/sections/{n}/transcript and …/captions.vtt: an audio
 * section of a published challenge, as text. Anything else (unknown, draft, not audio, without
 * text) is not found.
 */
@Injectable()
export class GetChallengeSectionTranscript {
  constructor(private readonly transcripts: ChallengeSectionTranscripts) {}

  async text(key: ChallengeSectionKey): Promise<TranscriptView> {
    const stored = await this.withAudio(key);
    const view = transcriptViewOf(stored.transcript, stored.captions);
    if (!view) throw notFound();
    return view;
  }

  async captions(key: ChallengeSectionKey): Promise<string> {
    const stored = await this.withAudio(key);
    if (!stored.captions) throw notFound();
    return stored.captions;
  }

  private async withAudio(key: ChallengeSectionKey): Promise<ChallengeSectionTranscript> {
    const stored = await this.transcripts.published(key);
    if (!stored?.audioPath) throw notFound();
    return stored;
  }
}
