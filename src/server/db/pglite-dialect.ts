import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Runs one piece of work at a time. PGlite is a single connection: a transaction must own it
 * until COMMIT, and every other statement (ours or the job queue's) waits its turn.
 */
export class ConnectionLock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/** Kysely dialect over an embedded PGlite database: PostgreSQL SQL, one serialised connection. */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly lock: ConnectionLock,
  ) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.lock);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly pglite: PGlite,
    private readonly lock: ConnectionLock,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PGliteConnection(this.pglite);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await this.pglite.exec(`begin${isolation}`);
    void connection;
  }

  async commitTransaction(): Promise<void> {
    await this.pglite.exec('commit');
  }

  async rollbackTransaction(): Promise<void> {
    await this.pglite.exec('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {}
}

/**
 * Parameterless SQL may hold several statements (migration files, the job queue's schema), which
 * only the simple protocol accepts; the last statement's result is the answer.
 */
export async function execLast<R>(pglite: PGlite, text: string) {
  const results = await pglite.exec(text);
  return (results[results.length - 1] ?? { rows: [], affectedRows: 0 }) as {
    rows: R[];
    affectedRows?: number;
  };
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result =
      compiledQuery.parameters.length > 0
        ? await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters])
        : await execLast<R>(this.pglite, compiledQuery.sql);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database');
  }
}
