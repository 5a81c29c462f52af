/**
 * The test fixture every spec uses: requests to any host but the local server
 * are answered by the test (aborted by default), so no test touches the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

type Fixtures = { externalRequests: string[]; interceptExternal: boolean };

export const test = base.extend<Fixtures>({
  /**
   * Request interception bypasses the service worker in Chromium, so specs about offline reading turn it off and
   * use `withoutInterception` instead, which keeps other hosts unreachable by name resolution.
   */
  interceptExternal: [true, { option: true }],
  externalRequests: [
    async ({ context, baseURL, interceptExternal }, use) => {
      const origin = new URL(baseURL!).origin;
      const seen: string[] = [];
      if (interceptExternal) {
        await context.route(
          (url) => url.origin !== origin,
          (route) => {
            seen.push(route.request().url());
            return route.abort('blockedbyclient');
          },
        );
      }
      await use(seen);
    },
    { auto: true },
  ],
});

/** Options for a spec that must not intercept requests: every host but this machine fails to resolve. */
export const withoutInterception = {
  interceptExternal: false,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  },
};

export { expect };

/**
 * How long the first search of a page may take to show results: the worker fetches and reads the whole index (about
 * 9 MB, 2 MB gzipped), a few seconds on an idle machine, up to a minute on a busy 2-core one.
 */
export const SEARCH_INDEX_TIMEOUT = 120_000;

/** Blocks the site's own scripts so a test sees the page as served, before React hydrates. */
export async function blockSiteScripts(page: Page): Promise<void> {
  await page.route('**/assets/js/**', (route) => route.abort());
}

/** The title in the served HTML of `pathname` (build-e2e/): the page sets the same title when it renders. */
export function servedTitle(pathname: string): string {
  const html = fs.readFileSync(path.join('build-e2e', pathname, 'index.html'), 'utf8');
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
