import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reset mail's link (RESET_CODE_POLICY): each code keeps the SHA-256 of its link's 256-bit
 * secret. The 'password_reset' template gets the paragraph with {{resetUrl}} where its body lacks
 * it (an admin's wording is kept; the link is added after the code's heading, or at the end).
 */
export class ResetLinks1764930000000 implements MigrationInterface {
  name = 'ResetLinks1764930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE password_reset_codes ADD COLUMN link_hash varchar(64)`);
    const paragraph =
      '<p>¿Estás en otro dispositivo, o el código ya no funciona? Abre este enlace: {{resetUrl}}</p>';
    await q.query(
      `UPDATE email_templates
          SET body = CASE WHEN position('</h2>' in body) > 0
                          THEN overlay(body placing '</h2>' || $1 from position('</h2>' in body) for 5)
                          ELSE body || $1 END,
              updated_at = now()
        WHERE template_key = 'password_reset' AND position('{{resetUrl}}' in body) = 0`,
      [paragraph],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE password_reset_codes DROP COLUMN link_hash`);
  }
}
