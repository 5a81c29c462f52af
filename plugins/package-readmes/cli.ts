/** `npm run sync:readmes`: fetches every README again, whatever the age of the cache, and prints what happened. */
import path from 'node:path';
import { README_PACKAGES } from './packages';
import { syncReadmes } from './sync';

async function main() {
  const started = Date.now();
  const results = await syncReadmes(
    README_PACKAGES.map((pkg) => pkg.name),
    { cacheDir: path.resolve(__dirname, '../../.cache/package-readmes'), force: true },
  );
  for (const result of results) {
    const detail = result.entry ? `${result.entry.version}, ${result.entry.readme.length} bytes` : result.error;
    console.log(`${result.status.padEnd(7)} ${result.name} (${detail})`);
  }
  const bytes = results.reduce((total, r) => total + (r.entry?.readme.length ?? 0), 0);
  console.log(
    `\n${results.length} packages, ${results.filter((r) => r.status === 'fetched').length} fetched, ${bytes} bytes of README, ${Date.now() - started} ms`,
  );
  if (results.some((r) => r.status === 'failed')) process.exitCode = 1;
}

void main();
