/**
 * Backup and restore of the embedded database with the commands the README
 * gives: a backup taken with the service stopped, restored into a new data
 * directory, serves the same proposals, votes and voter tokens.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../src/service';
import type { ProposalList, VoterToken } from '../src/types';
import { testConfig } from './support/apiSuite';
import { client } from './support/http';
import { copyTemplate } from './support/pgliteTemplate';
import { runStorageCli } from './support/storageCli';

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'vote-api-storage-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

it('backs up a stopped service and restores it into an empty directory, tokens included', async () => {
  const dataDir = path.join(root, 'live');
  const file = path.join(root, 'vote-backup.tar.gz');
  copyTemplate('migrated', dataDir);
  const service = await startService(testConfig({ dataDir }));
  const api = client(service.url);
  const tokens: string[] = [];
  for (const id of [1, 2, 2, 3]) {
    const { token } = (await api<VoterToken>('POST', '/voter-tokens')).body;
    tokens.push(token);
    expect((await api('POST', `/proposals/${id}/vote`, { token })).status).toBe(201);
  }
  const before = (await api<ProposalList>('GET', '/proposals', { token: tokens[1] })).body;

  // While the service runs, the backup refuses (the service owns the directory) and says why.
  const refused = runStorageCli('backup', file, { VOTE_DATA_DIR: dataDir });
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(`The data directory ${dataDir} is in use by another vote-api`);
  await service.close();

  const backup = runStorageCli('backup', file, { VOTE_DATA_DIR: dataDir });
  expect(backup).toEqual({ status: 0, output: `backed up ${dataDir} to ${file}: 8 proposals, 4 votes\n` });

  // A restore never overwrites a database.
  const overwrite = runStorageCli('restore', file, { VOTE_DATA_DIR: dataDir });
  expect(overwrite.status).toBe(1);
  expect(overwrite.output).toContain('is not empty');

  const restoredDir = path.join(root, 'restored');
  const restore = runStorageCli('restore', file, { VOTE_DATA_DIR: restoredDir });
  expect(restore).toEqual({ status: 0, output: `restored ${file} into ${restoredDir}: 8 proposals, 4 votes\n` });

  const restored = await startService(testConfig({ dataDir: restoredDir }));
  try {
    const after = await client(restored.url)<ProposalList>('GET', '/proposals', { token: tokens[1] });
    expect(after.body).toEqual(before);
    expect(after.body.proposals.find((p) => p.id === 2)).toMatchObject({ votes: 2, voted: true });
    // The stored token secret came along: a token issued before the backup still votes.
    expect((await client(restored.url)('POST', '/proposals/4/vote', { token: tokens[0] })).status).toBe(201);
  } finally {
    await restored.close();
  }
});
