import { Injectable } from '@nestjs/common';
import { DomainError, transcriptViewOf, type TranscriptView } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { AngelMondayTranscripts, type AngelMondayTranscript } from '../ports/angel-monday-transcripts.port';

const notFound = () => new DomainError('RESOURCE.NOT_FOUND', 'Este mensaje no tiene transcripción.');

/**
 * GET /api/angel-mondays/{id}/transcript and …/captions.vtt: the audio of a message people can
 * see now, as text. Anything else (unknown, draft, later, without audio or text) is not found.
 */
@Injectable()
export class GetAngelMondayTranscript {
  constructor(
    private readonly transcripts: AngelMondayTranscripts,
    private readonly clock: Clock,
  ) {}

  async text(id: number): Promise<TranscriptView> {
    const stored = await this.withAudio(id);
    const view = transcriptViewOf(stored.transcript, stored.captions);
    if (!view) throw notFound();
    return view;
  }

  async captions(id: number): Promise<string> {
    const stored = await this.withAudio(id);
    if (!stored.captions) throw notFound();
    return stored.captions;
  }

  private async withAudio(id: number): Promise<AngelMondayTranscript> {
    const stored = await this.transcripts.visible(id, this.clock.now());
    if (!stored?.audioUrl) throw notFound();
    return stored;
  }
}
