/** `npm run sync:supporters`: reads webpack's supporters from Open Collective into .cache/supporters/. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fetchSupporters } from './openCollective';
import { DATA_FILE } from '.';

async function main() {
  const started = Date.now();
  const { supporters, rejected } = await fetchSupporters({ log: (m) => console.log(m) });
  const file = path.resolve(__dirname, '../..', DATA_FILE);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify({ fetchedAt: new Date().toISOString(), supporters }, null, 2)}\n`);
  for (const reason of rejected) console.warn(`rejected: ${reason}`);
  console.log(
    `${supporters.length} supporters written to ${DATA_FILE} (${rejected.length} rejected) in ${Date.now() - started} ms`,
  );
}

main().catch((error: Error) => {
  console.error(`Could not read the supporters: ${error.message}. The site builds without them.`);
  process.exitCode = 1;
});
