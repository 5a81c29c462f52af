/** The on-disk cache of package READMEs: one JSON file per package with its version and fetch time. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PackageInfo } from './registry';

export type CacheEntry = PackageInfo & { fetchedAt: string };

/** READMEs are fetched again once they are older than this. */
export const MAX_AGE_MS = 48 * 60 * 60 * 1000;

export function isFresh(entry: CacheEntry | undefined, now: number, maxAgeMs = MAX_AGE_MS): boolean {
  return Boolean(entry) && now - Date.parse(entry!.fetchedAt) < maxAgeMs;
}

const fileFor = (dir: string, name: string) => path.join(dir, `${name.replace(/\//g, '__')}.json`);

export async function readCache(dir: string, name: string): Promise<CacheEntry | undefined> {
  try {
    return JSON.parse(await fs.readFile(fileFor(dir, name), 'utf8')) as CacheEntry;
  } catch {
    return undefined;
  }
}

export async function writeCache(dir: string, entry: CacheEntry): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(fileFor(dir, entry.name), `${JSON.stringify(entry, null, 2)}\n`);
}
