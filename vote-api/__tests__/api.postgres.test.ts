/**
 * The same API tests against a real PostgreSQL server, started for this file
 * in a temporary directory. Where PostgreSQL is not installed
 * (`scripts/ensure-postgresql.sh` installs it for `npm test`), the suite fails
 * and says why: a skipped suite would let CI pass without it.
 */
import os from 'node:os';
import { describeVoteApi } from './support/apiSuite';
import { postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from './support/postgres';

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
}
