import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REMINDER_GRACE_HOURS } from '../../application/reminders/queue-due-reminders.use-case';
import { DueReminders } from '../../ports/due-reminders.port';

/**
 * One statement: candidates (reminders on, a time, a zone PostgreSQL knows, so one odd zone never
 * stops everyone's reminders), their local wall-clock `now` (`AT TIME ZONE`), the local instant of
 * the last reminder time at or before it (yesterday's when the time is later than now: the
 * midnight wrap), the practice day that time belongs to (issue 19: the local date, or the one before
 * while the wall clock is earlier than the hour the person's day ends, so a 00:30 reminder with a
 * 2 am end is about the day still under way; a day held open after a change of zone is still
 * that day), then the ledger rows, one per practice day by the unique key.
 */
const ENQUEUE_DUE_REMINDERS = `
  WITH candidates AS (
    SELECT u.id, u.email, u.day_ends_at, u.practice_day_hold_day, u.practice_day_hold_until, p.reminder_time,
           ($1::timestamptz AT TIME ZONE u.timezone) AS local_now
      FROM email_preferences p
      JOIN users u ON u.id = p.user_id
     WHERE p.reminders AND p.reminder_time IS NOT NULL
       AND u.timezone IN (SELECT name FROM pg_timezone_names)
  ), due AS (
    SELECT id, email, local_now, day_ends_at, practice_day_hold_day, practice_day_hold_until,
           CASE WHEN local_now::time >= reminder_time
                THEN local_now::date + reminder_time
                ELSE (local_now::date - 1) + reminder_time END AS reminder_at
      FROM candidates
  ), practice AS (
    SELECT id, email, local_now, reminder_at,
           CASE WHEN practice_day_hold_until > $1::timestamptz
                 AND practice_day_hold_day < (reminder_at - make_interval(hours => day_ends_at))::date
                THEN practice_day_hold_day
                ELSE (reminder_at - make_interval(hours => day_ends_at))::date END AS practice_day
      FROM due
  )
  INSERT INTO email_logs (dedupe_key, user_id, to_email, email_type, template_used, variables, action, next_attempt_at)
  SELECT 'reminder:' || d.id || ':' || to_char(d.practice_day, 'YYYY-MM-DD'), d.id, d.email, 'reminder',
         'practice_reminder', jsonb_build_object('streak', COALESCE(s.current_streak, 0)), '/ritual', $1::timestamptz
    FROM practice d
    LEFT JOIN streaks s ON s.user_id = d.id
   WHERE d.local_now - d.reminder_at < make_interval(hours => $2)
     AND NOT EXISTS (
       SELECT 1 FROM rituals r WHERE r.user_id = d.id AND r.date = d.practice_day AND r.completed)
  ON CONFLICT (dedupe_key) DO NOTHING
  RETURNING id`;

@Injectable()
export class SqlDueReminders extends DueReminders {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async enqueueDue(now: Date): Promise<number> {
    const rows: unknown[] = await this.db.query(ENQUEUE_DUE_REMINDERS, [
      now.toISOString(),
      REMINDER_GRACE_HOURS,
    ]);
    return rows.length;
  }
}
