/**
 * An exclusive lock on the PGlite data directory, so that a second service on
 * the same directory refuses to start instead of writing beside the first one
 * (which loses acknowledged votes). The lock is the kernel's flock(2) on
 * `vote-api.lock` in the directory, held by a small `flock` child process
 * (util-linux) for as long as this process lives: the kernel releases it when
 * the holder dies, even on `kill -9`, so a crash never leaves a stale lock.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'vote-api.lock';
const CONFLICT_EXIT_CODE = 75;

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

export type DataDirLock = { release(): Promise<void>; readonly held: boolean };

export function flockAvailable(): boolean {
  return spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Takes the lock or throws DataDirInUse naming the process that holds it.
 * `onLost` is called if the lock is ever lost while held (the helper was killed).
 */
export async function lockDataDir(dataDir: string, onLost: () => void = () => undefined): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  // The helper holds the lock while its stdin is open: it ends with this process, however this process ends.
  const helper = spawn(
    'flock',
    ['--nonblock', '--conflict-exit-code', String(CONFLICT_EXIT_CODE), file, 'sh', '-c', 'echo locked && exec cat'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  helper.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const acquired = await new Promise<boolean>((resolve, reject) => {
    helper.once('error', reject);
    helper.stdout.once('data', () => resolve(true));
    helper.once('exit', (code) => {
      if (code === CONFLICT_EXIT_CODE) resolve(false);
      else reject(new Error(`flock failed on ${file} (exit ${code}): ${stderr.trim()}`));
    });
  });
  if (!acquired) {
    const holder = fs.readFileSync(file, 'utf8').trim();
    throw new DataDirInUse(
      `The data directory ${dataDir} is in use by another vote-api${holder ? ` (process ${holder})` : ''}. ` +
        'Only one process may use a PGlite data directory: stop the other one, or set VOTE_DATA_DIR to another directory.',
    );
  }
  fs.writeFileSync(file, `${process.pid}\n`);
  let held = true;
  helper.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) =>
    helper.once('exit', () => {
      resolve();
      if (!held) return;
      held = false;
      onLost();
    }),
  );
  // The helper must not keep this process alive once everything else is done.
  helper.unref();
  for (const stream of [helper.stdin, helper.stdout, helper.stderr])
    (stream as unknown as { unref?(): void }).unref?.();
  return {
    get held() {
      return held;
    },
    async release() {
      if (held) {
        held = false;
        helper.stdin.end();
      }
      // Keep this process alive until the lock is really free.
      helper.ref();
      await exited;
    },
  };
}
