import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PreparedRead, readRows } from '../../../../platform/database/prepared-read';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import type { StreakState } from '@inhala/domain';
import { PracticeLedger } from '../../ports/practice-ledger.port';
import type { PracticeSource } from '../../ports/practice-recorder.port';

const READ_STREAK = new PreparedRead(
  `SELECT current_streak, longest_streak, last_completed_date::text AS last_completed_date FROM streaks WHERE user_id = $1`,
);

interface StreakRow {
  current_streak: number;
  longest_streak: number;
  last_completed_date: string | null;
}

/**
 * Dates travel as text (YYYY-MM-DD) so no time zone of the server ever shifts a day. Every
 * statement joins the open unit of work: a practice day is stored with the completion that
 * earned it and the streak counted from it.
 */
@Injectable()
export class SqlPracticeLedger extends PracticeLedger {
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async addDay(ownerId: string, day: string, source: PracticeSource): Promise<boolean> {
    const rows: unknown[] = await this.sql(
      `INSERT INTO practice_days (user_id, day, source) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING RETURNING day`,
      [ownerId, day, source],
    );
    return rows.length === 1;
  }

  async days(ownerId: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.sql(
      `SELECT day::text AS day FROM practice_days WHERE user_id = $1`,
      [ownerId],
    );
    return rows.map((r) => r.day);
  }

  async readStreak(ownerId: string): Promise<StreakState | null> {
    const rows = await readRows<StreakRow>(this.db, READ_STREAK, [ownerId]);
    return rows[0] ? toState(rows[0]) : null;
  }

  async saveStreak(ownerId: string, state: StreakState, plantStage: number): Promise<StreakState> {
    const rows: StreakRow[] = await this.sql(
      `INSERT INTO streaks (user_id, current_streak, longest_streak, last_completed_date, plant_stage, updated_at)
       VALUES ($1, $2, $3, $4::date, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET
         current_streak = EXCLUDED.current_streak,
         longest_streak = GREATEST(streaks.longest_streak, EXCLUDED.longest_streak),
         last_completed_date = EXCLUDED.last_completed_date,
         plant_stage = EXCLUDED.plant_stage,
         updated_at = now()
       RETURNING current_streak, longest_streak, last_completed_date::text AS last_completed_date`,
      [ownerId, state.currentStreak, state.longestStreak, state.lastCompletedDate, plantStage],
    );
    return toState(rows[0]!);
  }
}

const toState = (row: StreakRow): StreakState => ({
  currentStreak: Number(row.current_streak),
  longestStreak: Number(row.longest_streak),
  lastCompletedDate: row.last_completed_date,
});
