/**
 * The vote service as a separate process (`src/server.ts`), for the tests
 * that stop it, crash it or start a second one beside it. Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';
import { ADMIN_TOKEN } from './http';
import { COMPLETE, templateDir, type TemplateKind } from './pgliteTemplate';

const ROOT = path.resolve(__dirname, '..', '..', '..');

const spawned = new Set<ChildProcess>();

/** Kills every service these helpers started that is still running (a case that timed out leaves none behind). */
export async function killServiceProcesses(): Promise<void> {
  await Promise.all(
    [...spawned].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  spawned.clear();
}

export type ServiceProcess = {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once it has exited. */
  exited: Promise<number | string>;
};

/**
 * A file system of its own for the service: a tmpfs of `sizeMiB` mounted at
 * `at` in a private mount namespace (nothing outside sees it, and it goes away
 * with the process), holding a copy of a PGlite template in `at`/data, and
 * remounted read-only when asked. A real file system, so that a full disk or a
 * read-only one fails the way it does in production (ENOSPC, EROFS), as root or,
 * through a user namespace, as any user.
 */
export type PrivateDisk = { at: string; sizeMiB: number; template: TemplateKind; readOnly?: boolean };

function onPrivateDisk(command: string, args: string[], { at, sizeMiB, template, readOnly }: PrivateDisk) {
  const script = [
    'set -e',
    `mount -t tmpfs -o size=${sizeMiB}m tmpfs "$1"`,
    'cp -R "$2" "$1/data"',
    `rm -f "$1/data/${COMPLETE}"`,
    readOnly ? 'mount -o remount,ro "$1"' : ':',
    'shift 2',
    'exec "$@"',
  ].join('\n');
  const asUser = process.getuid?.() === 0 ? [] : ['--user', '--map-root-user'];
  return {
    command: 'unshare',
    args: [
      ...asUser,
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      script,
      'sh',
      at,
      templateDir(template),
      command,
      ...args,
    ],
  };
}

/**
 * A path inside the service's private disk, as this process can reach it: through /proc/<pid>/root, which
 * resolves in the mount namespace of that process (`exec` keeps the pid of unshare and sh).
 */
export function pathOnPrivateDisk(service: ServiceProcess, file: string): string {
  return path.join(`/proc/${service.child.pid}/root`, file);
}

/** Starts the service; resolves once it is listening, or once it exits when `expectExit` is set. */
export async function startServiceProcess({
  dataDir,
  env = {},
  expectExit = false,
  timeoutMs = 90_000,
  disk,
}: {
  dataDir: string;
  env?: Record<string, string>;
  expectExit?: boolean;
  timeoutMs?: number;
  /** Runs it on a private tmpfs; `dataDir` should then be `disk.at`/data. */
  disk?: PrivateDisk;
}): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const node = { command: process.execPath, args: ['--import', 'tsx', 'vote-api/src/server.ts'] };
  const { command, args } = disk ? onPrivateDisk(node.command, node.args, disk) : node;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: '',
      VOTE_API_HOST: '127.0.0.1',
      VOTE_API_PORT: String(port),
      VOTE_DATA_DIR: dataDir,
      VOTE_ADMIN_TOKEN: ADMIN_TOKEN,
      VOTE_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const service = { child, url, output: () => output, exited };
  if (expectExit) {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await exited.finally(() => clearTimeout(timer));
    return service;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return service;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the service did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

/** Stops it with a signal and waits for it to exit. */
export async function stopServiceProcess(service: ServiceProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill(signal);
  return service.exited;
}
