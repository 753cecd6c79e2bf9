import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { databaseOptions } from '../src/platform/database/database-options';

/**
 * PGlite is one database session for the whole process. A transaction must still be a
 * transaction there: another request's write may not land inside it, be undone by its
 * rollback, or be refused because it aborted.
 */
describe('transactions on the embedded database (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'inhala-pglite-tx-'));
  let db: DataSource;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const values = async () =>
    (await db.query<Array<{ v: string }>>(`SELECT v FROM notes ORDER BY v`)).map((r) => r.v);

  beforeAll(async () => {
    db = new DataSource({
      ...databaseOptions({ databaseUrl: null, dataDir }),
      migrations: [],
      migrationsRun: false,
    });
    await db.initialize();
    await db.query(`CREATE TABLE notes (v text PRIMARY KEY)`);
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("should keep another request's write when a transaction rolls back", async () => {
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO notes VALUES ('inside')`);
        await sleep(100);
        throw new Error('the work failed');
      })
      .catch(() => 'rolled back');
    await sleep(20);
    await db.query(`INSERT INTO notes VALUES ('outside')`);
    expect(await rolledBack).toBe('rolled back');
    expect(await values()).toEqual(['outside']);
  });

  it("should not let another request's failing statement abort an open transaction", async () => {
    const committed = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes VALUES ('first')`);
      await sleep(100);
      await tx.query(`INSERT INTO notes VALUES ('second')`);
    });
    await sleep(20);
    await expect(db.query(`INSERT INTO notes VALUES ('outside')`)).rejects.toThrow(/duplicate/);
    await committed;
    expect(await values()).toEqual(['first', 'outside', 'second']);
  });
});
