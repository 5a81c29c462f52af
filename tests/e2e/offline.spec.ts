import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, SEARCH_INDEX_TIMEOUT } from './fixtures';
import { freePort, serveBuild } from './serve';
import { precacheSize } from '../../scripts/bench/precache.mjs';
import { E2E_BUILD_DIR } from '../../playwright.config';
import { README_PACKAGES, packagePagePath } from '../../plugins/package-readmes/packages';

/** Waits until a service worker controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
}

/**
 * Turns the browser's HTTP cache off (routing a context does), so that what loads offline is what the worker kept,
 * whatever the age of the build's files: the HTTP cache would otherwise answer for a while by heuristic freshness, as
 * the test server sends no Cache-Control. The context, not the page: a page's routing also holds the worker's own
 * requests, and never lets them go.
 */
async function withoutHttpCache(context: BrowserContext) {
  await context.route('**/*', (route) => route.continue());
}

/**
 * Waits until the worker has kept every script and stylesheet the page loaded without it (`workerStart` 0): those it
 * had loaded when the worker took it over, which the page then hands it, and those still on their way then, such as
 * the scripts prefetched for its links, which it hands over as they arrive. The worker keeps them in the background.
 */
async function keptWhatThePageLoaded(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter(({ name, workerStart }) => /\/assets\/(js|css)\//.test(name) && workerStart === 0)
            .map(({ name }) => name);
          const kept = await Promise.all(files.map((name) => caches.match(name, { ignoreSearch: true })));
          return files.filter((_, i) => !kept[i]);
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

const OFFLINE_FLAG = 'e2e-network-cut';
const reportsOffline = new WeakSet<BrowserContext>();

/**
 * Cuts the context's network, or restores it. With the network cut, Chromium 150 (Debian's, on some machines) still
 * reports `navigator.onLine` true in a document loaded after the cut, though every request fails, where a browser
 * without a network reports false; so documents of the tab report false while the cut lasts (a flag in the tab's
 * session storage, read before the page's scripts run). Requests are cut by the browser either way.
 */
async function goOffline(context: BrowserContext, offline: boolean) {
  if (!reportsOffline.has(context)) {
    reportsOffline.add(context);
    await context.addInitScript((flag) => {
      if (sessionStorage.getItem(flag) !== 'true') return;
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    }, OFFLINE_FLAG);
  }
  await context.setOffline(offline);
  for (const page of context.pages()) {
    await page.evaluate(({ flag, value }) => sessionStorage.setItem(flag, value), {
      flag: OFFLINE_FLAG,
      value: String(offline),
    });
  }
}

test.use({ serviceWorkers: 'allow' });

/**
 * The precache's gzip bytes: the goal of issue 34, 4 MB for version 5 in all, is the budget. The option pages merged on
 * 2026-11-29 had taken it to 4.20 MB with the README cache filled; the blog and the vote page left the precache (they
 * are kept as they are read), which brought it to 3.99 MB with the cache, 3.4 MB without. On 2026-11-30 the pages made
 * from package READMEs left it too, as their size is the registry's: 3.22 MB with the cache.
 */
const PRECACHE_BUDGET = 4_000_000;

// A budget, and the work of a patch of the speed layer (plugins/perf/offline-scope): a stock build precaches more.
test(
  'the offline precache holds version 5 and its search index, not version 4, within its budget',
  { tag: '@speed' },
  () => {
    const build = E2E_BUILD_DIR;
    const { urls, gzip } = precacheSize(build) as { urls: string[]; gzip: number };
    const html = fs.readFileSync(path.join(build, 'index.html'), 'utf8');
    const index = [...html.matchAll(/<meta name="search-index" data-version="([^"]+)" content="\/([^"]+)">/g)];
    expect(index.map(([, version]) => version)).toEqual(['5', '4']);
    // Version 5's manifest and every part it names are precached; none of version 4's.
    const [, , v5Manifest] = index[0]!;
    const manifest = JSON.parse(fs.readFileSync(path.join(build, v5Manifest!), 'utf8')) as {
      terms: [string, string][];
      recordParts: [number, string][];
    };
    const dir = v5Manifest!.slice(0, v5Manifest!.lastIndexOf('/') + 1);
    for (const file of [v5Manifest!, ...[...manifest.terms, ...manifest.recordParts].map(([, name]) => dir + name)]) {
      expect(urls, file).toContain(file);
    }
    expect(urls.filter((url) => url.startsWith('search-index/4/') || url.startsWith('v4/'))).toEqual([]);
    // Nor the scripts only version 4's pages load (plugins/perf/offline-scope): no precached script holds a v4 permalink.
    const v4Scripts = urls.filter(
      (url) => url.endsWith('.js') && fs.readFileSync(path.join(build, url), 'utf8').includes('"permalink":"/v4/'),
    );
    expect(v4Scripts).toEqual([]);
    // Nor the pages made from package READMEs (plugins/package-readmes), nor the scripts that hold their content.
    const readmePages = README_PACKAGES.map((pkg) => packagePagePath(pkg)).filter((url) =>
      fs.existsSync(path.join(build, url, 'index.html')),
    );
    expect(readmePages.length).toBeGreaterThan(30);
    expect(urls.filter((url) => readmePages.some((page) => url === `${page.slice(1)}index.html`))).toEqual([]);
    const readmeScripts = urls.filter(
      (url) =>
        url.endsWith('.js') &&
        readmePages.some((page) => fs.readFileSync(path.join(build, url), 'utf8').includes(`"permalink":"${page}"`)),
    );
    expect(readmeScripts).toEqual([]);
    console.log(`Offline precache: ${urls.length} files, ${(gzip / 1e6).toFixed(2)} MB gzip (goal 4 MB)`);
    expect(gzip).toBeLessThanOrEqual(PRECACHE_BUDGET);
  },
);

test.describe('offline', () => {
  test.describe.configure({ mode: 'serial' });

  test('registers the worker and the manifest', async ({ page, request }) => {
    await page.goto('/');
    await controlled(page);
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(scriptURL!).pathname).toBe('/sw.js');
    const manifest = await (await request.get('/manifest.json')).json();
    expect(manifest).toMatchObject({
      name: 'webpack Documentation',
      short_name: 'webpack',
      theme_color: '#2b3a42',
      background_color: '#2b3a42',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['72x72', '192x192', '512x512']),
    );
  });

  test('a visited page reloads offline with its content; an unvisited one shows the offline message', async ({
    page,
    context,
  }) => {
    await page.goto('/concepts/output/');
    await controlled(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Output' })).toBeVisible();

    await goOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Output' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

    await page.goto('/configuration/watch/');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('has not been saved for offline reading')).toBeVisible();
    await goOffline(context, false);
  });

  test('a page the precache leaves out (made from a README) is kept once read, with its scripts', async ({
    page,
    context,
  }) => {
    await withoutHttpCache(context);
    await page.goto('/loaders/style-loader/');
    await controlled(page);
    // Read through the worker, which keeps the page and its scripts.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'style-loader' })).toBeVisible();

    await goOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'style-loader' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await goOffline(context, false);
  });

  test('the first page a reader opens, loaded before the worker ran, reloads offline hydrated', async ({
    page,
    context,
  }) => {
    await withoutHttpCache(context);
    await page.goto('/concepts/');
    await controlled(page);
    await keptWhatThePageLoaded(page);
    await goOffline(context, true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Concepts' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await goOffline(context, false);
  });

  test('the offline page of a page never opened looks like a page of the site, light and dark, phone and desktop', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    await goOffline(context, true);
    try {
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          await page.evaluate((value) => localStorage.setItem('theme', value), theme);
          await page.goto('/configuration/watch/');
          const heading = page.getByRole('heading', { level: 1, name: 'You are offline' });
          await expect(heading).toBeInViewport();
          await expect(page).toHaveTitle('You are offline | webpack');
          const painted = await page.evaluate(() => {
            const h1 = document.querySelector('h1')!;
            const main = document.querySelector('main')!;
            const box = h1.getBoundingClientRect();
            const column = main.getBoundingClientRect();
            const padding = parseFloat(getComputedStyle(main).paddingLeft);
            const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Go to the home page')!;
            const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
            return {
              h1Left: box.left,
              h1Right: box.right,
              columnLeft: column.left + padding,
              columnRight: column.right - padding,
              h1Top: box.top,
              navbarBottom: navbar.bottom,
              font: getComputedStyle(h1).fontFamily,
              text: getComputedStyle(h1).color,
              // The first painted background up from the body (Infima paints it on <html>).
              background:
                [document.body, document.documentElement]
                  .map((element) => getComputedStyle(element).backgroundColor)
                  .find((colour) => colour !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)',
              buttonBackground: getComputedStyle(link).backgroundColor,
              theme: document.documentElement.dataset.theme,
            };
          });
          const where = `${theme} ${width}px`;
          // Inside the content column, not flush against the edge of the window.
          expect(painted.h1Left, where).toBeGreaterThanOrEqual(painted.columnLeft - 0.5);
          expect(painted.h1Right, where).toBeLessThanOrEqual(painted.columnRight + 0.5);
          expect(painted.h1Left, where).toBeGreaterThanOrEqual(width > 996 ? 200 : 12);
          expect(painted.h1Top, where).toBeGreaterThan(painted.navbarBottom);
          // Styled by the site's stylesheet: its fonts, its button, its theme colours.
          expect(painted.font, where).not.toMatch(/^"?Times/);
          expect(painted.buttonBackground, where).not.toBe('rgba(0, 0, 0, 0)');
          expect(painted.theme, where).toBe(theme);
          const luminance = (rgb: string) => {
            const [r, g, b] = rgb.match(/\d+/g)!.map(Number) as [number, number, number];
            return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
          };
          if (theme === 'dark') {
            expect(luminance(painted.background), where).toBeLessThan(0.2);
            expect(luminance(painted.text), where).toBeGreaterThan(0.7);
          } else {
            expect(luminance(painted.background), where).toBeGreaterThan(0.9);
            expect(luminance(painted.text), where).toBeLessThan(0.3);
          }
        }
      }
    } finally {
      await goOffline(context, false);
    }
  });

  test('a range request through the worker gets its 206 (the cache cannot keep it, the reader still gets it)', async ({
    page,
  }) => {
    await page.goto('/');
    await controlled(page);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/img/logo.svg', { headers: { range: 'bytes=0-9' } });
      return { status: response.status, length: (await response.text()).length };
    });
    expect(answer).toEqual({ status: 206, length: 10 });
  });

  test('an online reader whose requests to other hosts fail is not told they are offline', async ({ page }) => {
    // Chromium says navigator.onLine is false when no network interface but loopback is up (a sandbox, a train with
    // the site served from this machine), while the site answers and every other host is blocked by the tests: the
    // reader of a site they can reach. Whether this machine has a network decides nothing: the browser is told.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      const probe = page.waitForResponse((r) => r.request().method() === 'HEAD' && r.url().endsWith('/'));
      await page.goto('/');
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      expect((await probe).status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByText('You are offline', { exact: false })).toHaveCount(0);
      for (const name of ['Get Started', 'Learn the concepts']) {
        const link = page.getByRole('link', { name, exact: true }).first();
        await link.scrollIntoViewIfNeeded();
        const painted = await link.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(top && element.contains(top));
        });
        expect(painted, `${name} at ${width}px`).toBe(true);
      }
    }
  });

  test('search answers offline what the reader searched before, and says so for words it has not seen', async ({
    page,
    context,
  }) => {
    test.setTimeout(3 * SEARCH_INDEX_TIMEOUT);
    const box = page.getByRole('combobox', { name: 'Search' });
    const firstResult = page.getByRole('option').first();
    await withoutHttpCache(context);
    await page.goto('/concepts/');
    await controlled(page);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await keptWhatThePageLoaded(page);
    await box.fill('tree shaking');
    // The index parts the query needs come through the worker, which keeps them.
    await expect(firstResult).toBeVisible({ timeout: SEARCH_INDEX_TIMEOUT });
    const online = await firstResult.textContent();

    await goOffline(context, true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await box.fill('tree shaking');
    await expect(firstResult).toHaveText(online!, { timeout: SEARCH_INDEX_TIMEOUT });
    // Words in parts of the index never fetched: the search says why it has no answer.
    await box.fill('zymogen quokka');
    // (The site's offline banner is a status too: the search's own message is the one that speaks of searching.)
    await expect(page.getByRole('status').filter({ hasText: /You are offline: search answers/ })).toBeVisible();
    await goOffline(context, false);
  });

  test('in offline mode, search answers any query of version 5 and its pages open, but README pages', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    // The worker precaches the site, the version 5 index with it, before it takes over.
    await page.goto('/concepts/?offlineMode=true');
    await controlled(page);
    await goOffline(context, true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const box = page.getByRole('combobox', { name: 'Search' });
    for (const [query, url] of [
      ['module federation', '/concepts/module-federation/'],
      ['devServer.proxy', '/configuration/dev-server/#devserverproxy'],
    ] as const) {
      await box.fill(query);
      await expect(page.getByRole('option').first()).toHaveAttribute('href', url, { timeout: SEARCH_INDEX_TIMEOUT });
    }
    // Every page of version 5 opens, but the pages made from package READMEs, which the precache leaves out.
    await page.goto('/configuration/watch/');
    await expect(page.getByRole('heading', { level: 1, name: 'Watch and WatchOptions' })).toBeVisible();
    await page.goto('/plugins/terser-webpack-plugin/');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await goOffline(context, false);
  });
});

