import { Injectable } from '@nestjs/common';
import { isRitualComplete, type RitualView, type UserView } from '@inhala/domain';
import { PracticeRecorder } from '../../streak';
import { RitualStore } from '../ports/ritual.store.port';

/**
 * A ritual is completed when its three steps are done (meditation, reflection, oracle card).
 * That moment is the day's practice for the streak; the store marks it once, so two steps
 * finishing at the same time still count one completion.
 */
@Injectable()
export class CompleteRitualIfDone {
  constructor(
    private readonly rituals: RitualStore,
    private readonly practice: PracticeRecorder,
  ) {}

  async execute(user: Pick<UserView, 'id' | 'timezone'>, ritualId: number): Promise<RitualView | null> {
    const ritual = await this.rituals.owned(user.id, ritualId);
    if (!ritual || ritual.completed || !isRitualComplete(ritual)) return ritual;
    if (await this.rituals.markCompleted(user.id, ritual.id)) await this.practice.record(user, 'ritual');
    return { ...ritual, completed: true };
  }
}
