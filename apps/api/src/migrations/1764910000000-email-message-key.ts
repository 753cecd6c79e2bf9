import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each ledger row's Message-ID key: random, so two installations (or a restored backup) never
 * give two mails one Message-ID, and kept with the row, so a row sent again after its worker died
 * is the same message (README, 'The e-mail worker'). A volatile default gives every existing row
 * its own value. The reset code leaves the subject (shown on lock screens): the stored subject of
 * 'password_reset' is set to the new default wherever it still names the code.
 */
export class EmailMessageKey1764910000000 implements MigrationInterface {
  name = 'EmailMessageKey1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_logs ADD COLUMN message_key uuid NOT NULL DEFAULT gen_random_uuid()`);
    await q.query(
      `UPDATE email_templates SET subject = 'Tu código de recuperación de Inhala', updated_at = now()
        WHERE template_key = 'password_reset' AND subject LIKE '%{{code}}%'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_logs DROP COLUMN message_key`);
  }
}
