import { Injectable } from '@nestjs/common';
import { DomainError, scriptMessage, type MeditationScriptView } from '@inhala/domain';
import { MeditationScripts, type MeditationScript } from '../../content';
import type { AuditActor } from '../ports/audit-log.port';
import { AuditedEdits } from './audited-edits';

const view = (script: MeditationScript): MeditationScriptView => ({
  meditationId: script.meditationId,
  steps: script.steps,
});

/**
 * /admin/meditations/{id}: the meditation's script, written apart from its other fields. Each step
 * must fall inside the meditation's duration; an empty script removes it (the description then
 * guides the session). Every write is audited as 'meditation_script', with the script before.
 */
@Injectable()
export class EditMeditationScripts {
  constructor(
    private readonly edits: AuditedEdits,
    private readonly scripts: MeditationScripts,
  ) {}

  async read(meditationId: number): Promise<MeditationScriptView> {
    const script = await this.scripts.get(meditationId);
    if (!script) throw new DomainError('ADMIN.NOT_FOUND');
    return view(script);
  }

  put(
    meditationId: number,
    steps: MeditationScriptView['steps'],
    actor: AuditActor,
  ): Promise<MeditationScriptView> {
    return this.edits.apply('meditation_script', actor, async () => {
      const before = await this.scripts.get(meditationId);
      if (!before) return null;
      const problem = scriptMessage(steps, before.durationSeconds ?? 0);
      if (problem) throw new DomainError('VALIDATION.FAILED', problem);
      const after = await this.scripts.put(meditationId, steps);
      if (!after) return null;
      return {
        action: steps.length === 0 ? 'delete' : before.steps.length ? 'update' : 'create',
        before: view(before),
        after: view(after),
        subject: view(after),
        entityId: String(meditationId),
        entityName: after.name,
      };
    });
  }
}
