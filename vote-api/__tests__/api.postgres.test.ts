/**
 * The same API tests against a real PostgreSQL server, started for this file
 * in a temporary directory. Skipped, with the reason, where PostgreSQL is not
 * installed (`scripts/ensure-postgresql.sh` installs it for `npm test`).
 */
import os from 'node:os';
import { describeVoteApi } from './support/apiSuite';
import { postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from './support/postgres';

const unavailable = postgresUnavailableReason();

if (unavailable) {
  console.warn(`Skipping the PostgreSQL suite of the vote API: ${unavailable}.`);
  describe.skip(`vote API on PostgreSQL (skipped: ${unavailable})`, () => {
    it('needs PostgreSQL', () => undefined);
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
}
