import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alertsToAdmonitions, dropFirstH1, readmeToPage, rewriteUrl } from '../transform';
import { isFresh, MAX_AGE_MS, readCache, writeCache, type CacheEntry } from '../cache';
import { mapLimit, syncReadmes } from '../sync';
import { repositoryUrl } from '../npm';
import { isCommunityMaintained, packagePageIndex, pageLinks, renderPackagePage } from '../page';
import { README_PACKAGES, type ReadmePackage } from '../packages';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/example-loader.md'), 'utf8');
const packagePages = new Map([
  ['https://github.com/webpack-contrib/style-loader', '/loaders/style-loader/'],
  ['css-loader', '/loaders/css-loader/'],
]);
const context = { repository: 'https://github.com/example/example-loader', packagePages };

describe('README processing', () => {
  const page = readmeToPage(fixture, context);

  it('drops the README title, the logo block and the badges', () => {
    expect(page).not.toMatch(/^# example-loader/m);
    expect(page).not.toContain('icon-square-big.svg');
    expect(page).not.toContain('[![npm]');
    expect(page.startsWith('Turns examples into modules.')).toBe(true);
  });

  it('drops only the first h1, whatever its form', () => {
    expect(dropFirstH1('Title\n=====\n\ntext\n\n# Second')).toBe('\ntext\n\n# Second');
    expect(dropFirstH1('<h1>Title</h1>\n\n# Kept')).toBe('\n# Kept');
    expect(dropFirstH1('```md\n# in code\n```\n# Real')).toBe('```md\n# in code\n```');
  });

  it('points relative links into the repository and relative images to raw files', () => {
    expect(page).toContain('[the docs](https://github.com/example/example-loader/blob/HEAD/docs/options.md)');
    expect(page).toContain('[changelog](https://github.com/example/example-loader/blob/HEAD/CHANGELOG.md)');
    expect(page).toContain('![diagram](https://github.com/example/example-loader/raw/HEAD/img/flow.png)');
    expect(page).toContain('src="https://github.com/example/example-loader/raw/HEAD/docs/screenshot.png"');
    expect(rewriteUrl('docs/a.md#part', 'link', { ...context, directory: 'packages/x' })).toBe(
      'https://github.com/example/example-loader/blob/HEAD/packages/x/docs/a.md#part',
    );
  });

  it('sends links to other documented packages to their pages here', () => {
    expect(page).toContain('[style-loader](/loaders/style-loader/)');
    expect(page).toContain('[the npm package](/loaders/css-loader/)');
    expect(rewriteUrl('https://github.com/other/thing', 'link', context)).toBe('https://github.com/other/thing');
  });

  it('keeps anchors that exist, fixes their case, and drops the rest', () => {
    expect(page).toContain('[Usage](#usage)');
    expect(page).toContain('[Options](#options)');
    expect(page).toContain('or a section that is gone.');
    expect(page).toContain('<a>an HTML link to nowhere</a>');
    expect(page).toContain('<a href="#options">one that works</a>');
  });

  it('leaves code blocks alone', () => {
    expect(page).toContain('// # not a heading\nconst x = { y: 1 };');
  });

  it('turns GitHub alerts into admonitions', () => {
    expect(page).toContain(':::warning\n\nNeeds webpack 5.\n\n:::');
    expect(alertsToAdmonitions('> [!NOTE]\n> Read this.\n\nAfter.')).toBe(':::note\n\nRead this.\n\n:::\n\nAfter.');
  });
});

describe('package pages', () => {
  const pkg: ReadmePackage = { name: 'example-loader', kind: 'loader', group: 'CSS' };
  const entry: CacheEntry = {
    name: 'example-loader',
    version: '2.1.0',
    description: 'Loads examples.',
    repository: 'https://github.com/example/example-loader',
    readme: fixture,
    fetchedAt: '2026-11-20T10:00:00.000Z',
  };

  it('links the source README, its edit page and the repository, and marks community packages', () => {
    const page = renderPackagePage(pkg, entry, packagePages);
    expect(page).toContain('title: "example-loader"');
    expect(page).toContain('group: "CSS"');
    expect(page).toContain('custom_edit_url: "https://github.com/example/example-loader/edit/HEAD/README.md"');
    expect(page).toContain('[Source README](https://github.com/example/example-loader/blob/HEAD/README.md)');
    expect(page).toContain('[Edit the README](https://github.com/example/example-loader/edit/HEAD/README.md)');
    expect(page).toContain('[Repository](https://github.com/example/example-loader)');
    expect(page).toMatch(/_example-loader is maintained by its own authors, outside the webpack organisation/);
  });

  it('does not mark packages of the webpack organisations', () => {
    for (const repo of ['https://github.com/webpack-contrib/x', 'https://github.com/webpack/css-loader']) {
      expect(isCommunityMaintained({ npm: '', repo })).toBe(false);
    }
    expect(isCommunityMaintained({ npm: '', repo: 'https://github.com/jantimon/html-webpack-plugin' })).toBe(true);
  });

  it('without a README, says so and keeps the links it knows', () => {
    const contrib: ReadmePackage = { name: 'copy-webpack-plugin', kind: 'plugin', group: 'webpack contrib' };
    const page = renderPackagePage(contrib, undefined, packagePages);
    expect(page).toContain('could not be fetched when this site was built');
    expect(page).toContain('[npm](https://www.npmjs.com/package/copy-webpack-plugin)');
    expect(page).toContain('[Repository](https://github.com/webpack-contrib/copy-webpack-plugin)');
    expect(pageLinks({ name: 'x', kind: 'plugin', group: 'Community' }, undefined)).toEqual({
      npm: 'https://www.npmjs.com/package/x',
    });
  });

  it('indexes every documented package by name and repository', () => {
    const index = packagePageIndex(README_PACKAGES, new Map());
    expect(index.get('mini-css-extract-plugin')).toBe('/plugins/mini-css-extract-plugin/');
    expect(index.get('https://github.com/webpack-contrib/mini-css-extract-plugin')).toBe(
      '/plugins/mini-css-extract-plugin/',
    );
  });

  it('normalises repository fields', () => {
    expect(repositoryUrl('git+https://github.com/a/b.git')).toEqual({ url: 'https://github.com/a/b' });
    expect(repositoryUrl('webpack/css-loader')).toEqual({ url: 'https://github.com/webpack/css-loader' });
    expect(repositoryUrl({ type: 'git', url: 'git@github.com:a/b.git', directory: 'packages/c' })).toEqual({
      url: 'https://github.com/a/b',
      directory: 'packages/c',
    });
  });
});

describe('the README cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const entry = (fetchedAt: string): CacheEntry => ({ name: 'a-loader', version: '1.0.0', readme: '# a', fetchedAt });
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('is fresh for 48 hours', () => {
    expect(isFresh(entry(new Date(now - MAX_AGE_MS + 1000).toISOString()), now)).toBe(true);
    expect(isFresh(entry(new Date(now - MAX_AGE_MS).toISOString()), now)).toBe(false);
    expect(isFresh(undefined, now)).toBe(false);
  });

  it('uses a fresh entry without fetching and refetches a stale one', async () => {
    await writeCache(dir, entry(new Date(now - 3600_000).toISOString()));
    const fetcher = jest.fn().mockResolvedValue({ name: 'a-loader', version: '2.0.0', readme: '# new' });
    expect((await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher }))[0]).toMatchObject({ status: 'cached' });
    expect(fetcher).not.toHaveBeenCalled();

    const later = now + MAX_AGE_MS;
    const [result] = await syncReadmes(['a-loader'], { cacheDir: dir, now: later, fetcher });
    expect(result).toMatchObject({ status: 'fetched', entry: { version: '2.0.0' } });
    expect(await readCache(dir, 'a-loader')).toMatchObject({
      version: '2.0.0',
      fetchedAt: new Date(later).toISOString(),
    });
  });

  it('forces a fetch when asked', async () => {
    await writeCache(dir, entry(new Date(now).toISOString()));
    const fetcher = jest.fn().mockResolvedValue({ name: 'a-loader', version: '3.0.0', readme: '# x' });
    await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher, force: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('falls back to a stale copy, or to nothing, when npm fails', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('npm error code ENOTFOUND\nrequest failed'));
    const [none] = await syncReadmes(['b-loader'], { cacheDir: dir, now, fetcher: failing });
    expect(none).toEqual({ name: 'b-loader', status: 'failed', error: 'npm error code ENOTFOUND' });

    await writeCache(dir, entry(new Date(now - 5 * MAX_AGE_MS).toISOString()));
    const [stale] = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher: failing });
    expect(stale).toMatchObject({ status: 'cached', entry: { version: '1.0.0' }, error: 'npm error code ENOTFOUND' });
  });

  it('offline, reads the cache only', async () => {
    const fetcher = jest.fn();
    const [result] = await syncReadmes(['a-loader'], { cacheDir: dir, now, fetcher, offline: true });
    expect(result).toMatchObject({ status: 'failed' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches in parallel with a bound', async () => {
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
