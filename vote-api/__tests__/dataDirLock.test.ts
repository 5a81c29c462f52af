/**
 * The data directory's lock is the kernel's, on the directory itself: it holds
 * whatever happens to the files in the directory, and is free again once
 * released. (A lock dropped by a killed process: abuse.processes.slow.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUse, lockDataDir, PID_FILE } from '../src/dataDirLock';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vote-api-lock-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('lets one holder in at a time, naming the holder to the next', async () => {
  const lock = await lockDataDir(dataDir);
  // A second open of the directory is a second holder to flock, even in the same process.
  await expect(lockDataDir(dataDir)).rejects.toThrow(
    new DataDirInUse(
      `The data directory ${dataDir} is in use by another vote-api (process ${process.pid}). Only one process may use ` +
        'a PGlite data directory: stop the other one, or set VOTE_DATA_DIR to another directory.',
    ),
  );
  lock.release();
  const next = await lockDataDir(dataDir);
  next.release();
});

it('still holds after every file in the directory is deleted', async () => {
  const lock = await lockDataDir(dataDir);
  expect(fs.readdirSync(dataDir)).toEqual([PID_FILE]);
  for (const name of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, name));
  await expect(lockDataDir(dataDir)).rejects.toThrow(
    `The data directory ${dataDir} is in use by another vote-api. Only one process`,
  );
  lock.release();
  (await lockDataDir(dataDir)).release();
});
