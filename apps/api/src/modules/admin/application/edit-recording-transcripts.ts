import { Injectable } from '@nestjs/common';
import {
  DomainError,
  cleanTranscriptText,
  firstAdminMessage,
  transcriptMessages,
  type AuditEntityType,
  type TranscriptInput,
} from '@inhala/domain';
import type { AuditActor } from '../ports/audit-log.port';
import { AuditedEdits } from './audited-edits';

/** A recording's text as stored, with what the audit log calls the recording. */
export interface StoredTranscript extends TranscriptInput {
  name: string;
}

/**
 * Where one kind of recording keeps its transcript (a meditation's file, an Angel Monday's audio,
 * a challenge section's): each context's own port, keyed as that kind needs.
 */
export interface TranscriptStore<K> {
  /** Any live item's, drafts too; null when none has that key. */
  get(key: K): Promise<StoredTranscript | null>;
  /** Both parts replaced; null when no live item has that key. */
  put(key: K, input: TranscriptInput): Promise<StoredTranscript | null>;
}

const view = ({ transcript, captions }: StoredTranscript): TranscriptInput => ({ transcript, captions });

/**
 * A recording's transcript and captions, written apart from the item's other fields (each may
 * be long). Both are checked by the domain's rules (captions must be WebVTT) before anything is
 * read; blank removes one. Every write is audited, with both parts before and after.
 */
@Injectable()
export class EditRecordingTranscripts {
  constructor(private readonly edits: AuditedEdits) {}

  async read<K>(store: TranscriptStore<K>, key: K): Promise<TranscriptInput> {
    const stored = await store.get(key);
    if (!stored) throw new DomainError('ADMIN.NOT_FOUND');
    return view(stored);
  }

  put<K>(
    store: TranscriptStore<K>,
    key: K,
    input: TranscriptInput,
    actor: AuditActor,
    audit: { entityType: AuditEntityType; entityId: string },
  ): Promise<TranscriptInput> {
    const problem = firstAdminMessage(transcriptMessages(input));
    if (problem) throw new DomainError('VALIDATION.FAILED', problem);
    const clean = {
      transcript: cleanTranscriptText(input.transcript),
      captions: cleanTranscriptText(input.captions),
    };
    return this.edits.apply(audit.entityType, actor, async () => {
      const before = await store.get(key);
      if (!before) return null;
      const after = await store.put(key, clean);
      if (!after) return null;
      const had = before.transcript !== null || before.captions !== null;
      const has = after.transcript !== null || after.captions !== null;
      return {
        action: !has ? 'delete' : had ? 'update' : 'create',
        before: view(before),
        after: view(after),
        subject: view(after),
        entityId: audit.entityId,
        entityName: after.name,
      };
    });
  }
}
