/**
 * The local search in the browser: the navbar's box and its suggestions, the search page, the version a page searches,
 * what a search downloads, and a sample of the evaluation set typed into the real box.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, SEARCH_INDEX_TIMEOUT } from './fixtures';
import { builtSearch } from '../search/builtSearch';
import { SEARCH_CASES, searchPageOf } from '../search/queries';
import { LOGGED_QUERIES, SEARCH_RESOURCES } from '../../scripts/bench/search.mjs';

const BUILD = path.resolve('build-e2e');
const KB = 1024;

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const options = (page: Page) => page.getByRole('option');

/**
 * Types a query into the box of a hydrated page and waits until its results are shown for it: the list keeps the last
 * query's results, busy, until the new ones come.
 */
async function search(page: Page, query: string): Promise<string[]> {
  await box(page).fill(query);
  await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false', {
    timeout: SEARCH_INDEX_TIMEOUT,
  });
  return options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The bytes a file of the build takes gzipped (-9, as the budgets and `npm run bench` count them). */
const gzipSize = (pathname: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(BUILD, decodeURIComponent(pathname))), { level: 9 }).length;

test.describe('the search box', () => {
  test('shows results as the reader types, the words marked, and Enter opens the first', async ({ page }) => {
    await hydrated(page, '/concepts/');
    await box(page).click();
    await box(page).pressSequentially('tree shaking', { delay: 30 });
    await expect(options(page).first()).toBeVisible({ timeout: SEARCH_INDEX_TIMEOUT });
    await expect(options(page).first().locator('mark').first()).toHaveText(/tree/i);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/guides\/tree-shaking\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tree Shaking' })).toBeVisible();
  });

  test('"/" and Ctrl-K focus the search box', async ({ page }) => {
    await hydrated(page, '/concepts/');
    await page.locator('main').click();
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
  });

  test('loads nothing of the search before the reader turns to the box, and keeps what is typed meanwhile', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // The index is held back until the typing is done: the first keys land while the search loads.
    let typed = () => {};
    const typingDone = new Promise<void>((resolve) => (typed = resolve));
    await page.route('**/search-index/**', async (route) => {
      await typingDone;
      await route.continue();
    });
    await hydrated(page, '/concepts/');
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.startsWith('/search-index/'))).toEqual([]);
    const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;
    await box(page).focus();
    await page.keyboard.type('tree shaking');
    typed();
    await expect(options(page).first()).toBeVisible({ timeout: SEARCH_INDEX_TIMEOUT });
    await expect(box(page)).toHaveValue('tree shaking');
    await expect(box(page)).toBeFocused();
    expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
  });

  test('shows the first results as soon as the search has loaded, with no timer in between', async ({ page }) => {
    // React.lazy under Suspense would hold the suggestions back until a 300 ms timer ran (React's throttle of what a
    // boundary reveals), most of a first result's time. With the page's clock stopped, only the downloads and React's
    // own scheduling may bring the results; a timer on the way never fires. The search's code arrives after the
    // typing, as on a real network (typing meanwhile would render the box again, and reveal the list with it).
    await page.clock.install();
    await hydrated(page, '/concepts/');
    // A second ahead: the clock runs on while the page answers, and cannot be moved back.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    let typed = () => {};
    const typingDone = new Promise<void>((resolve) => (typed = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await typingDone;
      await route.continue();
    });
    await box(page).focus();
    await page.keyboard.insertText('tree shaking');
    typed();
    await expect(options(page).first()).toBeVisible({ timeout: SEARCH_INDEX_TIMEOUT });
  });

  test('searches the version of the page: version 4 pages on /v4/, version 5 pages elsewhere', async ({ page }) => {
    await hydrated(page, '/v4/concepts/');
    const v4 = await search(page, 'entry points');
    expect(v4.length).toBeGreaterThan(2);
    expect(v4.every((url) => url.startsWith('/v4/'))).toBe(true);
    await expect(page.getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/search/?q=entry+points&version=4',
    );
    await hydrated(page, '/concepts/');
    const v5 = await search(page, 'entry points');
    expect(v5.length).toBeGreaterThan(2);
    expect(v5.some((url) => url.startsWith('/v4/'))).toBe(false);
  });

  test('finds an option first by its dotted name, its last segment and its words', async ({ page }) => {
    await hydrated(page, '/concepts/');
    for (const query of ['output.chunkFilename', 'chunkFilename', 'chunk filename']) {
      expect((await search(page, query))[0], query).toBe('/configuration/output/#outputchunkfilename');
    }
    for (const query of ['devServer.proxy', 'dev server proxy', 'devserver proxy']) {
      expect((await search(page, query))[0], query).toBe('/configuration/dev-server/#devserverproxy');
    }
    // A member documented under its object's heading ("Call these on … module.hot") is found by its full name.
    expect((await search(page, 'module.hot.accept'))[0]).toBe('/api/hot-module-replacement/#accept');
  });

  test('lists no boilerplate section, each place once, and says where each result is', async ({ page }) => {
    await hydrated(page, '/concepts/');
    for (const heading of ['Further Reading', 'Related', 'Contributing', 'License']) {
      await search(page, heading);
      // The sections' headings; a page of that title (the site's /license/) is no boilerplate section.
      const headings = await options(page).evaluateAll((links) =>
        links
          .filter((link) => link.getAttribute('href')!.includes('#'))
          .map((link) => link.firstElementChild?.textContent?.trim().toLowerCase()),
      );
      expect(headings, heading).not.toContain(heading.toLowerCase());
    }
    // The site's license page is found by its title.
    expect((await search(page, 'license'))[0]).toBe('/license/');
    const places = await search(page, 'resolve alias');
    expect(new Set(places).size).toBe(places.length);
    await search(page, 'output');
    const shown = (await options(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    // Two pages are titled "Output": the concept and the configuration reference.
    expect(shown).toContain('Output Documentation › Concepts');
    expect(shown).toContain('Output Documentation › Configuration');
    expect(new Set(shown).size).toBe(shown.length);
  });

  test('downloads at most 150 KB (gzip) for the first search and 50 KB for each later one', async ({ page }) => {
    const fetched: string[] = [];
    // What the search loads, as the bench counts it: not the pages the site prefetches (`<link rel="prefetch">`) while
    // the browser is idle, which a busy machine can delay into a query's time.
    page.on('request', (request) => {
      if ((SEARCH_RESOURCES as Set<string>).has(request.resourceType())) fetched.push(new URL(request.url()).pathname);
    });
    await hydrated(page, '/concepts/');
    const transfers: number[] = [];
    // The ten queries of the bench's network log (the queries among them).
    for (const query of LOGGED_QUERIES as string[]) {
      fetched.length = 0;
      await box(page).fill('');
      await search(page, query);
      await page.waitForLoadState('networkidle');
      transfers.push(fetched.filter((url) => !url.endsWith('/')).reduce((sum, url) => sum + gzipSize(url), 0));
    }
    console.log(`Bytes per query (gzip -9): ${transfers.map((bytes) => (bytes / KB).toFixed(1)).join(', ')} KB`);
    expect(transfers[0]).toBeLessThanOrEqual(150 * KB);
    for (const bytes of transfers.slice(1)) expect(bytes).toBeLessThanOrEqual(50 * KB);
  });
});

