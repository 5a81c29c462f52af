/**
 * Every page of the sitemap (version 5, version 4, blog, root pages), at a phone's width and a desktop's, as a reader
 * gets it: the page is no wider than the viewport, its h1 is painted, no console error or uncaught exception, and no
 * request to the site fails. One browser page per shard, reused from URL to URL, so the whole sweep stays quick.
 *
 * At phone width each page is loaded from its served HTML and hydrated (the status, hydration errors). At desktop width
 * each page is reached the way a reader reaches most pages, by client-side navigation from the page before (its route
 * chunks, its render): under half the time of a full load on a 2-core machine, and the served HTML has been checked at
 * phone width.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, untilRendered } from './fixtures';

const SITEMAP = path.resolve('build-e2e/sitemap.xml');

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(SITEMAP, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const WIDTHS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, load: 'full' },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, load: 'client' },
] as const;

/**
 * Goes to `pathname` as the site's router does for a followed link: the address changes and the router, told by a
 * `popstate` event (as for the browser's back and forward buttons), loads and renders the page's route.
 */
async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, pathname);
  await untilRendered(page, pathname);
}

/** Shards per width: each is one test, with its own page, run by whichever worker is free. */
const SHARDS = 4;

type Problem = { url: string; problem: string };

/** What a reader would notice on the page now loaded: sideways scrolling, a missing or hidden h1. */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  // The width the viewport was given: a phone's layout viewport grows to fit a page that is too wide.
  return page.evaluate((width) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > width) {
      const tooWide = (element: Element | null) => !!element && element.getBoundingClientRect().right > width + 1;
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => tooWide(element) && !tooWide(element.parentElement))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      problems.push(`${root.scrollWidth} px wide in a ${width} px viewport (${culprits.join(', ')})`);
    }
    const h1 = [...document.querySelectorAll('h1')].find((heading) => heading.getBoundingClientRect().height > 0);
    if (!h1) {
      problems.push('no h1 with a size');
      return problems;
    }
    h1.scrollIntoView({ block: 'center' });
    const box = h1.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    if (!hit || !(h1 === hit || h1.contains(hit))) {
      problems.push(
        `h1 "${h1.textContent?.trim()}" is not painted at its own place (found ${hit?.tagName ?? 'nothing'})`,
      );
    }
    const style = getComputedStyle(h1);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) problems.push('h1 is invisible');
    window.scrollTo(0, 0);
    return problems;
  }, width);
}

for (const width of WIDTHS) {
  test.describe(`every page at ${width.name} width`, () => {
    test.use(width.use);

    for (let shard = 0; shard < SHARDS; shard += 1) {
      test(`shard ${shard + 1} of ${SHARDS}`, async ({ page, baseURL }) => {
        const paths = sitemapPaths().filter((_, index) => index % SHARDS === shard);
        // About a second a page on an idle machine, three or four on a busy 2-core one.
        test.setTimeout(30_000 + paths.length * 8_000);
        const origin = new URL(baseURL!).origin;
        const problems: Problem[] = [];
        let current = '';
        // Leaving a page cancels the chunks it was still loading, and its scripts report that as errors at the moment
        // the next document comes in: each page is left for a blank one first, and only then does its successor count.
        let leaving = false;
        page.on('pageerror', (error) => {
          if (!leaving) problems.push({ url: current, problem: `uncaught ${error.message}` });
        });
        page.on('console', (message) => {
          if (message.type() !== 'error' || leaving) return;
          // A blocked request to another host (avatars, the badge) is the tests' doing, not the page's.
          const source = message.location().url;
          if (source && !source.startsWith(origin)) return;
          problems.push({ url: current, problem: `console error: ${message.text()}` });
        });
        page.on('requestfailed', (request) => {
          // Leaving a page cancels what it was still fetching (prefetches): not a failure.
          if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
          if (request.url().startsWith(origin))
            problems.push({
              url: current,
              problem: `request failed: ${request.url()} ${request.failure()?.errorText}`,
            });
        });
        page.on('response', (response) => {
          if (response.url().startsWith(origin) && response.status() >= 400)
            problems.push({ url: current, problem: `${response.status()} for ${response.url()}` });
        });

        for (const [index, pathname] of paths.entries()) {
          if (width.load === 'full' || index === 0) {
            leaving = true;
            await page.goto('about:blank');
            leaving = false;
            current = pathname;
            const response = await page.goto(pathname);
            expect(response?.status(), pathname).toBe(200);
            // The longest README pages take a while to hydrate on a busy machine.
            await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
          } else {
            current = pathname;
            await navigateInApp(page, pathname);
          }
          for (const problem of await layoutProblems(page, width.use.viewport.width))
            problems.push({ url: pathname, problem });
        }
        console.log(`${width.name} shard ${shard + 1}: ${paths.length} pages checked, ${problems.length} problems`);
        for (const { url, problem } of problems) console.log(`  ${url}: ${problem.split('\n')[0]}`);
        expect(problems).toEqual([]);
      });
    }
  });
}
