/** Brings the README cache up to date: fetches what is missing or stale, a few packages at a time. */
import { fetchPackage, type PackageInfo } from './npm';
import { isFresh, MAX_AGE_MS, readCache, writeCache, type CacheEntry } from './cache';

export type SyncResult = { name: string; status: 'cached' | 'fetched' | 'failed'; entry?: CacheEntry; error?: string };

export type SyncOptions = {
  cacheDir: string;
  /** Fetch even fresh entries (`npm run sync:readmes`). */
  force?: boolean;
  /** Never fetch: use what the cache has (offline builds). */
  offline?: boolean;
  concurrency?: number;
  maxAgeMs?: number;
  now?: number;
  fetcher?: (name: string) => Promise<PackageInfo>;
};

/** Runs `task` over `items` with at most `limit` at once, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function syncReadmes(names: readonly string[], options: SyncOptions): Promise<SyncResult[]> {
  const {
    cacheDir,
    force = false,
    offline = false,
    concurrency = 6,
    maxAgeMs = MAX_AGE_MS,
    fetcher = fetchPackage,
  } = options;
  const now = options.now ?? Date.now();
  return mapLimit(names, concurrency, async (name) => {
    const cached = await readCache(cacheDir, name);
    if (offline || (!force && isFresh(cached, now, maxAgeMs))) {
      return cached
        ? { name, status: 'cached' as const, entry: cached }
        : { name, status: 'failed' as const, error: 'not in the cache' };
    }
    try {
      const entry: CacheEntry = { ...(await fetcher(name)), fetchedAt: new Date(now).toISOString() };
      await writeCache(cacheDir, entry);
      return { name, status: 'fetched' as const, entry };
    } catch (error) {
      // A stale copy is better than none.
      const message = (error as Error).message.split('\n')[0]!;
      return cached
        ? { name, status: 'cached' as const, entry: cached, error: message }
        : { name, status: 'failed' as const, error: message };
    }
  });
}
