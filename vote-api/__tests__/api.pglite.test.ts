/** The API against the embedded PGlite database, in a copy of a migrated data directory. */
import fs from 'node:fs/promises';
import { describeVoteApi } from './support/apiSuite';
import { freshDataDir } from './support/pgliteTemplate';

let dataDir: string;

describeVoteApi('vote API on PGlite', {
  async setup() {
    dataDir = freshDataDir();
    return { dataDir };
  },
  async teardown() {
    await fs.rm(dataDir, { recursive: true, force: true });
  },
});
