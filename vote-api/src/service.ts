/** Locks the data directory, opens the database, applies the migrations and starts the HTTP server. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServiceConfig } from './config';
import { flockAvailable, lockDataDir, type DataDirLock } from './dataDirLock';
import { openDatabase, type Database } from './db';
import { migrate } from './migrate';

export type RunningService = {
  app: FastifyInstance;
  db: Database;
  /** Base URL the server listens on, such as http://127.0.0.1:3030 */
  url: string;
  /**
   * Stops taking requests, lets those in flight finish (for at most
   * `shutdownTimeoutMs`), then closes the database and releases the data directory.
   */
  close(): Promise<void>;
};

export type ServiceHooks = {
  /** Messages for the operator before the logger exists. */
  warn?(message: string): void;
};

/** A reason not to start that the operator can act on, said in one line (no stack). */
export class StartupError extends Error {
  override name = 'StartupError';
}

const WHY_UNWRITABLE: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'is not writable by this user',
  EPERM: 'is not writable by this user',
  ENOTDIR: 'is not a directory',
};

/** The embedded database writes in its directory: say so at once, rather than with PGlite's stack trace. */
function checkDataDirWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new StartupError(
      `The data directory ${dataDir} ${(code && WHY_UNWRITABLE[code]) ?? `cannot be used (${message})`}: ` +
        'set VOTE_DATA_DIR to a directory this service can write to, or DATABASE_URL to use PostgreSQL.',
    );
  }
}

async function lockStorage(config: ServiceConfig, hooks: ServiceHooks): Promise<DataDirLock | undefined> {
  // PostgreSQL handles many clients itself; only the embedded database must have a single owner.
  if (config.databaseUrl) return undefined;
  checkDataDirWritable(config.dataDir);
  if (!flockAvailable()) {
    hooks.warn?.(
      `The flock command (util-linux) is missing, so ${config.dataDir} is not locked: make sure no other ` +
        'vote-api uses it.',
    );
    return undefined;
  }
  return lockDataDir(config.dataDir);
}

/** Awaits `work`, or gives up waiting after `ms` (0: waits as long as it takes). */
function atMost(work: Promise<void>, ms: number): Promise<void> {
  if (ms <= 0) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function startService(config: ServiceConfig, hooks: ServiceHooks = {}): Promise<RunningService> {
  const lock = await lockStorage(config, hooks);
  let db: Database | undefined;
  try {
    db = await openDatabase(config);
    const applied = await migrate(db);
    const app = await buildApp({ db, config });
    if (applied.length > 0) app.log.info({ applied }, 'applied migrations');
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const opened = db;
    let closing: Promise<void> | undefined;
    return {
      app,
      db: opened,
      url: `http://${config.host}:${port}`,
      close() {
        closing ??= (async () => {
          const graceful = app.close();
          await atMost(graceful, config.shutdownTimeoutMs);
          // Past the time limit, connections still open are cut so that the database can close.
          app.server.closeAllConnections();
          await graceful;
          await opened.close();
          lock?.release();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db?.close();
    lock?.release();
    throw error;
  }
}
