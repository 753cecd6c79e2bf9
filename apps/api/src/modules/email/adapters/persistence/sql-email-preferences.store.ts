import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferenceKind,
  type EmailPreferencesInput,
} from '@inhala/domain';
import {
  EmailPreferencesStore,
  type EmailPreferencesOfPerson,
} from '../../ports/email-preferences.store.port';

interface Row {
  email: string;
  timezone: string;
  news: boolean | null;
  angel_mondays: boolean | null;
  reminders: boolean | null;
  reminder_time: string | null;
}

/** The column each kind is kept in (a fixed map: never a name from the request). */
const COLUMN: Record<EmailPreferenceKind, string> = {
  news: 'news',
  angelMondays: 'angel_mondays',
  reminders: 'reminders',
};

@Injectable()
export class SqlEmailPreferencesStore extends EmailPreferencesStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(userId: string): Promise<EmailPreferencesOfPerson | null> {
    const rows: Row[] = await this.db.query(
      `SELECT u.email, u.timezone, p.news, p.angel_mondays, p.reminders, to_char(p.reminder_time, 'HH24:MI') AS reminder_time
         FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    const d = DEFAULT_EMAIL_PREFERENCES;
    return {
      email: row.email,
      timezone: row.timezone,
      preferences: {
        news: row.news ?? d.news,
        angelMondays: row.angel_mondays ?? d.angelMondays,
        reminders: row.reminders ?? d.reminders,
        reminderTime: row.reminder_time ?? d.reminderTime,
      },
    };
  }

  async save(userId: string, p: EmailPreferencesInput): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO email_preferences (user_id, news, angel_mondays, reminders, reminder_time, updated_at)
       SELECT u.id, $2, $3, $4, $5::time, now() FROM users u WHERE u.id = $1
       ON CONFLICT (user_id) DO UPDATE SET news = EXCLUDED.news, angel_mondays = EXCLUDED.angel_mondays,
         reminders = EXCLUDED.reminders, reminder_time = EXCLUDED.reminder_time, updated_at = now()
       RETURNING user_id`,
      [userId, p.news, p.angelMondays, p.reminders, p.reminderTime],
    );
    return rows.length > 0;
  }

  async turnOff(userId: string, kind: EmailPreferenceKind): Promise<boolean> {
    // A person without a row gets the defaults with this one kind off, in one statement (two
    // unsubscribes arriving together both land).
    const d = DEFAULT_EMAIL_PREFERENCES;
    const column = COLUMN[kind];
    const rows: unknown[] = await this.db.query(
      `INSERT INTO email_preferences (user_id, news, angel_mondays, reminders, reminder_time, updated_at)
       SELECT u.id, $2, $3, $4, NULL, now() FROM users u WHERE u.id = $1
       ON CONFLICT (user_id) DO UPDATE SET ${column} = false, updated_at = now()
       RETURNING user_id`,
      [
        userId,
        kind === 'news' ? false : d.news,
        kind === 'angelMondays' ? false : d.angelMondays,
        kind === 'reminders' ? false : d.reminders,
      ],
    );
    return rows.length > 0;
  }
}
