import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Eliminar mi cuenta' (issue 19): the person's row goes, but the chat keeps their messages for
 * the conversation's sake, without an author ('Cuenta eliminada'), so a message's author may now
 * be nobody. The admin audit log marks entries whose acting admin erased their account: the entry
 * keeps its action and time, and shows 'Cuenta eliminada' instead of a blank (a system action).
 */
export class AccountErasure1764820000000 implements MigrationInterface {
  name = 'AccountErasure1764820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_messages ALTER COLUMN user_id DROP NOT NULL`);
    await q.query(`ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_user_id_fkey`);
    await q.query(
      `ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_user_id_fkey
         FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL`,
    );
    await q.query(`ALTER TABLE admin_audit_log ADD COLUMN actor_erased boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_audit_log DROP COLUMN actor_erased`);
    await q.query(`DELETE FROM chat_messages WHERE user_id IS NULL`);
    await q.query(`ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_user_id_fkey`);
    await q.query(
      `ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_user_id_fkey
         FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE`,
    );
    await q.query(`ALTER TABLE chat_messages ALTER COLUMN user_id SET NOT NULL`);
  }
}
