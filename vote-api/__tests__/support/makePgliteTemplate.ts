/** Makes one PGlite template for the tests: `node --import tsx makePgliteTemplate.ts <dir> <empty|migrated>`. */
import { openPglite } from '../../src/db';
import { migrate } from '../../src/migrate';

async function main([dir, kind]: string[]) {
  if (!dir || (kind !== 'empty' && kind !== 'migrated'))
    throw new Error('usage: makePgliteTemplate.ts <dir> <empty|migrated>');
  const db = await openPglite(dir);
  try {
    if (kind === 'migrated') await migrate(db);
    // Everything in the data files, so that a copy opens without replaying the log.
    await db.exec('CHECKPOINT');
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
