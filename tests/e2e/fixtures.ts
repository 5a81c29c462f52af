import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/constants';
import { E2E_BUILD_DIR } from '../../playwright.config';

/**
 * The test fixture every spec uses. No test touches the network: the browser resolves no host name but this machine's
 * address (`ONLY_THIS_MACHINE`, in the config's launch arguments), so a request to another host fails as it does for a
 * reader whose network drops it, and `externalRequests` lists the ones the pages asked for.
 *
 * Requests are not intercepted for this. Interception sends every request of the page through the test process (a
 * sitemap sweep shard took 1.4 min with it, 1.1 without), and Playwright advises against it while a service worker
 * runs: the site's offline worker answers the pages' requests in the sweep and the offline specs.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const seen: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) seen.push(request.url());
      });
      await use(seen);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * How long the first search of a page may take to show results: the search's chunk, the index's manifest and the few
 * parts the query needs (tens of KB), well under a second on an idle machine, seconds on a busy 2-core one.
 */
export const SEARCH_INDEX_TIMEOUT = 30_000;

/** Makes the pages the test opens next start in `theme`, as for a reader who chose it before (the stored choice). */
export async function startInTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.theme,
    value: theme,
  });
}

/** Blocks the site's own scripts so a test sees the page as served, before React hydrates. */
export async function blockSiteScripts(page: Page): Promise<void> {
  await page.route('**/assets/js/**', (route) => route.abort());
}

/** The paths of every page in the e2e build's sitemap. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(E2E_BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The title in the served HTML of `pathname` (the e2e build): the page sets the same title when it renders. */
export function servedTitle(pathname: string): string {
  const html = fs.readFileSync(path.join(E2E_BUILD_DIR, pathname, 'index.html'), 'utf8');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error(`No <title> in the served HTML of ${pathname}`);
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return title.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!);
}

/**
 * Waits until the page at `pathname`, reached by client-side navigation, has rendered. The address (and with it the
 * canonical link) changes at once, while the page before stays on screen until the new route's chunks have loaded;
 * the title changes when the new page renders. (Two pages with one title, one after the other, would let the wait end
 * early, on the page before: the checks that follow would then read that page.)
 */
export async function untilRendered(page: Page, pathname: string): Promise<void> {
  await expect(page, `the page rendered for ${pathname}`).toHaveTitle(servedTitle(pathname));
}
