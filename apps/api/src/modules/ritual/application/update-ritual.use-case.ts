import { Injectable } from '@nestjs/common';
import {
  DomainError,
  multiLineMessage,
  RITUAL_JOURNAL_MAX_LENGTH,
  ritualJournalText,
  type RitualView,
  type UpdateRitualRequest,
  type UserView,
} from '@inhala/domain';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { RitualStore } from '../ports/ritual.store.port';
import { PracticeRecorder } from '../../streak';
import { completeRitualIfDone } from './complete-ritual-if-done';

/**
 * PATCH /api/ritual/{id}: mark the meditation completed (one way), save the reflection (once,
 * trimmed), or archive it from the journal. Several fields in one call are applied together.
 */
@Injectable()
export class UpdateRitual {
  constructor(
    private readonly rituals: RitualStore,
    private readonly practice: PracticeRecorder,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** One transaction: the reflection, the step, the completion and its practice day, or nothing. */
  execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    id: number,
    patch: UpdateRitualRequest,
  ): Promise<RitualView> {
    return this.unitOfWork.run(() => this.apply(user, id, patch));
  }

  private async apply(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    id: number,
    patch: UpdateRitualRequest,
  ): Promise<RitualView> {
    const ritual = await this.rituals.ownedForUpdate(user.id, id);
    if (!ritual) throw new DomainError('RITUAL.NOT_FOUND');
    if (patch.journalEntry !== undefined) {
      const text = ritualJournalText(patch.journalEntry);
      if (text === null)
        throw new DomainError('VALIDATION.FAILED', 'Escribe tu reflexión antes de guardarla');
      const control = multiLineMessage(text, 'La reflexión');
      if (control) throw new DomainError('VALIDATION.FAILED', control);
      if (text.length > RITUAL_JOURNAL_MAX_LENGTH)
        throw new DomainError(
          'VALIDATION.FAILED',
          `La reflexión admite hasta ${RITUAL_JOURNAL_MAX_LENGTH} caracteres`,
        );
      // The same text sent again (an offline replay, a retry after a lost answer) is the same write.
      const replay = ritual.journalEntry === text;
      if (!replay && !(await this.rituals.saveJournalOnce(user.id, id, text)))
        throw new DomainError('RITUAL.JOURNAL_LOCKED');
    }
    if (patch.meditationCompleted === true) await this.rituals.completeMeditation(user.id, id);
    if (patch.archived !== undefined) await this.rituals.setArchived(user.id, id, patch.archived);
    const updated = await completeRitualIfDone(
      { rituals: this.rituals, practice: this.practice, unitOfWork: this.unitOfWork },
      user,
      id,
    );
    if (!updated) throw new DomainError('RITUAL.NOT_FOUND');
    return updated;
  }
}
