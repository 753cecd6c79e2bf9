import { Injectable } from '@nestjs/common';
import {
  DomainError,
  cleanTranscriptText,
  firstAdminMessage,
  transcriptMessages,
  type MeditationTranscriptInput,
} from '@inhala/domain';
import { MeditationTranscripts, type MeditationTranscript } from '../../content';
import type { AuditActor } from '../ports/audit-log.port';
import { AuditedEdits } from './audited-edits';

const view = (stored: MeditationTranscript): MeditationTranscriptInput => ({
  transcript: stored.transcript,
  captions: stored.captions,
});

/**
 * /admin/meditations/{id}: the recording's transcript and captions, written apart from its other
 * fields (each may be long). Both are checked by the domain's rules (captions must be WebVTT);
 * blank removes one. Every write is audited as 'meditation_transcript', with both before.
 */
@Injectable()
export class EditMeditationTranscripts {
  constructor(
    private readonly edits: AuditedEdits,
    private readonly transcripts: MeditationTranscripts,
  ) {}

  async read(meditationId: number): Promise<MeditationTranscriptInput> {
    const stored = await this.transcripts.get(meditationId);
    if (!stored) throw new DomainError('ADMIN.NOT_FOUND');
    return view(stored);
  }

  put(
    meditationId: number,
    input: MeditationTranscriptInput,
    actor: AuditActor,
  ): Promise<MeditationTranscriptInput> {
    const problem = firstAdminMessage(transcriptMessages(input));
    if (problem) throw new DomainError('VALIDATION.FAILED', problem);
    const clean = {
      transcript: cleanTranscriptText(input.transcript),
      captions: cleanTranscriptText(input.captions),
    };
    return this.edits.apply('meditation_transcript', actor, async () => {
      const before = await this.transcripts.get(meditationId);
      if (!before) return null;
      const after = await this.transcripts.put(meditationId, clean);
      if (!after) return null;
      const had = before.transcript !== null || before.captions !== null;
      const has = after.transcript !== null || after.captions !== null;
      return {
        action: !has ? 'delete' : had ? 'update' : 'create',
        before: view(before),
        after: view(after),
        subject: view(after),
        entityId: String(meditationId),
        entityName: after.name,
      };
    });
  }
}
