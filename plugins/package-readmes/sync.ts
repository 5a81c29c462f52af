/**
 * Brings the README cache up to date: fetches what is missing or stale (or
 * everything, when forced), a few packages at a time, and within a bound for
 * the whole sync. A registry that cannot be reached, or that stops answering,
 * ends the sync at its first failed or unanswered request: it costs seconds,
 * not minutes, and the cache then stays as it is for the pages to use (or
 * their fallback).
 */
import { configuredRegistry, fetchPackage, RegistryError, type FetchOptions, type PackageInfo } from './registry';
import { isFresh, MAX_AGE_MS, readCache, writeCache, type CacheEntry } from './cache';

export type SyncResult = { name: string; status: 'cached' | 'fetched' | 'failed'; entry?: CacheEntry; error?: string };

export type SyncReport = {
  results: SyncResult[];
  /** Whether the registry was needed, and whether it answered (in time). */
  registry: 'not needed' | 'offline' | 'answered' | 'unreachable' | 'too slow';
  /** Why the sync stopped early. */
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
  registry?: string;
  /** Time one request may go unanswered; the first one that does ends the sync. */
  requestTimeoutMs?: number;
  /** Time the whole sync may take. */
  deadlineMs?: number;
  fetcher?: (name: string, options: FetchOptions) => Promise<PackageInfo>;
};

export const REQUEST_TIMEOUT_MS = 6_000;
export const SYNC_DEADLINE_MS = 30_000;

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
    // Six connections at a time fetch all 39 packages in about 2 s here; the registry makes each connection opened
    // beyond a few at once wait about 5 s, which all at once would cost.
    concurrency = 6,
    maxAgeMs = MAX_AGE_MS,
    registry = configuredRegistry(),
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
    deadlineMs = SYNC_DEADLINE_MS,
    fetcher = fetchPackage,
  } = options;
  const now = options.now ?? Date.now();
  const cached = new Map(
    await Promise.all(names.map(async (name) => [name, await readCache(cacheDir, name)] as const)),
  );
  const todo = names.filter((name) => force || !isFresh(cached.get(name), now, maxAgeMs));
  const keepCache = (reason?: string) => names.map((name) => fromCache(name, cached.get(name), reason));

  if (todo.length === 0) return { results: keepCache(), registry: 'not needed' };
  if (offline) return { results: keepCache(), registry: 'offline' };

  // The first sign that the registry cannot serve the sync stops it: requests in flight are cancelled, the packages
  // still waiting are not asked for.
  const stop = new AbortController();
  const state: { stopped?: { registry: 'unreachable' | 'too slow'; reason: string } } = {};
  const stopWith = (registryState: 'unreachable' | 'too slow', reason: string) => {
    if (state.stopped) return;
    state.stopped = { registry: registryState, reason };
    stop.abort();
  };
  const stoppedBecause = () => state.stopped?.reason;
  const deadline = setTimeout(() => stopWith('too slow', `the sync took more than ${deadlineMs / 1000} s`), deadlineMs);
  try {
    const fetched = new Map(
      await mapLimit(todo, concurrency, async (name): Promise<[string, SyncResult]> => {
        const before = stoppedBecause();
        if (before) return [name, fromCache(name, cached.get(name), before)];
        try {
          const info = await fetcher(name, { registry, signal: stop.signal, timeoutMs: requestTimeoutMs });
          const entry: CacheEntry = { ...info, fetchedAt: new Date(now).toISOString() };
          await writeCache(cacheDir, entry);
          return [name, { name, status: 'fetched', entry }];
        } catch (error) {
          const message = firstLine(error);
          if (error instanceof RegistryError && error.unreachable) stopWith('unreachable', message);
          // A stale copy is better than none.
          return [name, fromCache(name, cached.get(name), stoppedBecause() ?? message)];
        }
      }),
    );
    return {
      results: names.map((name) => fetched.get(name) ?? fromCache(name, cached.get(name))),
      registry: state.stopped?.registry ?? 'answered',
      ...(state.stopped ? { reason: state.stopped.reason } : {}),
    };
  } finally {
    clearTimeout(deadline);
  }
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
      : report.registry === 'too slow'
        ? `the npm registry is too slow (${report.reason}); `
        : report.registry === 'offline'
          ? 'offline: '
          : '';
  return `${head}${report.results.length} READMEs: ${parts.join(', ')}`;
}
