/**
 * Runs the vote service (vote-api/) for the vote spec: a child process on the
 * address the e2e build calls, with a temporary embedded database that
 * survives stop() and start() and is removed by dispose().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export type VoteService = {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
};

const ROOT = path.resolve(__dirname, '..', '..');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).ok;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function createVoteService({
  url,
  siteOrigin,
}: {
  url: string;
  siteOrigin: string;
}): Promise<VoteService> {
  const { hostname, port } = new URL(url);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vote-e2e-'));
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    // A service left over from a previous worker may still be shutting down.
    await until(async () => !(await answers(url)), 15_000, `${url} to be free`);
    output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'vote-api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        VOTE_API_HOST: hostname,
        VOTE_API_PORT: port,
        VOTE_DATA_DIR: dataDir,
        VOTE_ALLOWED_ORIGIN: siteOrigin,
        VOTE_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    const running = child;
    try {
      await until(
        async () => {
          if (running.exitCode !== null) throw new Error(`the vote service exited (${running.exitCode}):\n${output}`);
          return answers(url);
        },
        60_000,
        `the vote service at ${url}`,
      );
    } catch (error) {
      // A service that never answered would otherwise keep the port, and the next spec's start waits for it in vain.
      await stop();
      throw error;
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  return {
    url,
    start,
    stop,
    async dispose() {
      await stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
