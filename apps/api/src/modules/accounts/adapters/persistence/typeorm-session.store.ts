import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { inUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { SessionStore, type StoredSession } from '../../ports/session.store.port';
import { SessionOrmEntity } from './session.orm-entity';

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

  async find(token: string, now: Date): Promise<StoredSession | null> {
    const row = await this.sessions.findOneBy({ id: key(token), expiresAt: MoreThan(now) });
    return row ? { accountId: row.userId, signedInAt: new Date(row.createdAt) } : null;
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
