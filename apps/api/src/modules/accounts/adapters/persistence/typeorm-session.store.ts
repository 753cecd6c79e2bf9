import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { PreparedRead, readRows } from '../../../../platform/database/prepared-read';
import { inUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { SessionStore, type StoredSession } from '../../ports/session.store.port';
import { SessionOrmEntity } from './session.orm-entity';
import { toAccount } from './typeorm-account.repository';

/**
 * Every signed-in call asks this: the session and its person in one statement, with the
 * person's columns named as the ORM entity names them (no query builder or hydration per call).
 */
const FIND = new PreparedRead(`
  SELECT s.created_at AS "signedInAt", s.expires_at AS "expiresAt",
         u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
         u.role, u.timezone, u.day_ends_at AS "dayEndsAt",
         to_char(u.practice_day_hold_day, 'YYYY-MM-DD') AS "practiceDayHoldDay",
         u.practice_day_hold_until AS "practiceDayHoldUntil", u.language,
         u.legacy_payment_platform AS "legacyPaymentPlatform",
         u.password_hash AS "passwordHash", u.created_at AS "createdAt"
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1 AND s.expires_at > $2`);

type FoundRow = Parameters<typeof toAccount>[0] & { signedInAt: Date; expiresAt: Date };

const key = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class TypeormSessionStore extends SessionStore {
  constructor(
    @InjectRepository(SessionOrmEntity) private readonly table: Repository<SessionOrmEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super();
  }

  /** Inside a unit of work (registration), every read and write is part of its transaction. */
  private get sessions(): Repository<SessionOrmEntity> {
    return inUnitOfWork(this.table);
  }

  async create(token: string, accountId: string, signedInAt: Date, expiresAt: Date): Promise<void> {
    await this.sessions.insert({ id: key(token), userId: accountId, createdAt: signedInAt, expiresAt });
  }

  async find(token: string, now: Date): Promise<StoredSession | null> {
    const [row] = await readRows<FoundRow>(this.db, FIND, [key(token), now]);
    return row
      ? { account: toAccount(row), signedInAt: new Date(row.signedInAt), expiresAt: new Date(row.expiresAt) }
      : null;
  }

  async extend(token: string, expiresAt: Date): Promise<void> {
    await this.sessions.update({ id: key(token) }, { expiresAt });
  }

  async delete(token: string): Promise<void> {
    await this.sessions.delete({ id: key(token) });
  }

  async deleteAllFor(accountId: string): Promise<void> {
    await this.sessions.delete({ userId: accountId });
  }
}
