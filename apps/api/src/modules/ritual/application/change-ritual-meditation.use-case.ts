import { Injectable } from '@nestjs/common';
import { DomainError, alternativeRitualMeditation, type RitualView, type UserView } from '@inhala/domain';
import { Randomness } from '../../../platform/time/randomness.port';
import { RitualCatalogue } from '../ports/ritual-catalogue.port';
import { RitualStore } from '../ports/ritual.store.port';
import { toRitualMeditation } from './ritual-meditation';

/** PATCH /api/ritual/{id}/change-meditation: another match for the same choices, while not completed. */
@Injectable()
export class ChangeRitualMeditation {
  constructor(
    private readonly rituals: RitualStore,
    private readonly catalogue: RitualCatalogue,
    private readonly random: Randomness,
  ) {}

  async execute(user: Pick<UserView, 'id'>, id: number): Promise<{ message: string; ritual: RitualView }> {
    const ritual = await this.rituals.owned(user.id, id);
    if (!ritual) throw new DomainError('RITUAL.NOT_FOUND');
    if (ritual.meditationCompleted) throw new DomainError('RITUAL.MEDITATION_COMPLETED');
    const next = alternativeRitualMeditation(
      await this.catalogue.meditations(),
      ritual,
      ritual.meditation.id,
      () => this.random.next(),
    );
    if (!next) throw new DomainError('RITUAL.NO_ALTERNATIVE');
    if (!(await this.rituals.replaceMeditation(user.id, id, toRitualMeditation(next), next.journalPrompt))) {
      throw new DomainError('RITUAL.MEDITATION_COMPLETED');
    }
    const updated = await this.rituals.owned(user.id, id);
    return { message: 'Meditación cambiada', ritual: updated ?? ritual };
  }
}
