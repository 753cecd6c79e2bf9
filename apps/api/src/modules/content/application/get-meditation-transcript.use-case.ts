import { Injectable } from '@nestjs/common';
import { DomainError, transcriptViewOf, type MeditationTranscriptView } from '@inhala/domain';
import { MeditationTranscripts } from '../ports/meditation-transcripts.port';
import { meditationNotFound } from './set-favourite.use-case';

const noTranscript = () => new DomainError('RESOURCE.NOT_FOUND', 'Esta grabación no tiene transcripción.');

/**
 * GET /api/meditations/{id}/transcript and …/captions.vtt: a published meditation's recording as
 * text. Unknown or draft is not found; so is a recording without them (or a meditation without one).
 */
@Injectable()
export class GetMeditationTranscript {
  constructor(private readonly transcripts: MeditationTranscripts) {}

  async text(meditationId: number): Promise<MeditationTranscriptView> {
    const stored = await this.transcripts.published(meditationId);
    if (!stored) throw meditationNotFound();
    const view = stored.mediaUrl ? transcriptViewOf(stored.transcript, stored.captions) : null;
    if (!view) throw noTranscript();
    return { meditationId, ...view };
  }

  async captions(meditationId: number): Promise<string> {
    const stored = await this.transcripts.published(meditationId);
    if (!stored) throw meditationNotFound();
    if (!stored.mediaUrl || !stored.captions) throw noTranscript();
    return stored.captions;
  }
}
