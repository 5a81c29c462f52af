/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isFresh, MAX_AGE_MS, readCache, writeCache, type CacheEntry } from '../cache';
import { describeSync, mapLimit, syncReadmes } from '../sync';
import { RegistryError, type FetchOptions } from '../registry';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-cache-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (fetchedAt: string, name = 'a-loader'): CacheEntry => ({
  name,
  version: '1.0.0',
  readme: '# a',
  fetchedAt,
});
const now = Date.parse('2026-11-23T12:00:00Z');

describe('the README cache', () => {
  it('is fresh for 48 hours', () => {
    expect(isFresh(entry(new Date(now - MAX_AGE_MS + 1000).toISOString()), now)).toBe(true);
    expect(isFresh(entry(new Date(now - MAX_AGE_MS).toISOString()), now)).toBe(false);
    expect(isFresh(undefined, now)).toBe(false);
  });

  it('uses fresh entries without asking the registry at all, and fetches stale ones', async () => {
    await writeCache(dir, entry(new Date(now - 3600_000).toISOString()));
    const fetcher = jest.fn().mockResolvedValue({ name: 'a-loader', version: '2.0.0', readme: '# new' });
    const fresh = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher });
    expect(fresh).toMatchObject({ registry: 'not needed', results: [{ status: 'cached' }] });
    expect(fetcher).not.toHaveBeenCalled();

    const later = now + MAX_AGE_MS;
    const stale = await syncReadmes(['a-loader'], { cacheDir: dir, now: later, fetcher, registry: 'http://r/' });
    expect(stale).toMatchObject({
      registry: 'answered',
      results: [{ status: 'fetched', entry: { version: '2.0.0' } }],
    });
    expect(fetcher).toHaveBeenCalledWith(
      'a-loader',
      expect.objectContaining({ registry: 'http://r/', timeoutMs: 6000 }),
    );
    expect(await readCache(dir, 'a-loader')).toMatchObject({
      version: '2.0.0',
      fetchedAt: new Date(later).toISOString(),
    });
  });

  it('fetches everything when forced', async () => {
    await writeCache(dir, entry(new Date(now).toISOString()));
    const fetcher = jest.fn().mockResolvedValue({ name: 'a-loader', version: '3.0.0', readme: '# x' });
    await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher, force: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps a stale copy, or reports nothing, when a package fails, and goes on with the others', async () => {
    const failing = jest.fn(async (name: string) => {
      if (name === 'b-loader') throw new RegistryError('GET http://r/b-loader/latest: HTTP 404', false);
      return { name, version: '2.0.0', readme: '# c' };
    });
    const none = await syncReadmes(['b-loader', 'c-loader'], { cacheDir: dir, now, fetcher: failing });
    expect(none.results).toMatchObject([
      { name: 'b-loader', status: 'failed', error: 'GET http://r/b-loader/latest: HTTP 404' },
      { name: 'c-loader', status: 'fetched' },
    ]);
    expect(none.registry).toBe('answered');

    await writeCache(dir, entry(new Date(now - 5 * MAX_AGE_MS).toISOString()));
    const stale = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher: failing, force: true });
    expect(stale.results[0]).toMatchObject({ status: 'fetched' });
    const refused = jest.fn().mockRejectedValue(new RegistryError('a-loader@2.0.0: refused', false));
    const kept = await syncReadmes(['a-loader'], { cacheDir: dir, now: now + 3 * MAX_AGE_MS, fetcher: refused });
    expect(kept.results[0]).toMatchObject({ status: 'cached', entry: { version: '2.0.0' } });
  });

  it('offline, reads the cache only', async () => {
    const fetcher = jest.fn();
    const report = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher, offline: true });
    expect(report).toMatchObject({ registry: 'offline', results: [{ status: 'failed' }] });
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('a registry that cannot serve the sync', () => {
  /** Answers after `ms`, or fails as a cancelled request when the sync stops first. */
  const after = (ms: number) =>
    jest.fn(
      (name: string, { signal }: FetchOptions) =>
        new Promise<{ name: string; version: string; readme: string }>((resolve, reject) => {
          const timer = setTimeout(() => resolve({ name, version: '1.0.0', readme: '# r' }), ms);
          signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new RegistryError(`GET ${name}: cancelled`, true));
          });
        }),
    );

  it('that cannot be reached stops the sync at the first failure: nothing else is asked', async () => {
    await writeCache(dir, entry(new Date(now - 5 * MAX_AGE_MS).toISOString()));
    const fetcher = jest.fn(async (name: string): Promise<never> => {
      throw new RegistryError(`GET http://r/${name}/latest: ECONNREFUSED`, true);
    });
    const report = await syncReadmes(['a-loader', 'b-loader', 'c-loader'], {
      cacheDir: dir,
      now,
      fetcher,
      concurrency: 1,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(report).toMatchObject({
      registry: 'unreachable',
      reason: 'GET http://r/a-loader/latest: ECONNREFUSED',
      results: [
        { name: 'a-loader', status: 'cached' },
        { name: 'b-loader', status: 'failed' },
        { name: 'c-loader', status: 'failed' },
      ],
    });
    expect(describeSync(report, now)).toBe(
      'the npm registry is unreachable (GET http://r/a-loader/latest: ECONNREFUSED); 3 READMEs: 1 from the cache (up to 10 days old), 2 unavailable (their pages say so)',
    );
  });

  it('that stops answering during a sync cancels the requests in flight and those still waiting', async () => {
    const fetcher = jest.fn(async (name: string, options: FetchOptions) => {
      if (name === 'hangs') throw new RegistryError(`GET ${name}: no answer within 6 s`, true);
      return after(1000)(name, options);
    });
    const report = await syncReadmes(['slow-1', 'hangs', 'slow-2', 'slow-3'], {
      cacheDir: dir,
      now,
      fetcher,
      concurrency: 2,
    });
    expect(report).toMatchObject({ registry: 'unreachable', reason: 'GET hangs: no answer within 6 s' });
    expect(report.results.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    // slow-1 was cancelled in flight; the third and fourth packages never started.
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("that answers too slowly is given the whole sync's time, and no more", async () => {
    const fetcher = after(40);
    const started = Date.now();
    const report = await syncReadmes(['a', 'b', 'c', 'd', 'e', 'f'], {
      cacheDir: dir,
      now,
      fetcher,
      concurrency: 1,
      deadlineMs: 100,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(report).toMatchObject({ registry: 'too slow', reason: 'the sync took more than 0.1 s' });
    expect(report.results.filter((r) => r.status === 'fetched').length).toBeGreaterThanOrEqual(1);
    expect(report.results.filter((r) => r.status === 'fetched').length).toBeLessThan(6);
    expect(describeSync(report, now)).toMatch(
      /^the npm registry is too slow \(the sync took more than 0\.1 s\); 6 READMEs: \d fetched, \d unavailable/,
    );
  });
});

describe('mapLimit', () => {
  it('runs in parallel with a bound', async () => {
    let running = 0;
    let peak = 0;
    await mapLimit([1, 2, 3, 4, 5, 6, 7], 3, async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    });
    expect(peak).toBe(3);
  });
});
