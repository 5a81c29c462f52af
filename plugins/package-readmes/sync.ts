/**
 * Brings the README cache up to date: fetches what is missing or stale (or
 * everything, when forced), a few packages at a time. The registry is asked
 * first whether it answers at all, with a short time limit, so that an
 * unreachable or hanging registry costs seconds, not minutes: the cache then
 * stays as it is and the pages use it (or their fallback).
 */
import { fetchPackage, pingRegistry, type NpmCallOptions, type PackageInfo } from './npm';
import { isFresh, MAX_AGE_MS, readCache, writeCache, type CacheEntry } from './cache';

export type SyncResult = { name: string; status: 'cached' | 'fetched' | 'failed'; entry?: CacheEntry; error?: string };

export type SyncReport = {
  results: SyncResult[];
  /** Whether the registry was needed, and whether it answered. */
  registry: 'not needed' | 'offline' | 'answered' | 'unreachable';
  /** Why the registry counts as unreachable. */
  reason?: string;
};

export type SyncOptions = {
  cacheDir: string;
  /** Fetch even fresh entries (`npm run sync:readmes`). */
  force?: boolean;
  /** Never ask the registry: report what the cache has. */
  offline?: boolean;
  concurrency?: number;
  maxAgeMs?: number;
  now?: number;
  /** Time the registry has to answer the first question. */
  probeTimeoutMs?: number;
  /** Time one package (metadata and tarball) may take. */
  packageTimeoutMs?: number;
  fetcher?: (name: string, options: NpmCallOptions) => Promise<PackageInfo>;
  probe?: (options: NpmCallOptions) => Promise<void>;
};

export const PROBE_TIMEOUT_MS = 5_000;
export const PACKAGE_TIMEOUT_MS = 60_000;

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

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0]!;

function fromCache(name: string, cached: CacheEntry | undefined, error?: string): SyncResult {
  return cached
    ? { name, status: 'cached', entry: cached, ...(error ? { error } : {}) }
    : { name, status: 'failed', error: error ?? 'not in the cache' };
}

export async function syncReadmes(names: readonly string[], options: SyncOptions): Promise<SyncReport> {
  const {
    cacheDir,
    force = false,
    offline = false,
    concurrency = 6,
    maxAgeMs = MAX_AGE_MS,
    probeTimeoutMs = PROBE_TIMEOUT_MS,
    packageTimeoutMs = PACKAGE_TIMEOUT_MS,
    fetcher = fetchPackage,
    probe = pingRegistry,
  } = options;
  const now = options.now ?? Date.now();
  const cached = new Map(
    await Promise.all(names.map(async (name) => [name, await readCache(cacheDir, name)] as const)),
  );
  const todo = names.filter((name) => force || !isFresh(cached.get(name), now, maxAgeMs));
  const keepCache = (reason?: string) => names.map((name) => fromCache(name, cached.get(name), reason));

  if (todo.length === 0) return { results: keepCache(), registry: 'not needed' };
  if (offline) return { results: keepCache(), registry: 'offline' };
  try {
    await probe({ timeoutMs: probeTimeoutMs });
  } catch (error) {
    return { results: keepCache(), registry: 'unreachable', reason: firstLine(error) };
  }

  // A registry that answered the ping but then hangs on a package stops the whole sync at the first time-out.
  const stop = new AbortController();
  let reason: string | undefined;
  const fetched = new Map(
    await mapLimit(todo, concurrency, async (name): Promise<[string, SyncResult]> => {
      if (stop.signal.aborted) return [name, fromCache(name, cached.get(name), reason)];
      try {
        const info = await fetcher(name, { signal: stop.signal, timeoutMs: packageTimeoutMs });
        const entry: CacheEntry = { ...info, fetchedAt: new Date(now).toISOString() };
        await writeCache(cacheDir, entry);
        return [name, { name, status: 'fetched', entry }];
      } catch (error) {
        const message = firstLine(error);
        if (/no answer within/.test(message) && !stop.signal.aborted) {
          reason = message;
          stop.abort();
        }
        // A stale copy is better than none.
        return [name, fromCache(name, cached.get(name), stop.signal.aborted ? reason : message)];
      }
    }),
  );
  return {
    results: names.map((name) => fetched.get(name) ?? fromCache(name, cached.get(name))),
    registry: reason ? 'unreachable' : 'answered',
    ...(reason ? { reason } : {}),
  };
}

/** One line on what a sync did, for the console. */
export function describeSync(report: SyncReport, now = Date.now()): string {
  const count = (status: SyncResult['status']) => report.results.filter((r) => r.status === status).length;
  const ages = report.results
    .filter((r) => r.status === 'cached' && r.entry)
    .map((r) => now - Date.parse(r.entry!.fetchedAt));
  const oldest = ages.length ? Math.max(...ages) : 0;
  const age = oldest >= 48 * 3600_000 ? `${Math.floor(oldest / 86_400_000)} days` : `${Math.ceil(oldest / 3600_000)} h`;
  const parts = [
    count('fetched') && `${count('fetched')} fetched`,
    count('cached') && `${count('cached')} from the cache (up to ${age} old)`,
    count('failed') && `${count('failed')} unavailable (their pages say so)`,
  ].filter(Boolean);
  const head =
    report.registry === 'unreachable'
      ? `the npm registry is unreachable (${report.reason}); `
      : report.registry === 'offline'
        ? 'offline: '
        : '';
  return `${head}${report.results.length} READMEs: ${parts.join(', ')}`;
}
