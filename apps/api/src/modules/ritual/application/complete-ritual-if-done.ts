import { isRitualComplete, type RitualView, type UserView } from '@inhala/domain';
import type { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import type { PracticeRecorder } from '../../streak';
import type { RitualStore } from '../ports/ritual.store.port';

/**
 * A ritual is completed when its three steps are done (meditation, reflection, oracle card).
 * That moment is the day's practice for the streak; the store marks it once, so two steps
 * finishing at the same time still count one completion. The mark and the practice day are one
 * transaction: a ritual is never left completed without the practice it counts for.
 */
export function completeRitualIfDone(
  deps: { rituals: RitualStore; practice: PracticeRecorder; unitOfWork: UnitOfWork },
  user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
  ritualId: number,
): Promise<RitualView | null> {
  return deps.unitOfWork.run(async () => {
    const ritual = await deps.rituals.ownedForUpdate(user.id, ritualId);
    if (!ritual || ritual.completed || !isRitualComplete(ritual)) return ritual;
    if (await deps.rituals.markCompleted(user.id, ritual.id)) await deps.practice.record(user, 'ritual');
    return { ...ritual, completed: true };
  });
}
