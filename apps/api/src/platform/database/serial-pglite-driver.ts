import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGliteDriver } from 'typeorm-pglite';
import { PGlitePool } from 'typeorm-pglite/dist/pglite-pool';
import { PGliteInstance } from 'typeorm-pglite/dist/pglite-instance';

type Done = (error?: unknown) => void;
type ConnectCallback = (error: unknown, client: PGlitePool | null, done: Done) => void;

/** First come, first served: one holder at a time. */
class Lease {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let free!: () => void;
    const freed = new Promise<void>((resolve) => (free = resolve));
    const granted = this.tail.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        free();
      };
    });
    this.tail = this.tail.then(() => freed);
    return granted;
  }
}

/**
 * PGlite is one database session for the whole process, and typeorm-pglite hands that session
 * to every caller at once: a transaction would take in other requests' statements (and undo
 * them on rollback, or be aborted by their errors). This pool lends the session to one query
 * runner at a time, as a pool of one connection does: a runner holds it from connect to release,
 * so a transaction's statements run alone.
 */
class SerialPGlitePool extends PGlitePool {
  private static readonly lease = new Lease();

  override async connect(callback: ConnectCallback): Promise<void> {
    const release = await SerialPGlitePool.lease.acquire();
    await openEmbeddedDatabase();
    await super.connect((error, client) => {
      if (error) release();
      callback(error, client, () => release());
    });
  }
}

let opening: Promise<unknown> | null = null;

/**
 * Opens the process's one PGlite (typeorm-pglite would open two if asked twice at once). Called
 * early by main.ts, it compiles the WebAssembly on V8's background threads while the rest of the
 * server loads; the pool's first connection then finds it open.
 */
export function openEmbeddedDatabase(
  options?: ConstructorParameters<typeof PGliteDriver>[0],
): Promise<unknown> {
  // Sets the options of typeorm-pglite's process-wide instance.
  if (options) new PGliteDriver(withExtensions(options));
  opening ??= PGliteInstance.getInstance();
  return opening;
}

/** The TypeORM driver for the embedded database, with the serial pool. */
export function serialPGliteDriver(options: ConstructorParameters<typeof PGliteDriver>[0]): unknown {
  if (!opening) new PGliteDriver(withExtensions(options));
  return { Pool: SerialPGlitePool };
}

type DriverOptions = ConstructorParameters<typeof PGliteDriver>[0];

/** The extensions the schema uses (catalogue search), which PGlite loads only when asked. */
function withExtensions(options: DriverOptions): DriverOptions {
  return { ...options, extensions: { unaccent, pg_trgm, ...options?.extensions } };
}
