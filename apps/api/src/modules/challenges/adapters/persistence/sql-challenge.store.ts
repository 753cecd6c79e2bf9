import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { affectedRows } from '../../../../platform/database/affected-rows';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { PreparedRead, readRows } from '../../../../platform/database/prepared-read';
import {
  parseCompletedDays,
  type ChallengeProgressState,
  type ChallengeProgressView,
  type ChallengeReflectionView,
  type SectionCompletionView,
} from '@inhala/domain';
import { ChallengeStore } from '../../ports/challenge-store.port';

const PROGRESS = new PreparedRead(`
  SELECT challenge_id, current_day, completed_days, is_active, is_completed, completed_at
    FROM user_challenge_progress WHERE user_id = $1 ORDER BY is_active DESC, last_activity_at DESC`);

interface ProgressRow {
  challenge_id: number;
  current_day: number;
  completed_days: string;
  is_active: boolean;
  is_completed: boolean;
  completed_at: Date | null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Every statement joins the open unit of work, if any: a section's reflection, its completion,
 * the progress rebuilt from the completions and the day's practice are written together.
 */
@Injectable()
export class SqlChallengeStore extends ChallengeStore {
  private readonly sql: ReturnType<typeof sqlInUnitOfWork>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async progress(ownerId: string): Promise<ChallengeProgressView[]> {
    const rows = await readRows<ProgressRow>(this.db, PROGRESS, [ownerId]);
    return rows.map((r) => ({
      challengeId: r.challenge_id,
      currentDay: r.current_day,
      completedDays: parseCompletedDays(r.completed_days),
      isActive: r.is_active,
      isCompleted: r.is_completed,
      completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
    }));
  }

  async activate(ownerId: string, challengeId: number): Promise<'joined' | 'busy'> {
    try {
      await this.sql(
        `INSERT INTO user_challenge_progress (user_id, challenge_id) VALUES ($1, $2)
         ON CONFLICT (user_id, challenge_id) DO UPDATE SET is_active = true, last_activity_at = now()`,
        [ownerId, challengeId],
      );
      return 'joined';
    } catch (error) {
      // The partial unique index on active rows: another challenge is (or just became) active.
      if (isUniqueViolation(error)) return 'busy';
      throw error;
    }
  }

  async deactivate(ownerId: string, challengeId: number): Promise<boolean> {
    const result: unknown = await this.sql(
      `UPDATE user_challenge_progress SET is_active = false, last_activity_at = now()
        WHERE user_id = $1 AND challenge_id = $2 AND is_active RETURNING id`,
      [ownerId, challengeId],
    );
    return affectedRows(result) === 1;
  }

  async lockProgress(ownerId: string, challengeId: number): Promise<void> {
    await this.sql(
      `SELECT 1 FROM user_challenge_progress WHERE user_id = $1 AND challenge_id = $2 FOR UPDATE`,
      [ownerId, challengeId],
    );
  }

  completions(ownerId: string, challengeId: number): Promise<SectionCompletionView[]> {
    return this.sql(
      `SELECT day_id AS "dayId", section_number AS "sectionNumber" FROM challenge_section_completions
        WHERE user_id = $1 AND challenge_id = $2 ORDER BY day_id, section_number`,
      [ownerId, challengeId],
    );
  }

  async completeSection(
    ownerId: string,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
  ): Promise<void> {
    await this.sql(
      `INSERT INTO challenge_section_completions (user_id, challenge_id, day_id, section_number) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [ownerId, challengeId, dayId, sectionNumber],
    );
  }

  async reflection(
    ownerId: string,
    dayId: number,
    sectionNumber: number,
  ): Promise<ChallengeReflectionView | null> {
    const rows: Array<ChallengeReflectionView & { createdAt: Date }> = await this.sql(
      `SELECT day_id AS "dayId", section_number AS "sectionNumber", prompt, response, created_at AS "createdAt"
         FROM challenge_journal_entries WHERE user_id = $1 AND day_id = $2 AND section_number = $3`,
      [ownerId, dayId, sectionNumber],
    );
    return rows[0] ? { ...rows[0], createdAt: new Date(rows[0].createdAt).toISOString() } : null;
  }

  async saveReflectionOnce(
    ownerId: string,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
    prompt: string | null,
    response: string,
  ): Promise<boolean> {
    const rows: unknown[] = await this.sql(
      `INSERT INTO challenge_journal_entries (user_id, challenge_id, day_id, section_number, prompt, response)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [ownerId, challengeId, dayId, sectionNumber, prompt, response],
    );
    return rows.length === 1;
  }

  async saveProgress(
    ownerId: string,
    challengeId: number,
    state: ChallengeProgressState,
    newDays: number[],
  ): Promise<void> {
    const stamps = JSON.stringify(
      Object.fromEntries(newDays.map((d) => [String(d), new Date().toISOString()])),
    );
    await this.sql(
      `UPDATE user_challenge_progress
          SET current_day = $3, completed_days = $4, is_completed = $5,
              completed_at = CASE WHEN $5 THEN COALESCE(completed_at, now()) ELSE NULL END,
              is_active = CASE WHEN $5 THEN false ELSE is_active END,
              completion_timestamps = ($6::jsonb || completion_timestamps::jsonb)::text,
              last_activity_at = now()
        WHERE user_id = $1 AND challenge_id = $2`,
      [
        ownerId,
        challengeId,
        state.currentDay,
        JSON.stringify(state.completedDays),
        state.isCompleted,
        stamps,
      ],
    );
  }
}
