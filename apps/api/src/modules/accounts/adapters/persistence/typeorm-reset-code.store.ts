import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { ResetCodeStore, type StoredResetCode } from '../../ports/reset-code.store.port';
import { PasswordResetCodeOrmEntity } from './password-reset-code.orm-entity';

@Injectable()
export class TypeormResetCodeStore extends ResetCodeStore {
  constructor(
    @InjectRepository(PasswordResetCodeOrmEntity)
    private readonly codes: Repository<PasswordResetCodeOrmEntity>,
  ) {
    super();
  }

  async issue(accountId: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.codes.manager.transaction(async (tx) => {
      await tx.update(
        PasswordResetCodeOrmEntity,
        { userId: accountId, usedAt: IsNull() },
        { usedAt: new Date() },
      );
      await tx.insert(PasswordResetCodeOrmEntity, { userId: accountId, codeHash, expiresAt });
    });
  }

  async latest(accountId: string): Promise<StoredResetCode | null> {
    const row = await this.codes.findOne({
      where: { userId: accountId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return row
      ? {
          id: row.id,
          codeHash: row.codeHash,
          expiresAt: row.expiresAt,
          usedAt: row.usedAt,
          failedAttempts: row.failedAttempts,
        }
      : null;
  }

  async reserveTry(id: number, maxTries: number): Promise<number | null> {
    const result = await this.codes
      .createQueryBuilder()
      .update(PasswordResetCodeOrmEntity)
      .set({ failedAttempts: () => 'failed_attempts + 1' })
      .where('id = :id AND failed_attempts < :maxTries', { id, maxTries })
      .returning('failed_attempts')
      .execute();
    const rows = result.raw as Array<{ failed_attempts: number }>;
    const row = rows[0];
    return row ? Number(row.failed_attempts) : null;
  }

  async markUsed(id: number, at: Date): Promise<boolean> {
    const result = await this.codes.update({ id, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) > 0;
  }
}
