import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { UnitOfWork } from './unit-of-work.port';

const openTransaction = new AsyncLocalStorage<EntityManager>();

/** A database transaction, carried to the repositories through the async context of the work. */
@Injectable()
export class TypeormUnitOfWork extends UnitOfWork {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    // A unit of work inside another one joins it.
    if (openTransaction.getStore()) return work();
    return this.db.transaction((manager) => openTransaction.run(manager, work));
  }
}

/** The open unit of work's transaction, if any: a statement run now belongs to it. */
export const transactionInProgress = (): EntityManager | undefined => openTransaction.getStore();

/** The repository to use now: the open unit of work's transaction when there is one. */
export function inUnitOfWork<T extends ObjectLiteral>(repository: Repository<T>): Repository<T> {
  const manager = openTransaction.getStore();
  return manager ? manager.getRepository(repository.target) : repository;
}

/**
 * Runs SQL in the open unit of work's transaction when there is one, else on its own; rows as
 * TypeORM answers them (see affected-rows.ts for UPDATE and DELETE).
 */
export function sqlInUnitOfWork(
  db: DataSource,
): <Rows = unknown>(sql: string, params?: unknown[]) => Promise<Rows> {
  return <Rows>(sql: string, params?: unknown[]) =>
    (openTransaction.getStore() ?? db.manager).query<Rows>(sql, params);
}
