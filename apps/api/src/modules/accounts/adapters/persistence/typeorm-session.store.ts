import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { inUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { SessionStore, type StoredSession } from '../../ports/session.store.port';
import { SessionOrmEntity } from './session.orm-entity';
import { toAccount } from './typeorm-account.repository';
import { UserOrmEntity } from './user.orm-entity';

const key = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class TypeormSessionStore extends SessionStore {
  constructor(@InjectRepository(SessionOrmEntity) private readonly table: Repository<SessionOrmEntity>) {
    super();
  }

  /** Inside a unit of work (registration), every read and write is part of its transaction. */
  private get sessions(): Repository<SessionOrmEntity> {
    return inUnitOfWork(this.table);
  }

  async create(token: string, accountId: string, signedInAt: Date, expiresAt: Date): Promise<void> {
    await this.sessions.insert({ id: key(token), userId: accountId, createdAt: signedInAt, expiresAt });
  }

  /** Every signed-in call asks this: the session and its person in one query. */
  async find(token: string, now: Date): Promise<StoredSession | null> {
    const row = await this.sessions
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.user', UserOrmEntity, 'u', 'u.id = s.user_id')
      .where('s.id = :id AND s.expires_at > :now', { id: key(token), now })
      .getOne();
    const user = row?.user;
    return row && user ? { account: toAccount(user), signedInAt: new Date(row.createdAt) } : null;
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
