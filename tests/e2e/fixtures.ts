/**
 * The test fixture every spec uses: requests to any host but the local server
 * are answered by the test (aborted by default), so no test touches the network.
 */
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = { externalRequests: string[] };

export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const seen: string[] = [];
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          seen.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(seen);
    },
    { auto: true },
  ],
});

export { expect };

/** Blocks the site's own scripts so a test sees the page as served, before React hydrates. */
export async function blockSiteScripts(page: Page): Promise<void> {
  await page.route('**/assets/js/**', (route) => route.abort());
}
