import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { normaliseEmail } from '@inhala/domain';
import { perAccountKeysOf } from '../../../../platform/rate-limit/rate-limit.decorator';
import { EmailFingerprints } from '../../../accounts';
import { PersonalDataEraser, type Erasure, type ErasureCounts } from '../../ports/personal-data.eraser.port';

/**
 * Every statement that takes one person out of the database, in one transaction ($1 = the
 * account id, $2 = its e-mail, $3 and $4 = patterns that match exactly that e-mail and that id as
 * a whole token in a text, $5 = the rate-limit keys of the e-mail (whole, or followed by a space and
 * an address), $6 = the e-mail's keyed
 * hash, EmailFingerprints). Each answers how many
 * rows it touched, for the log. A person is never found by a part of a text: erasing
 * ctim@example.com leaves victim@example.com's rows alone.
 *
 * What stays, and why:
 * - text chat messages stay for the conversation's sake, anonymised: no author (the chat shows
 *   'Cuenta eliminada'), no client id; the person's likes go. Their photos and voice notes go
 *   (ERASE_CHAT_FILES): the files are served to anyone who has the link.
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
 * - one trial per person, ever: a person who had the free trial leaves a keyed hash of their
 *   e-mail (HMAC-SHA256 with a server secret, never the address) and the trial's date in
 *   used_trials, so registering again with the same e-mail gives no second trial. Nothing else.
 *
 * The account row itself is deleted, so the e-mail is free for a new registration and nobody
 * can sign in as the person again. apps/api/test/account-erasure.http.spec.ts lists every table
 * of the schema: a new table that holds a person fails it until it is handled here.
 */
const STATEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['sessions', `DELETE FROM sessions WHERE user_id = $1`],
  ['password_reset_codes', `DELETE FROM password_reset_codes WHERE user_id = $1`],
  ['chat_reactions', `DELETE FROM chat_reactions WHERE user_id = $1`],
  [
    'chat_messages (text, anonymised)',
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
      WHERE entity_id = $1::text
         OR lower(coalesce(entity_name, '')) ~ $3 OR lower(coalesce(changes::text, '')) ~ $3
         OR lower(coalesce(entity_name, '')) ~ $4 OR lower(coalesce(changes::text, '')) ~ $4`,
  ],
  ['email_templates (editor)', `UPDATE email_templates SET last_edited_by = NULL WHERE last_edited_by = $1`],
  ['pending_emails (author)', `UPDATE pending_emails SET created_by = NULL WHERE created_by = $1`],
  ['pending_emails (editor)', `UPDATE pending_emails SET last_edited_by = NULL WHERE last_edited_by = $1`],
  ['email_logs', `DELETE FROM email_logs WHERE user_id = $1 OR lower(to_email) = lower($2)`],
  ['email_suppressions', `DELETE FROM email_suppressions WHERE lower(email) = lower($2)`],
  ['email_preferences', `DELETE FROM email_preferences WHERE user_id = $1`],
  [
    'rate_limit_buckets',
    `DELETE FROM rate_limit_buckets
      WHERE split_part(key, ':', 2) = $1::text OR key = ANY($5)
         OR EXISTS (SELECT 1 FROM unnest($5::text[]) AS k(prefix) WHERE starts_with(key, k.prefix || ' '))`,
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
  ['weekly_goals', `DELETE FROM weekly_goals WHERE user_id = $1`],
  ['practice_intents', `DELETE FROM practice_intents WHERE user_id = $1`],
  ['listening_positions', `DELETE FROM listening_positions WHERE user_id = $1`],
  ['user_meditations', `DELETE FROM user_meditations WHERE user_id = $1`],
  ['challenge_journal_entries', `DELETE FROM challenge_journal_entries WHERE user_id = $1`],
  ['challenge_section_completions', `DELETE FROM challenge_section_completions WHERE user_id = $1`],
  ['user_challenge_progress', `DELETE FROM user_challenge_progress WHERE user_id = $1`],
  ['morning_pages', `DELETE FROM morning_pages WHERE user_id = $1`],
  // After the entries: their trigger keeps the count up to date while they go.
  ['journal_counts', `DELETE FROM journal_counts WHERE user_id = $1`],
  [
    'used_trials (keyed hash of the e-mail)',
    `INSERT INTO used_trials (email_hash, trial_used_at)
     SELECT $6, trial_used_at FROM users WHERE id = $1 AND trial_used_at IS NOT NULL
     ON CONFLICT (email_hash) DO NOTHING`,
  ],
  ['users', `DELETE FROM users WHERE id = $1`],
];

/**
 * The person's photos and voice notes (message_type 'image' or 'audio'): each message goes, with
 * a tombstone on the chat's sequence as an admin's deletion leaves (a chat that catches up drops
 * it), and its likes (by cascade). Answers the messages, whose files are removed once the
 * transaction commits.
 */
const ERASE_CHAT_FILES = `
  WITH gone AS (
         DELETE FROM chat_messages WHERE user_id = $1 AND message_type IN ('image', 'audio')
         RETURNING id, file_url),
       numbered AS (SELECT id, file_url, row_number() OVER (ORDER BY id) AS n FROM gone),
       next AS (
         UPDATE chat_sequence SET value = value + (SELECT count(*) FROM gone)
          WHERE EXISTS (SELECT 1 FROM gone) RETURNING value),
       tomb AS (
         INSERT INTO chat_deletions (message_id, seq)
         SELECT numbered.id, next.value - (SELECT count(*) FROM gone) + numbered.n FROM numbered, next)
  SELECT id, file_url FROM gone`;

/** Characters that mean something in a regular expression (ASCII punctuation), escaped. */
const literal = (text: string) => text.replace(/[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g, (c) => `\\${c}`);

/** The e-mail as a whole token: not inside a longer address (victim@… for ctim@…, …com.mx for …com). */
const exactEmail = (email: string) =>
  `(?<![a-z0-9!#$%&'*+/=?^_\`{|}~.@-])${literal(normaliseEmail(email))}(?![a-z0-9_@-]|\\.[a-z0-9-])`;

/** The id as a whole token, not a part of a longer one. */
const exactId = (id: string) => `(?<![0-9a-f-])${literal(id.toLowerCase())}(?![0-9a-f-])`;

async function counted(tx: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const rows: Array<{ n: number }> = await tx.query(
    // The parameters' types are set once (a statement may use only some of them).
    `WITH person AS (SELECT $1::uuid AS id, $2::text AS email, $3::text AS email_token, $4::text AS id_token,
                            $5::text[] AS limit_keys, $6::text AS email_hash),
          touched AS (${sql} RETURNING 1)
     SELECT count(*)::int AS n FROM touched, person GROUP BY person.id`,
    params,
  );
  return rows[0]?.n ?? 0;
}

@Injectable()
export class SqlPersonalDataEraser extends PersonalDataEraser {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly fingerprints: EmailFingerprints,
  ) {
    super();
  }

  async passwordHashOf(userId: string): Promise<string | null> {
    const rows: Array<{ password_hash: string }> = await this.db.query(
      `SELECT password_hash FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]?.password_hash ?? null;
  }

  erase(userId: string): Promise<Erasure | null> {
    return this.db.transaction(async (tx) => {
      // The account row is locked first: two deletions of one person take turns, and the
      // second finds nobody.
      const found: Array<{ email: string }> = await tx.query(
        `SELECT email FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      const email = found[0]?.email;
      if (email === undefined) return null;
      const gone: Array<{ id: number; file_url: string | null }> = await tx.query(ERASE_CHAT_FILES, [userId]);
      const counts: ErasureCounts = { 'chat_messages (image/audio, deleted)': gone.length };
      const params = [
        userId,
        email,
        exactEmail(email),
        exactId(userId),
        perAccountKeysOf(email),
        await this.fingerprints.of(email),
      ];
      for (const [name, sql] of STATEMENTS) counts[name] = await counted(tx, sql, params);
      return {
        counts,
        files: gone.flatMap((row) => (row.file_url ? [row.file_url] : [])),
        deletedMessageIds: gone.map((row) => Number(row.id)),
      };
    });
  }
}
