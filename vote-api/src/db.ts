/**
 * One small interface over the two stores the service runs on: PGlite (an
 * embedded PostgreSQL in WebAssembly, the default) and PostgreSQL itself. Both
 * speak the same SQL, so the migrations and queries are written once.
 *
 * A store that cannot do the work right now (PostgreSQL restarting or out of
 * reach, a full disk) fails with a StorageError, which the API answers with a
 * 503 and Retry-After; the next request tries again, so the service recovers by
 * itself when the store does.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type StorageKind = 'pglite' | 'postgres';

export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Why the store cannot take work now: out of reach (or restarting), or out of disk space. */
export type StorageProblem = 'unavailable' | 'full';

export interface Database extends Queryable {
  readonly kind: StorageKind;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Undefined when the store answers and has room to write; otherwise what is wrong. */
  readiness(): Promise<StorageProblem | undefined>;
  close(): Promise<void>;
}

export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly problem: StorageProblem,
    options: { cause: unknown },
  ) {
    super(
      problem === 'full'
        ? 'The database has no space left to write.'
        : 'The database cannot be reached or is restarting.',
      options,
    );
  }
}

/**
 * The least free space PGlite's directory must have to be ready: one WAL
 * segment (16 MiB), which PostgreSQL cannot do without when it starts the next
 * one. Below it writes may still succeed for a while, but not for long.
 */
export const PGLITE_MIN_FREE_BYTES = 16 * 1024 * 1024;
/**
 * PostgreSQL's disk cannot be looked at from here: after a write failed for
 * lack of space, the store counts as full for this long, then writes are tried again.
 */
export const FULL_DISK_MEMORY_MS = 30_000;

/** SQLSTATEs (PostgreSQL appendix A) of a server that cannot take work now but may later. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop -m fast, a terminated backend
  '57P02', // crash_shutdown: another backend crashed, or pg_ctl stop -m immediate
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);
const FULL_STATES = new Set(['53100']); // disk_full

/** A failure the server itself reported (PostgreSQL's ErrorResponse), as both drivers give it. */
function isServerError(error: unknown): error is Error & { code: string } {
  const fields = error as { code?: unknown; severity?: unknown };
  return error instanceof Error && typeof fields.code === 'string' && typeof fields.severity === 'string';
}

/**
 * What a failed call to the store means for the request. Errors the server
 * reports are classified by SQLSTATE (class 08 is "connection exception");
 * anything else the driver throws (a socket closed or refused, a connection
 * time-out) means the connection, not the query, failed.
 */
export function storageProblemOf(error: unknown): StorageProblem | undefined {
  if (!isServerError(error)) return 'unavailable';
  if (FULL_STATES.has(error.code)) return 'full';
  if (UNAVAILABLE_STATES.has(error.code) || error.code.startsWith('08')) return 'unavailable';
  return undefined;
}

export type DatabaseOptions = { databaseUrl?: string; dataDir: string };

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

/** Runs one call to the store, turning the failures that are the store's state into StorageErrors. */
function storeCall<T>(call: () => Promise<T>, onFull?: () => void): Promise<T> {
  return call().catch((error: unknown) => {
    const problem = storageProblemOf(error);
    if (!problem) throw error;
    if (problem === 'full') onFull?.();
    throw new StorageError(problem, { cause: error });
  });
}

function freeBytes(dir: string): number {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
}

export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await storeCall(() => target.query<Row>(sql, params))).rows,
    exec: async (sql: string) => {
      await storeCall(() => target.exec(sql));
    },
  });
  const self = wrap(db);
  return {
    kind: 'pglite',
    ...self,
    transaction: (work) =>
      // Statements inside are classified by `wrap`; this catches BEGIN and COMMIT, and lets the work's own errors through.
      db
        .transaction((tx) => work(wrap(tx)))
        .catch((error: unknown) => {
          const problem = isServerError(error) ? storageProblemOf(error) : undefined;
          throw problem ? new StorageError(problem, { cause: error }) : error;
        }),
    async readiness() {
      // The disk is this machine's: look at it, rather than wait for a write to fail.
      if (freeBytes(dataDir) < PGLITE_MIN_FREE_BYTES) return 'full';
      try {
        await self.query('SELECT 1');
        return undefined;
      } catch (error) {
        if (error instanceof StorageError) return error.problem;
        throw error;
      }
    },
    close: () => db.close(),
  };
}

/** How long a request waits for a connection to PostgreSQL before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  let fullSince = 0;
  const noteFull = () => (fullSince = Date.now());
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await storeCall(() => target.query(sql, params), noteFull)).rows as Row[],
    exec: async (sql: string) => {
      await storeCall(() => target.query(sql), noteFull);
    },
  });
  const self = wrap(pool);
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...self,
    async transaction(work) {
      const client = await storeCall(() => pool.connect());
      // A checked-out client whose connection dies (a server restart, a network cut) emits 'error'
      // whether or not a query is running: without a listener that event would end the process.
      // The query in progress, if any, fails by itself; the broken client is thrown away on release.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken ??= error);
      client.on('error', onError);
      const tx = wrap(client);
      try {
        await tx.exec('BEGIN');
        const result = await work(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        if (!broken) await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
        // Whatever `work` threw, a transaction cut off by its connection is the store's failure.
        if (broken && !(error instanceof StorageError)) throw new StorageError('unavailable', { cause: broken });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    async readiness() {
      try {
        await self.query('SELECT 1');
      } catch (error) {
        if (error instanceof StorageError) return error.problem;
        throw error;
      }
      return Date.now() - fullSince < FULL_DISK_MEMORY_MS ? 'full' : undefined;
    },
    close: () => pool.end(),
  };
}
