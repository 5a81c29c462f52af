/**
 * The same API tests against a real PostgreSQL server, started for this file
 * in a temporary directory. Where PostgreSQL is not installed
 * (`scripts/ensure-postgresql.sh` installs it for `npm test`), the suite fails
 * and says why: a skipped suite would let CI pass without it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startService } from '../src/service';
import type { ProposalList, VoterToken } from '../src/types';
import { describeVoteApi, testConfig } from './support/apiSuite';
import { client } from './support/http';
import {
  findPostgresBinDir,
  postgresUnavailableReason,
  startPostgresCluster,
  type PostgresCluster,
} from './support/postgres';
import { runStorageCli } from './support/storageCli';

const unavailable = postgresUnavailableReason();

if (unavailable) {
  describe('vote API on PostgreSQL', () => {
    it('has a PostgreSQL server to run against', () => {
      throw new Error(`PostgreSQL is needed for this suite: ${unavailable}. Run scripts/ensure-postgresql.sh.`);
    });
  });
} else {
  let cluster: PostgresCluster;
  describeVoteApi('vote API on PostgreSQL', {
    async setup() {
      cluster = await startPostgresCluster();
      return { databaseUrl: cluster.url, dataDir: os.tmpdir() };
    },
    async restartServer() {
      cluster.restart();
    },
    async teardown() {
      cluster?.stop();
    },
  });

  describe('backup and restore on PostgreSQL', () => {
    let backupCluster: PostgresCluster;
    let dir: string;
    beforeAll(async () => {
      backupCluster = await startPostgresCluster();
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vote-api-pg-backup-'));
    });
    afterAll(async () => {
      backupCluster?.stop();
      await fs.rm(dir, { recursive: true, force: true });
    });

    it('backs up a running service with pg_dump and restores it into an empty database, tokens included', async () => {
      const databaseUrl = backupCluster.url;
      const service = await startService(testConfig({ databaseUrl, dataDir: os.tmpdir() }));
      const api = client(service.url);
      const tokens: string[] = [];
      try {
        for (const id of [1, 5, 5]) {
          const { token } = (await api<VoterToken>('POST', '/voter-tokens')).body;
          tokens.push(token);
          expect((await api('POST', `/proposals/${id}/vote`, { token })).status).toBe(201);
        }
        const file = path.join(dir, 'vote.dump');
        const env = { DATABASE_URL: databaseUrl, PG_BIN_DIR: findPostgresBinDir()! };
        // Taken while the service keeps running.
        expect(runStorageCli('backup', file, env)).toEqual({
          status: 0,
          output: `backed up PostgreSQL to ${file}: 8 proposals, 3 votes\n`,
        });
        const before = (await api<ProposalList>('GET', '/proposals', { token: tokens[1] })).body;

        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query('CREATE DATABASE restored');
        await admin.end();
        const restoredUrl = databaseUrl.replace(/\/postgres$/, '/restored');
        expect(runStorageCli('restore', file, { ...env, DATABASE_URL: restoredUrl })).toEqual({
          status: 0,
          output: `restored ${file} into PostgreSQL: 8 proposals, 3 votes\n`,
        });
        // A restore never lands on a database that already holds the service's tables.
        const again = runStorageCli('restore', file, { ...env, DATABASE_URL: restoredUrl });
        expect(again.status).toBe(1);
        expect(again.output).toContain('restore into an empty database');

        const restored = await startService(testConfig({ databaseUrl: restoredUrl, dataDir: os.tmpdir() }));
        try {
          const after = await client(restored.url)<ProposalList>('GET', '/proposals', { token: tokens[1] });
          expect(after.body).toEqual(before);
          expect((await client(restored.url)('POST', '/proposals/2/vote', { token: tokens[0] })).status).toBe(201);
        } finally {
          await restored.close();
        }
      } finally {
        await service.close();
      }
    });
  });
}
