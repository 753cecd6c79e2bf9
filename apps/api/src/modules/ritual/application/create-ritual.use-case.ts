import { Injectable } from '@nestjs/common';
import {
  DomainError,
  singleLineMessage,
  chooseRitualMeditation,
  ritualChoiceError,
  type RitualChoice,
  type RitualView,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { Randomness } from '../../../platform/time/randomness.port';
import { todayFor } from '../../../platform/time/today';
import { RitualCatalogue } from '../ports/ritual-catalogue.port';
import { RitualStore } from '../ports/ritual.store.port';
import { toRitualMeditation } from './ritual-meditation';

/**
 * POST /api/ritual. The day is the person's local day on the server's clock, in the time zone
 * stored on the account; the date the client sends is not trusted (a wrong device clock must
 * not create tomorrow's ritual). A second call on the same day answers the existing ritual.
 */
@Injectable()
export class CreateRitual {
  constructor(
    private readonly rituals: RitualStore,
    private readonly catalogue: RitualCatalogue,
    private readonly clock: Clock,
    private readonly random: Randomness,
  ) {}

  async execute(
    user: Pick<UserView, 'id' | 'timezone' | 'dayEndsAt'>,
    choice: RitualChoice,
  ): Promise<{ ritual: RitualView; created: boolean }> {
    const invalid = ritualChoiceError(choice);
    if (invalid) throw new DomainError('VALIDATION.FAILED', invalid);
    const date = todayFor(this.clock, user);
    const existing = await this.rituals.forDay(user.id, date);
    if (existing) return { ritual: existing, created: false };
    const control =
      singleLineMessage(choice.intention, 'La intención') ?? singleLineMessage(choice.style, 'El estilo');
    if (control) throw new DomainError('VALIDATION.FAILED', control);
    const prefs = {
      intention: choice.intention.trim(),
      duration: Math.round(choice.duration),
      style: choice.style.trim(),
    };
    const meditation = chooseRitualMeditation(await this.catalogue.meditations(), prefs, () =>
      this.random.next(),
    );
    if (!meditation) throw new DomainError('RITUAL.NO_MEDITATIONS');
    return this.rituals.createIfAbsent(user.id, {
      date,
      ...prefs,
      meditation: toRitualMeditation(meditation),
      journalPrompt: meditation.journalPrompt,
    });
  }
}
