/** The API against the embedded PGlite database, in a fresh data directory. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeVoteApi } from './support/apiSuite';

let dataDir: string;

describeVoteApi('vote API on PGlite', {
  async setup() {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vote-api-pglite-'));
    return { dataDir };
  },
  async teardown() {
    await fs.rm(dataDir, { recursive: true, force: true });
  },
});