test.describe('the search page', () => {
  test('lists the results of the query in its address, in the main landmark, with their summaries', async ({
    page,
  }) => {
    await page.goto('/search/?q=devServer.proxy');
    await expect(page).toHaveTitle('Search results for "devServer.proxy" | webpack');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    const first = main.getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/configuration/dev-server/#devserverproxy', {
      timeout: SEARCH_INDEX_TIMEOUT,
    });
    await expect(first).toContainText('Forwards requests');
  });

  test('lets the reader switch versions, and keeps the query and the version in its address', async ({ page }) => {
    await page.goto('/search/?q=entry+points&version=4');
    const results = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(results.first()).toHaveAttribute('href', /^\/v4\//, { timeout: SEARCH_INDEX_TIMEOUT });
    await expect(page.getByRole('radio', { name: 'webpack 4' })).toBeChecked();
    await page.getByRole('radio', { name: 'webpack 5' }).check();
    await expect(page).toHaveURL(/\/search\/\?q=entry\+points$/);
    await expect(results.first()).not.toHaveAttribute('href', /^\/v4\//);
    await page.getByRole('searchbox', { name: 'Search' }).fill('devtool');
    await expect(page).toHaveURL(/\/search\/\?q=devtool$/);
    await expect(results.first()).toHaveAttribute('href', '/configuration/devtool/');
  });
});

// The whole set is evaluated by the site's search code in Node (tests/search, `npm run search:evaluate`, part of
// `npm test`), in seconds, and held to its goals there. Through the real box, a tenth of it (every tenth case of both
// halves, version 4 cases among them) must list what that code ranks: the box, the index parts it fetches and its
// links are the evaluated search.
test('on a tenth of the evaluation set, the box lists the results the evaluated search ranks, in its order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const indexes = builtSearch(BUILD);
  const sample = SEARCH_CASES.filter((_, index) => index % 10 === 0);
  let shownPage = '';
  for (const { query, version } of sample) {
    if (shownPage !== searchPageOf(version)) await hydrated(page, (shownPage = searchPageOf(version)));
    const evaluated = (await indexes.get(version)!.search(query, 8)).map(({ url }) => url);
    expect(await search(page, query), `v${version} "${query}"`).toEqual(evaluated);
  }
});
