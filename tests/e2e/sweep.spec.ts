/**
 * Every page of the sitemap (version 5, version 4, blog, root pages), as a reader gets it: loaded from its served HTML
 * at a phone's width and hydrated (status 200, no hydration error), then widened to a tablet's and a desktop's. At
 * every width the page is no wider than the viewport and its h1 is painted; at the two wider ones the navbar's entries
 * are side by side within the window, and a docs page has its sidebar column with at least 560 px for the page beside
 * it. No console error or uncaught exception, and no request to the site fails. One browser page per shard, reused from URL to URL, so the whole sweep stays quick: widening a loaded
 * page costs a layout, where loading it again at the other width cost a second full load (or, reached by client-side
 * navigation instead, under half of one).
 */
import type { Page } from '@playwright/test';
import { SIZES } from '../../src/constants';
import { test, expect, sitemapPaths } from './fixtures';
import { docsColumnProblems, navbarProblems } from './layout';

const PHONE = { width: 390, height: 844 };
/** A tablet held upright (an iPad's 768 px): the narrowest width with the desktop sidebar and the navbar's links. */
const TABLET = { width: SIZES.tabletMinWidthPx, height: 1024 };
const DESKTOP = { width: 1280, height: 900 };

/** Shards: each is one test, with its own page, run by whichever worker is free. */
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

/** How long a page may take to paint a frame: a long README page's relayout at the new width, on a busy machine. */
const FRAME_WAIT = 10_000;

/**
 * Whether the page paints two frames within FRAME_WAIT: the resize event is dispatched in the first, and React renders
 * the layout for the new width in a task before the second.
 */
async function paintsFrames(page: Page): Promise<boolean> {
  return page.evaluate(
    (wait) =>
      new Promise<boolean>((resolve) => {
        setTimeout(() => resolve(false), wait);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
      }),
    FRAME_WAIT,
  );
}

/**
 * Widens the loaded page to `size` and waits until it has rendered there: false when it paints no frame. Once in CI a
 * widened page painted no frame (so no resize event either) and the wait for one ran until the test timed out, 10
 * minutes later. Chromium gives no frames to a page it takes for hidden: the page is brought to the front and given a
 * second chance.
 */
async function widenTo(page: Page, pathname: string, size: { width: number; height: number }): Promise<boolean> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  if (await paintsFrames(page)) return true;
  console.log(`${pathname}: no frame within ${FRAME_WAIT} ms of widening to ${size.width} px; brought to the front`);
  await page.bringToFront();
  return paintsFrames(page);
}

test.describe('every page at phone, tablet and desktop width', () => {
  // With the offline worker, which controls every page after the first one of a shard.
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

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
        // A request to another host (avatars, the badge) fails here, where no host name resolves: not the page's doing.
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

      for (const pathname of paths) {
        leaving = true;
        await page.goto('about:blank');
        await page.setViewportSize(PHONE);
        leaving = false;
        current = pathname;
        const response = await page.goto(pathname);
        expect(response?.status(), pathname).toBe(200);
        // The longest README pages take a while to hydrate on a busy machine.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
        for (const problem of await layoutProblems(page, PHONE.width))
          problems.push({ url: pathname, problem: `at ${PHONE.width} px: ${problem}` });
        // The page renders the tablet layout (docs sidebar and navbar links, the rest in the drawer), then the
        // desktop one (table of contents, full navbar) as the window widens.
        for (const size of [TABLET, DESKTOP]) {
          if (!(await widenTo(page, pathname, size))) {
            problems.push({ url: pathname, problem: `no frame painted at ${size.width} px` });
            break;
          }
          for (const problem of [
            ...(await layoutProblems(page, size.width)),
            ...(await navbarProblems(page)),
            ...(await docsColumnProblems(page)),
          ])
            problems.push({ url: pathname, problem: `at ${size.width} px: ${problem}` });
        }
      }
      console.log(`shard ${shard + 1}: ${paths.length} pages checked, ${problems.length} problems`);
      for (const { url, problem } of problems) console.log(`  ${url}: ${problem.split('\n')[0]}`);
      expect(problems).toEqual([]);
    });
  }
});
