import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PersonalDataEraser, type ErasureCounts } from '../../ports/personal-data.eraser.port';

/**
 * Every statement that takes one person out of the database, in one transaction ($1 = the
 * account id, $2 = its e-mail). Each answers how many rows it touched, for the log.
 *
 * What stays, and why:
 * - chat messages stay for the conversation's sake, anonymised: no author (the chat shows
 *   'Cuenta eliminada'), no client id, no original file name; the person's likes go.
 * - the admin audit log keeps the action, its time and what was changed (Spanish law and
 *   GDPR art. 17(3)(b) and (e): the record of who changed published content may have to be
 *   shown in a claim), but not the person: an entry they made as an admin loses its actor,
 *   address and browser and reads 'Cuenta eliminada'; an entry that names them (their e-mail
 *   or id) loses that name and its change details. Payment records are not ours to keep: the
 *   provider holds the invoices the tax law asks for, so the link to them (customer and
 *   subscription ids, on the account row) goes with the account.
 * - the local test-mode provider's subscription stays, as Stripe's would, without its link to
 *   the account (it was just set to cancel at the end of its period).
 *
 * The account row itself is deleted, so the e-mail is free for a new registration and nobody
 * can sign in as the person again. apps/api/test/account-erasure.spec.ts lists every table
 * of the schema: a new table that holds a person fails it until it is handled here.
 */
const STATEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['sessions', `DELETE FROM sessions WHERE user_id = $1`],
  ['password_reset_codes', `DELETE FROM password_reset_codes WHERE user_id = $1`],
  ['chat_reactions', `DELETE FROM chat_reactions WHERE user_id = $1`],
  [
    'chat_messages (anonymised)',
    `UPDATE chat_messages SET user_id = NULL, client_id = NULL, file_name = NULL WHERE user_id = $1`,
  ],
  ['chat_presence', `DELETE FROM chat_presence WHERE user_id = $1`],
  [
    'admin_audit_log (actor anonymised)',
    `UPDATE admin_audit_log SET user_id = NULL, actor_erased = true, ip_address = NULL, user_agent = NULL
      WHERE user_id = $1`,
  ],
  [
    'admin_audit_log (subject anonymised)',
    `UPDATE admin_audit_log SET entity_name = 'Cuenta eliminada', changes = NULL
      WHERE position($1::text in coalesce(entity_name, '') || coalesce(changes::text, '') || coalesce(entity_id, '')) > 0
         OR position(lower($2) in lower(coalesce(entity_name, '') || coalesce(changes::text, ''))) > 0`,
  ],
  ['email_templates (editor)', `UPDATE email_templates SET last_edited_by = NULL WHERE last_edited_by = $1`],
  ['pending_emails (author)', `UPDATE pending_emails SET created_by = NULL WHERE created_by = $1`],
  ['pending_emails (editor)', `UPDATE pending_emails SET last_edited_by = NULL WHERE last_edited_by = $1`],
  ['email_logs', `DELETE FROM email_logs WHERE user_id = $1 OR lower(to_email) = lower($2)`],
  ['email_suppressions', `DELETE FROM email_suppressions WHERE lower(email) = lower($2)`],
  ['email_preferences', `DELETE FROM email_preferences WHERE user_id = $1`],
  [
    'rate_limit_buckets',
    `DELETE FROM rate_limit_buckets WHERE position($1::text in key) > 0 OR position(lower($2) in lower(key)) > 0`,
  ],
  ['local_checkout_sessions', `DELETE FROM local_checkout_sessions WHERE account_id = $1`],
  [
    'local_portal_sessions',
    `DELETE FROM local_portal_sessions
      WHERE customer_id = (SELECT stripe_customer_id FROM users WHERE id = $1)`,
  ],
  [
    'local_subscriptions (unlinked)',
    `UPDATE local_subscriptions SET account_id = NULL WHERE account_id = $1`,
  ],
  ['rituals', `DELETE FROM rituals WHERE user_id = $1`],
  ['oracle_draws', `DELETE FROM oracle_draws WHERE user_id = $1`],
  ['streaks', `DELETE FROM streaks WHERE user_id = $1`],
  ['practice_days', `DELETE FROM practice_days WHERE user_id = $1`],
  ['practice_sessions', `DELETE FROM practice_sessions WHERE user_id = $1`],
  ['user_meditations', `DELETE FROM user_meditations WHERE user_id = $1`],
  ['challenge_journal_entries', `DELETE FROM challenge_journal_entries WHERE user_id = $1`],
  ['challenge_section_completions', `DELETE FROM challenge_section_completions WHERE user_id = $1`],
  ['user_challenge_progress', `DELETE FROM user_challenge_progress WHERE user_id = $1`],
  ['morning_pages', `DELETE FROM morning_pages WHERE user_id = $1`],
  // After the entries: their trigger keeps the count up to date while they go.
  ['journal_counts', `DELETE FROM journal_counts WHERE user_id = $1`],
  ['users', `DELETE FROM users WHERE id = $1`],
];

async function counted(tx: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const rows: Array<{ n: number }> = await tx.query(
    // The parameters' types are set once (a statement may use only one of them).
    `WITH person AS (SELECT $1::uuid AS id, $2::text AS email), touched AS (${sql} RETURNING 1)
     SELECT count(*)::int AS n FROM touched, person GROUP BY person.id`,
    params,
  );
  return rows[0]?.n ?? 0;
}

@Injectable()
export class SqlPersonalDataEraser extends PersonalDataEraser {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async passwordHashOf(userId: string): Promise<string | null> {
    const rows: Array<{ password_hash: string }> = await this.db.query(
      `SELECT password_hash FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]?.password_hash ?? null;
  }

  erase(userId: string): Promise<ErasureCounts | null> {
    return this.db.transaction(async (tx) => {
      // The account row is locked first: two deletions of one person take turns, and the
      // second finds nobody.
      const found: Array<{ email: string }> = await tx.query(
        `SELECT email FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      const email = found[0]?.email;
      if (email === undefined) return null;
      const counts: ErasureCounts = {};
      for (const [name, sql] of STATEMENTS) counts[name] = await counted(tx, sql, [userId, email]);
      return counts;
    });
  }
}
