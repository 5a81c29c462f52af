/** Runs `npm run vote-api:backup` / `vote-api:restore` (vote-api/scripts/storage.ts) as an operator would. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export function runStorageCli(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'vote-api/scripts/storage.ts', command, file], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
