/**
 * `npm run sync:readmes`: fetches every README again, whatever the age of the
 * cache, and prints what happened (exit 1 when a README could not be fetched).
 *
 * `--if-stale` (run before `npm run build`): fetches only the READMEs that are
 * missing or older than 48 hours, and never fails: the build then uses the
 * cache or the fallback pages. Either way the whole sync ends within 30 s, and
 * within seconds when the registry cannot be reached or stops answering.
 * `PACKAGE_READMES=offline` skips the registry.
 */
import path from 'node:path';
import { README_PACKAGES } from './packages';
import { describeSync, syncReadmes } from './sync';
import { DEFAULT_CACHE_DIR } from './layout';

async function main() {
  const ifStale = process.argv.includes('--if-stale');
  const started = Date.now();
  const report = await syncReadmes(
    README_PACKAGES.map((pkg) => pkg.name),
    {
      cacheDir: path.resolve(__dirname, '../..', DEFAULT_CACHE_DIR),
      force: !ifStale,
      offline: process.env.PACKAGE_READMES === 'offline',
    },
  );
  const elapsed = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (ifStale) {
    if (report.registry !== 'not needed') console.log(`[package-readmes] ${describeSync(report)} (${elapsed})`);
    return;
  }
  for (const result of report.results) {
    const detail = result.entry
      ? `${result.entry.version}, ${result.entry.readme.length} bytes${result.error ? `; kept: ${result.error}` : ''}`
      : result.error;
    console.log(`${result.status.padEnd(7)} ${result.name} (${detail})`);
  }
  console.log(`\n${describeSync(report)} (${elapsed})`);
  if (report.results.some((r) => r.status !== 'fetched')) process.exitCode = 1;
}

void main();
