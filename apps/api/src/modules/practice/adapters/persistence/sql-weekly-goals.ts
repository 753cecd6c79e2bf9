import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { WeeklyGoal } from '@inhala/domain';
import { WeeklyGoals } from '../../ports/weekly-goals.port';

@Injectable()
export class SqlWeeklyGoals extends WeeklyGoals {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async set(ownerId: string, goal: WeeklyGoal): Promise<void> {
    await this.db.query(
      `INSERT INTO weekly_goals (user_id, kind, target) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, target = EXCLUDED.target, updated_at = now()`,
      [ownerId, goal.kind, goal.target],
    );
  }

  async clear(ownerId: string): Promise<void> {
    await this.db.query(`DELETE FROM weekly_goals WHERE user_id = $1`, [ownerId]);
  }
}
