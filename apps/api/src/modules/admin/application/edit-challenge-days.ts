import { Injectable } from '@nestjs/common';
import {
  DomainError,
  dayNumberMessage,
  validateChallengeDay,
  type AdminChallengeDay,
  type ChallengeDayInput,
} from '@inhala/domain';
import { ChallengeDayEditor, type DayOwner } from '../../content';
import type { AuditActor } from '../ports/audit-log.port';
import { AuditedEdits, type AuditedChange } from './audited-edits';

/** What the audit log and the 'Deshacer' toast call a day: the challenge's name and its number. */
export const dayName = (owner: Pick<DayOwner, 'name'>, dayNumber: number): string =>
  `${owner.name} · Día ${dayNumber}`;

/**
 * /admin/challenges/{id}/days/{dayNumber} (02 §3.5): a challenge's days, each named by its number,
 * which must be 1 to the challenge's total days. Every write is audited as 'challenge_day'.
 */
@Injectable()
export class EditChallengeDays {
  constructor(
    private readonly edits: AuditedEdits,
    private readonly days: ChallengeDayEditor,
  ) {}

  async list(challengeId: number): Promise<AdminChallengeDay[]> {
    await this.owner(challengeId);
    return this.days.list(challengeId);
  }

  async read(challengeId: number, dayNumber: number): Promise<AdminChallengeDay> {
    inRange(await this.owner(challengeId), dayNumber);
    const day = await this.days.get(challengeId, dayNumber);
    if (!day) throw new DomainError('ADMIN.NOT_FOUND');
    return day;
  }

  async put(
    challengeId: number,
    dayNumber: number,
    input: ChallengeDayInput,
    actor: AuditActor,
  ): Promise<AdminChallengeDay> {
    await this.edits.checkInput(validateChallengeDay, input, (day) => day.sections.map((s) => s.audioPath));
    return this.edits.apply('challenge_day', actor, async () => {
      const owner = inRange(await this.owner(challengeId), dayNumber);
      const before = await this.days.get(challengeId, dayNumber);
      const after = await this.days.put(challengeId, dayNumber, input);
      return audited(owner, before ? 'update' : 'create', before, after, after);
    });
  }

  remove(challengeId: number, dayNumber: number, actor: AuditActor): Promise<AdminChallengeDay> {
    return this.edits.apply('challenge_day', actor, async () => {
      const owner = inRange(await this.owner(challengeId), dayNumber);
      const before = await this.days.remove(challengeId, dayNumber);
      return before && audited(owner, 'delete', before, null, before);
    });
  }

  restore(challengeId: number, dayNumber: number, actor: AuditActor): Promise<AdminChallengeDay> {
    return this.edits.apply('challenge_day', actor, async () => {
      const owner = inRange(await this.owner(challengeId), dayNumber);
      const after = await this.days.restore(challengeId, dayNumber);
      return after && audited(owner, 'restore', null, after, after);
    });
  }

  private async owner(challengeId: number): Promise<DayOwner> {
    const owner = await this.days.owner(challengeId);
    if (!owner) throw new DomainError('ADMIN.NOT_FOUND');
    return owner;
  }
}

function inRange(owner: DayOwner, dayNumber: number): DayOwner {
  const message = dayNumberMessage(dayNumber, owner.totalDays);
  if (message) throw new DomainError('VALIDATION.FAILED', message);
  return owner;
}

function audited(
  owner: DayOwner,
  action: AuditedChange<AdminChallengeDay>['action'],
  before: AdminChallengeDay | null,
  after: AdminChallengeDay | null,
  subject: AdminChallengeDay,
): AuditedChange<AdminChallengeDay> {
  return {
    action,
    before,
    after,
    subject,
    entityId: String(subject.id),
    entityName: dayName(owner, subject.dayNumber),
  };
}
