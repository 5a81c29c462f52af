/**
 * A throwaway PostgreSQL cluster for the tests: initdb in a temporary
 * directory, a free port on loopback, trust authentication, stopped and
 * deleted afterwards. PostgreSQL refuses to run as root, so as root the
 * commands run as the `postgres` system user.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

const REQUIRED = ['initdb', 'pg_ctl', 'postgres'];

function hasBinaries(dir: string): boolean {
  return REQUIRED.every((name) => fs.existsSync(path.join(dir, name)));
}

/** Debian's versioned directories first (newest first), then PATH. */
export function findPostgresBinDir(): string | undefined {
  const debianRoot = '/usr/lib/postgresql';
  const debian = fs.existsSync(debianRoot)
    ? fs
        .readdirSync(debianRoot)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debianRoot, version, 'bin'))
    : [];
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [process.env.PG_BIN_DIR, ...debian, ...onPath].find((dir): dir is string => !!dir && hasBinaries(dir));
}

function postgresUser(): { uid: number; gid: number } | undefined {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const isRoot = () => process.getuid?.() === 0;

/** Why the PostgreSQL suite cannot run here, or undefined when it can. */
export function postgresUnavailableReason(): string | undefined {
  if (!findPostgresBinDir()) {
    return 'PostgreSQL binaries (initdb, pg_ctl, postgres) not found; install Debian\'s "postgresql" package or set PG_BIN_DIR';
  }
  if (isRoot() && !postgresUser()) return 'running as root and there is no "postgres" user to run PostgreSQL as';
  return undefined;
}

export type PostgresCluster = {
  url: string;
  /** Stops and starts the server on the same data directory. */
  restart(): void;
  /**
   * Stops the server as an operator or a crash would (`pg_ctl stop -m fast`:
   * connections terminated, a clean shutdown; `immediate`: every process
   * killed, crash recovery at the next start), without blocking the event loop,
   * so that a test can keep its load running meanwhile.
   */
  stopServer(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same data directory; resolves once it accepts connections. */
  startServer(): Promise<void>;
  /** Stops the server and deletes the cluster. */
  stop(): void;
};

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(postgresUnavailableReason());
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vote-api-pg-'));
  const user = isRoot() ? postgresUser() : undefined;
  if (user) fs.chownSync(root, user.uid, user.gid);
  const dataDir = path.join(root, 'data');
  const port = await freePort();

  const commandLine = (command: string, args: string[]): [string, string[]] => {
    const bin = path.join(binDir, command);
    return user ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  };
  const failure = (command: string, args: string[], output: string) => {
    const log = fs.existsSync(path.join(root, 'server.log'))
      ? fs.readFileSync(path.join(root, 'server.log'), 'utf8')
      : '';
    return new Error(`${command} ${args.join(' ')} failed:\n${output}${log}`);
  };
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...commandLine(command, args), { encoding: 'utf8' });
    if (result.status !== 0) throw failure(command, args, `${result.stderr}${result.stdout}`);
  };
  const runAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(...commandLine(command, args), (error, stdout, stderr) =>
        error ? reject(failure(command, args, `${stderr}${stdout}`)) : resolve(),
      );
    });
  // No fsync: the cluster is thrown away, and durability across a server restart does not need it.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtlArgs = (action: string[]) => [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-t',
    '60',
    ...action,
  ];
  const pgCtl = (...action: string[]) => run('pg_ctl', pgCtlArgs(action));

  run('initdb', ['-D', dataDir, '-U', 'vote', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  pgCtl('-o', serverOptions, 'start');

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      pgCtl('-m', 'fast', 'stop');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
  // Never leave a server behind, even when the test run is interrupted.
  process.on('exit', stop);

  return {
    url: `postgresql://vote@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', '-o', serverOptions, 'restart'),
    stopServer: (mode) => runAsync('pg_ctl', pgCtlArgs(['-m', mode, 'stop'])),
    startServer: () => runAsync('pg_ctl', pgCtlArgs(['-o', serverOptions, 'start'])),
    stop,
  };
}