/**
 * A copy of the e2e build served on a port of its own, for the current describe: a test may change the copy (a
 * "deploy") without touching the build the other specs serve.
 */
function servedCopy() {
  let server: ChildProcess | undefined;
  let port = 0;
  const site = {
    origin: '',
    dir: '',
    /**
     * A deploy: the server stops, `change` alters the copy, the server starts again. Files are never changed under a
     * running server: one removed between its check and its read (a prefetch in flight) kills `docusaurus serve`.
     */
    async deploy(change: () => void): Promise<void> {
      await stop(server);
      change();
      server = await serveBuild(site.dir, port);
    },
  };
  test.beforeAll(async () => {
    // A port of its own each time: with --repeat-each, copies of one test run side by side.
    port = await freePort();
    site.origin = `http://127.0.0.1:${port}`;
    site.dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${port}-`));
    fs.cpSync(E2E_BUILD_DIR, site.dir, { recursive: true });
    server = await serveBuild(site.dir, port);
  });
  test.afterAll(async () => {
    await stop(server);
    fs.rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

/** Stops a server and waits until it has let go of its port. */
async function stop(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

test.describe('update notice', () => {
  const site = servedCopy();

  /**
   * "Deploys" build B over build A: a changed page (a marker in its head, which hydration leaves alone) whose
   * precache revision in the worker changes with it, as a real build would.
   */
  function deployNewBuild() {
    const page = path.join(site.dir, 'concepts/index.html');
    fs.writeFileSync(
      page,
      fs.readFileSync(page, 'utf8').replace('</head>', '<meta name="test-build" content="B"></head>'),
    );
    const worker = path.join(site.dir, 'sw.js');
    const source = fs.readFileSync(worker, 'utf8');
    const updated = source.replace(/"revision":"[0-9a-f]+"(,"url":"concepts\/index\.html")/, '"revision":"build-b"$1');
    expect(updated).not.toBe(source);
    fs.writeFileSync(worker, updated);
  }

  test('a new version is announced, UPDATE takes over and reloads with the new content; collapsing is remembered', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: site.origin, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/concepts/?offlineMode=true');
    await controlled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Concepts' })).toBeVisible();

    await site.deploy(deployNewBuild);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    const update = notice.getByRole('button', { name: 'UPDATE', exact: true });
    expect((await update.boundingBox())?.width).toBe(100);

    // Collapse, reload: the notice comes back collapsed.
    const toggle = notice.getByRole('button', { name: 'Hide the update notice' });
    // Once the notice has finished coming in (a box measured during it was 43.9999 px wide).
    await expect.poll(() => toggle.boundingBox()).toMatchObject({ width: 44, height: 44 });
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('app-update-button'))).toBe('true');
    await page.reload();
    const collapsed = page.getByRole('button', { name: 'Show the update notice' });
    await expect(collapsed).toBeVisible({ timeout: 60_000 });
    await expect(collapsed).toHaveAttribute('aria-expanded', 'false');
    await collapsed.click();

    // The page reloads as soon as the new worker takes over, so the short UPDATING state is recorded as it happens.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'UPDATING');
        if (button?.disabled) sessionStorage.setItem('saw-updating', 'true');
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'UPDATE', exact: true }).click()]);
    expect(await page.evaluate(() => sessionStorage.getItem('saw-updating'))).toBe('true');
    await expect(page.locator('meta[name="test-build"]')).toHaveAttribute('content', 'B');
    await context.close();
  });
});

test.describe('a chunk gone for good after a deploy', () => {
  const site = servedCopy();

  test('after the one reload, the page says so and offers a reload that goes past the worker', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: site.origin, serviceWorkers: 'allow' });
    // The tests' network namespace has no outside interface, so Chromium says navigator.onLine is false, and an
    // offline page never reloads; a reader of the deployed site is online.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }),
    );
    const page = await context.newPage();
    await page.goto('/concepts/');
    await controlled(page);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    // A deploy removed every page chunk this page has not loaded, and the worker has no copy of them.
    const loaded = await page.evaluate(async () => {
      const names = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const { pathname } = new URL(request.url);
          if (pathname.startsWith('/assets/js/') && !names.includes(pathname)) await cache.delete(request);
        }
      }
      return names;
    });
    await site.deploy(() => {
      const jsDir = path.join(site.dir, 'assets/js');
      for (const file of fs.readdirSync(jsDir)) {
        if (!loaded.includes(`/assets/js/${file}`) && !/^(main|runtime~main)\./.test(file))
          fs.rmSync(path.join(jsDir, file));
      }
    });

    // Going to a page whose chunks are gone (one the first page has no link to, so never prefetched): one automatic
    // reload, then the notice.
    await page.goto('/configuration/watch/');
    const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded.' });
    await expect(notice).toBeInViewport({ timeout: 30_000 });
    await expect(notice).toContainText('The site has been updated since this copy of it was saved.');
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload'))).toContain('/configuration/watch/');

    const navigation = page.waitForResponse((response) => response.url() === `${site.origin}/configuration/watch/`);
    await notice.getByRole('button', { name: 'Reload from the site' }).click();
    const reloaded = await navigation;
    expect(reloaded.status()).toBe(200);
    expect(reloaded.fromServiceWorker()).toBe(false);
    // Still missing on the server: the reader is told again rather than left with a half-loaded page.
    await expect(page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded.' })).toBeInViewport({
      timeout: 30_000,
    });
    await context.close();
  });
});
