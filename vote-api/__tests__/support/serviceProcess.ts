/**
 * The vote service as a separate process (`src/server.ts`), for the tests
 * that stop it, crash it or start a second one beside it. Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';
import { ADMIN_TOKEN } from './http';

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

/** Starts the service; resolves once it is listening, or once it exits when `expectExit` is set. */
export async function startServiceProcess({
  dataDir,
  env = {},
  expectExit = false,
  timeoutMs = 30_000,
}: {
  dataDir: string;
  env?: Record<string, string>;
  expectExit?: boolean;
  timeoutMs?: number;
}): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'vote-api/src/server.ts'], {
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
