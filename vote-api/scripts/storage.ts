/**
 * Backup and restore of the vote service's storage (`npm run vote-api:backup -- <file>`,
 * `npm run vote-api:restore -- <file>`), with the same settings as the service.
 *
 * - PGlite: a gzipped tarball of the data directory, taken under the data
 *   directory's lock (so while the service is stopped: the lock refuses
 *   otherwise), and restored into an empty data directory.
 * - PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` while the service
 *   runs, and `pg_restore` into an empty database. PG_BIN_DIR names the directory
 *   of the PostgreSQL client programs when they are not on PATH.
 *
 * Both keep the token secret stored in the database, so issued voter tokens stay valid.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readConfig, type ServiceConfig } from '../src/config';
import { flockAvailable, lockDataDir, PID_FILE } from '../src/dataDirLock';

type Counts = { proposals: number; votes: number };

const COUNTS_SQL =
  'SELECT (SELECT count(*)::int FROM proposals) AS proposals, (SELECT count(*)::int FROM votes) AS votes';

async function withLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = flockAvailable() ? await lockDataDir(dataDir) : undefined;
  try {
    return await work();
  } finally {
    lock?.release();
  }
}

async function backupPglite(dataDir: string, file: string): Promise<Counts> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database to back up`);
  return withLock(dataDir, async () => {
    const db = await PGlite.create(dataDir);
    try {
      // Everything written so far goes into the data files, so the copy needs no recovery when restored.
      await db.exec('CHECKPOINT');
      const [counts] = (await db.query<Counts>(COUNTS_SQL)).rows;
      const tarball = await db.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
      return counts!;
    } finally {
      await db.close();
    }
  });
}

async function restorePglite(dataDir: string, file: string): Promise<Counts> {
  const existing = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((name) => name !== PID_FILE) : [];
  if (existing.length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new directory, or move this one away first`);
  }
  return withLock(dataDir, async () => {
    const db = await PGlite.create({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      return (await db.query<Counts>(COUNTS_SQL)).rows[0]!;
    } finally {
      await db.close();
    }
  });
}

function runPostgresTool(name: string, args: string[]): void {
  const bin = process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name;
  const result = spawnSync(bin, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${name} could not run (${result.error.message}); set PG_BIN_DIR`);
  if (result.status !== 0) throw new Error(`${name} failed:\n${result.stderr}`);
}

async function postgresCounts(databaseUrl: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Counts>(COUNTS_SQL)).rows[0]!;
  } finally {
    await client.end();
  }
}

async function backupPostgres(databaseUrl: string, file: string): Promise<Counts> {
  runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
  return postgresCounts(databaseUrl);
}

async function restorePostgres(databaseUrl: string, file: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'proposals'");
    if (rows.length > 0) throw new Error('the database already holds a vote service: restore into an empty database');
  } finally {
    await client.end();
  }
  runPostgresTool('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
  return postgresCounts(databaseUrl);
}

export async function runStorageCommand(
  command: string | undefined,
  file: string | undefined,
  config: Pick<ServiceConfig, 'dataDir' | 'databaseUrl'> = readConfig(),
): Promise<string> {
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Error('usage: storage.ts backup <file> | restore <file>');
  }
  const target = path.resolve(file);
  const { databaseUrl, dataDir } = config;
  const where = databaseUrl ? 'PostgreSQL' : dataDir;
  if (command === 'backup') {
    const counts = databaseUrl ? await backupPostgres(databaseUrl, target) : await backupPglite(dataDir, target);
    return `backed up ${where} to ${target}: ${counts.proposals} proposals, ${counts.votes} votes`;
  }
  if (!fs.existsSync(target)) throw new Error(`${target} does not exist`);
  const counts = databaseUrl ? await restorePostgres(databaseUrl, target) : await restorePglite(dataDir, target);
  return `restored ${target} into ${where}: ${counts.proposals} proposals, ${counts.votes} votes`;
}

if (require.main === module) {
  runStorageCommand(process.argv[2], process.argv[3]).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(`vote-api ${process.argv[2] ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
