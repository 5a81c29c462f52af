/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isFresh, MAX_AGE_MS, readCache, writeCache, type CacheEntry } from '../cache';
import { describeSync, mapLimit, syncReadmes } from '../sync';
import type { NpmCallOptions } from '../npm';

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
const answers = jest.fn().mockResolvedValue(undefined);

describe('the README cache', () => {
  it('is fresh for 48 hours', () => {
    expect(isFresh(entry(new Date(now - MAX_AGE_MS + 1000).toISOString()), now)).toBe(true);
    expect(isFresh(entry(new Date(now - MAX_AGE_MS).toISOString()), now)).toBe(false);
    expect(isFresh(undefined, now)).toBe(false);
  });

  it('uses fresh entries without asking the registry at all, and fetches stale ones', async () => {
    await writeCache(dir, entry(new Date(now - 3600_000).toISOString()));
    const fetcher = jest.fn().mockResolvedValue({ name: 'a-loader', version: '2.0.0', readme: '# new' });
    const probe = jest.fn().mockResolvedValue(undefined);
    const fresh = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher, probe });
    expect(fresh).toMatchObject({ registry: 'not needed', results: [{ status: 'cached' }] });
    expect(probe).not.toHaveBeenCalled();
    expect(fetcher).not.toHaveBeenCalled();

    const later = now + MAX_AGE_MS;
    const stale = await syncReadmes(['a-loader'], { cacheDir: dir, now: later, fetcher, probe });
    expect(stale).toMatchObject({
      registry: 'answered',
      results: [{ status: 'fetched', entry: { version: '2.0.0' } }],
    });
    expect(await readCache(dir, 'a-loader')).toMatchObject({
      version: '2.0.0',
      fetchedAt: new Date(later).toISOString(),
    });
  });

  it('fetches everything when forced', async () => {
    await writeCache(dir, entry(new Date(now).toISOString()));
    const fetcher = jest.fn().mockResolvedValue({ name: 'a-loader', version: '3.0.0', readme: '# x' });
    await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher, probe: answers, force: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps a stale copy, or reports nothing, when a package fails', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('npm view: npm error code E404\nmore'));
    const none = await syncReadmes(['b-loader'], { cacheDir: dir, now, fetcher: failing, probe: answers });
    expect(none.results).toEqual([{ name: 'b-loader', status: 'failed', error: 'npm view: npm error code E404' }]);

    await writeCache(dir, entry(new Date(now - 5 * MAX_AGE_MS).toISOString()));
    const stale = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher: failing, probe: answers });
    expect(stale.results[0]).toMatchObject({ status: 'cached', entry: { version: '1.0.0' } });
  });

  it('offline, reads the cache only', async () => {
    const fetcher = jest.fn();
    const report = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher, probe: answers, offline: true });
    expect(report).toMatchObject({ registry: 'offline', results: [{ status: 'failed' }] });
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('an unreachable registry', () => {
  it('is given one short question, and nothing is fetched when it does not answer', async () => {
    await writeCache(dir, entry(new Date(now - 5 * MAX_AGE_MS).toISOString()));
    const probe = jest.fn(async ({ timeoutMs }: NpmCallOptions) => {
      throw new Error(`npm ping: no answer within ${timeoutMs! / 1000} s`);
    });
    const fetcher = jest.fn();
    const report = await syncReadmes(['a-loader', 'b-loader'], { cacheDir: dir, now, fetcher, probe });
    expect(probe).toHaveBeenCalledWith({ timeoutMs: 5000 });
    expect(fetcher).not.toHaveBeenCalled();
    expect(report).toMatchObject({
      registry: 'unreachable',
      reason: 'npm ping: no answer within 5 s',
      results: [
        { name: 'a-loader', status: 'cached' },
        { name: 'b-loader', status: 'failed' },
      ],
    });
    expect(describeSync(report, now)).toBe(
      'the npm registry is unreachable (npm ping: no answer within 5 s); 2 READMEs: 1 from the cache (up to 10 days old), 1 unavailable (their pages say so)',
    );
  });

  it('that stops answering during a sync cancels the packages still waiting', async () => {
    const fetcher = jest.fn(async (name: string, { signal }: NpmCallOptions) => {
      if (name === 'hangs') throw new Error('npm view: no answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (signal?.aborted) throw new Error('npm view: cancelled');
      return { name, version: '1.0.0', readme: '# r' };
    });
    const report = await syncReadmes(['hangs', 'slow-1', 'slow-2', 'slow-3'], {
      cacheDir: dir,
      now,
      fetcher,
      probe: answers,
      concurrency: 2,
    });
    expect(report.registry).toBe('unreachable');
    expect(report.results.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    // The third and fourth packages never started.
    expect(fetcher).toHaveBeenCalledTimes(2);
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
