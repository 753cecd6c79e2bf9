import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { transactionInProgress } from './typeorm.unit-of-work';

/**
 * A read the server runs on most requests (the session lookup, today's ritual, the streak, a
 * journal page). On PostgreSQL it runs as a named prepared statement: each pooled connection
 * parses and plans it once, then only binds and executes it. Planning is most of the cost of a
 * statement like the journal page (about 2.5 ms to plan, 0.2 ms to run); the plan is
 * PostgreSQL's own plan cache, per connection, so nothing is shared between API processes.
 * The name comes from the text, so two statements can never share a name.
 */
export class PreparedRead {
  readonly name: string;

  constructor(readonly text: string) {
    this.name = `read_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  }
}

/**
 * The rows of a prepared read. Inside a unit of work it is one of the transaction's statements;
 * on the embedded PGlite (one session, no pool) it runs as plain text, as every statement does.
 */
export async function readRows<Row>(db: DataSource, read: PreparedRead, values: unknown[]): Promise<Row[]> {
  const transaction = transactionInProgress();
  if (transaction) return transaction.query<Row[]>(read.text, values);
  const pool: unknown = (db.driver as PostgresDriver).master;
  if (!(pool instanceof Pool)) return db.query<Row[]>(read.text, values);
  const result = await pool.query<Row & object>({ name: read.name, text: read.text, values });
  return result.rows;
}
