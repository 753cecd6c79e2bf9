import { Injectable } from '@nestjs/common';
import {
  DomainError,
  firstAdminMessage,
  isUploadUrl,
  validateQuickMeditation,
  type AdminMeditation,
  type QuickMeditationInput,
} from '@inhala/domain';
import { CatalogueChanges, MeditationEditor } from '../../content';
import { FileStorage } from '../../media';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { AuditLog, type AuditActor } from '../ports/audit-log.port';
import { withMediaSeconds } from './meditation-media-seconds';

/**
 * /admin/meditations-simple (02 §3.3): name, a video link or an uploaded file, duration and one
 * category. The meditation is created as a draft, so that people never see it before someone
 * completes its description, keywords and types in the full editor and publishes it.
 */
@Injectable()
export class CreateQuickMeditation {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly editor: MeditationEditor,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
    private readonly files: FileStorage,
  ) {}

  async execute(input: QuickMeditationInput, actor: AuditActor): Promise<AdminMeditation> {
    const message = firstAdminMessage(validateQuickMeditation(input));
    if (message) throw new DomainError('VALIDATION.FAILED', message);
    const file = input.mediaUrl?.trim();
    if (file && isUploadUrl(file) && !(await this.files.exists(file)))
      throw new DomainError('ADMIN.UPLOAD_MISSING');
    const measured = await withMediaSeconds(input, this.files);
    const created = await this.uow.run(async () => {
      const after = await this.editor.createQuick(measured);
      await this.audit.record({
        actor,
        action: 'create',
        entityType: 'meditation',
        entityId: String(after.id),
        entityName: after.name,
        changes: { before: null, after },
      });
      return after;
    });
    await this.changes.announce();
    return created;
  }
}
