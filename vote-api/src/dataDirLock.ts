/**
 * An exclusive lock on the PGlite data directory, so that a second service on
 * the same directory refuses to start instead of writing beside the first one
 * (which loses acknowledged votes).
 *
 * The lock is the kernel's flock(2) on the directory itself, not on a file in
 * it: there is no lock file that could be deleted to let a second writer in.
 * Node has no flock, so util-linux's `flock` command takes it on a descriptor
 * this process opened and hands to it; a flock belongs to the open file
 * description, which this process keeps after the command exits. The kernel
 * drops the lock when the last descriptor closes: at release, or when this
 * process dies however it dies (`kill -9` included), so a crash never leaves a
 * stale lock. The holder's pid is written beside it only to name it in errors.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Informational: the pid of the process holding the lock. Deleting it changes nothing. */
export const PID_FILE = 'vote-api.pid';
const CONFLICT_EXIT_CODE = 75;
/** The descriptor number the directory is given to `flock` as. */
const CHILD_FD = 3;

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

export type DataDirLock = { release(): void };

export function flockAvailable(): boolean {
  return spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Runs `flock` on the descriptor; true when locked, false when another holder has it. */
function flockDescriptor(fd: number, dataDir: string): Promise<boolean> {
  const helper = spawn('flock', ['--nonblock', '--conflict-exit-code', String(CONFLICT_EXIT_CODE), String(CHILD_FD)], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
  });
  let stderr = '';
  helper.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    helper.once('error', reject);
    helper.once('close', (code) => {
      if (code === 0) resolve(true);
      else if (code === CONFLICT_EXIT_CODE) resolve(false);
      else reject(new Error(`flock failed on ${dataDir} (exit ${code}): ${stderr.trim()}`));
    });
  });
}

function holderOf(dataDir: string): string {
  try {
    return fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim();
  } catch {
    return '';
  }
}

/** Takes the lock or throws DataDirInUse naming the process that holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const fd = fs.openSync(dataDir, fs.constants.O_RDONLY | fs.constants.O_DIRECTORY);
  let locked = false;
  try {
    locked = await flockDescriptor(fd, dataDir);
  } finally {
    if (!locked) fs.closeSync(fd);
  }
  if (!locked) {
    const holder = holderOf(dataDir);
    throw new DataDirInUse(
      `The data directory ${dataDir} is in use by another vote-api${holder ? ` (process ${holder})` : ''}. ` +
        'Only one process may use a PGlite data directory: stop the other one, or set VOTE_DATA_DIR to another directory.',
    );
  }
  fs.writeFileSync(path.join(dataDir, PID_FILE), `${process.pid}\n`);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      fs.rmSync(path.join(dataDir, PID_FILE), { force: true });
      fs.closeSync(fd);
    },
  };
}
