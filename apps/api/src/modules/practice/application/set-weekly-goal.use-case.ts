import { Injectable } from '@nestjs/common';
import { DomainError, weeklyGoalMessage, type WeeklyGoal } from '@inhala/domain';
import { WeeklyGoals } from '../ports/weekly-goals.port';

/** PUT and DELETE /api/practice/weekly-goal: the person's 'Meta semanal'. */
@Injectable()
export class SetWeeklyGoal {
  constructor(private readonly goals: WeeklyGoals) {}

  async execute(ownerId: string, input: { kind?: unknown; target?: unknown }): Promise<WeeklyGoal> {
    const message = weeklyGoalMessage(input);
    if (message) throw new DomainError('VALIDATION.FAILED', message);
    const goal = { kind: input.kind, target: input.target } as WeeklyGoal;
    await this.goals.set(ownerId, goal);
    return goal;
  }

  clear(ownerId: string): Promise<void> {
    return this.goals.clear(ownerId);
  }
}
