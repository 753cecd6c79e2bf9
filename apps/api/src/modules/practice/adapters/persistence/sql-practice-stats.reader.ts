import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { WeeklyGoal } from '@inhala/domain';
import { PreparedRead, readRows } from '../../../../platform/database/prepared-read';
import { PracticeStatsReader, type PracticeFigures } from '../../ports/practice-stats.reader.port';

/**
 * The whole of 'Mi práctica' in one statement, one row per calendar day ($2..$3, made by
 * generate_series) with the person's totals repeated on each. The window's sessions come
 * through the (user_id, local_date) index; completed rituals and practice_days are probed by
 * their (user_id, day) keys, 84 times at most; the totals are one pass over the person's sessions.
 */
const STATS = new PreparedRead(`
  WITH per_day AS (
    SELECT local_date AS day, SUM(seconds)::bigint AS seconds FROM practice_sessions
     WHERE user_id = $1 AND local_date BETWEEN $2::date AND $3::date
     GROUP BY local_date
  ),
  totals AS (
    SELECT COUNT(*)::int AS sessions, COALESCE(SUM(seconds), 0)::bigint AS seconds
      FROM practice_sessions WHERE user_id = $1
  )
  SELECT d.day::date::text AS date,
         COALESCE(p.seconds, 0)::bigint AS seconds,
         (EXISTS (SELECT 1 FROM rituals r WHERE r.user_id = $1 AND r.date = d.day::date AND r.completed)
          OR EXISTS (SELECT 1 FROM practice_days pd WHERE pd.user_id = $1 AND pd.day = d.day::date)) AS other_practice,
         t.sessions, t.seconds AS total_seconds,
         (SELECT COUNT(*)::int FROM rituals WHERE user_id = $1 AND completed) AS rituals_completed,
         s.current_streak, s.longest_streak, s.last_completed_date::text AS last_completed_date,
         g.kind AS goal_kind, g.target AS goal_target
    FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
    CROSS JOIN totals t
    LEFT JOIN per_day p ON p.day = d.day::date
    LEFT JOIN streaks s ON s.user_id = $1
    LEFT JOIN weekly_goals g ON g.user_id = $1
   ORDER BY d.day`);

interface Row {
  date: string;
  seconds: string | number;
  other_practice: boolean;
  sessions: number;
  total_seconds: string | number;
  rituals_completed: number;
  current_streak: number | null;
  longest_streak: number | null;
  last_completed_date: string | null;
  goal_kind: WeeklyGoal['kind'] | null;
  goal_target: number | null;
}

@Injectable()
export class SqlPracticeStatsReader extends PracticeStatsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async read(ownerId: string, first: string, today: string): Promise<PracticeFigures> {
    const rows = await readRows<Row>(this.db, STATS, [ownerId, first, today]);
    const head = rows[0];
    return {
      days: rows.map((r) => ({ date: r.date, seconds: Number(r.seconds), otherPractice: r.other_practice })),
      sessions: Number(head?.sessions ?? 0),
      totalSeconds: Number(head?.total_seconds ?? 0),
      ritualsCompleted: Number(head?.rituals_completed ?? 0),
      streak:
        head && head.current_streak !== null
          ? {
              currentStreak: Number(head.current_streak),
              longestStreak: Number(head.longest_streak ?? 0),
              lastCompletedDate: head.last_completed_date,
            }
          : null,
      weeklyGoal:
        head?.goal_kind && head.goal_target !== null
          ? { kind: head.goal_kind, target: Number(head.goal_target) }
          : null,
    };
  }
}
