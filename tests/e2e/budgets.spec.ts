/**
 * Size budgets: what a first visit loads before the page is interactive (scripts and stylesheets, gzip), measured
 * the way `npm run bench` measures it. Bytes do not depend on the machine, so they are asserted; timings are not.
 *
 * Goals: ≤ 130 KB of JS on the home page, ≤ 150 KB on doc pages, ≤ 16 KB of CSS. Where a page is not there yet, its
 * budget is the level reached (rounded up by under 5%), so that growth is caught; lower it as the site gets lighter.
 * The e2e build also holds the test fixtures, whose routes add a little to the route map of every page.
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { loadedScripts } from './loadedScripts';
import { measureFirstLoad } from '../../scripts/bench/firstLoad.mjs';

const KB = 1024;
const GOALS = { home: 130 * KB, doc: 150 * KB, css: 16 * KB };

// Measured on the e2e build on 2026-11-23 (JS / CSS, KB gzip), with the search bar loaded late: / 202.2 / 20.1,
// /concepts/ 229.1, /configuration/output/ 249.5, /blog/ 215.4. The main bundle (about 180 KB) holds React DOM, the
// route map of every page of both versions, the docs' global data and Prism with its extra languages; those are what
// stand between these pages and the goals.
const BUDGETS: { page: string; js: number; css: number }[] = [
  { page: '/', js: 210 * KB, css: 20.8 * KB },
  { page: '/concepts/', js: 238 * KB, css: 20.8 * KB },
  { page: '/configuration/output/', js: 259 * KB, css: 20.8 * KB },
  { page: '/blog/', js: 224 * KB, css: 20.8 * KB },
];

test.describe('first-load budgets', () => {
  for (const { page: pathname, js, css } of BUDGETS) {
    test(`${pathname} stays within its JS and CSS budget`, async ({ page, baseURL }) => {
      const result = (await measureFirstLoad(page, baseURL!, pathname, path.resolve('build-e2e'))) as {
        jsGzip: number;
        cssGzip: number;
      };
      const goal = pathname === '/' ? GOALS.home : GOALS.doc;
      console.log(
        `${pathname}: JS ${(result.jsGzip / KB).toFixed(1)} KB (goal ${goal / KB}), CSS ${(result.cssGzip / KB).toFixed(1)} KB (goal ${GOALS.css / KB})`,
      );
      expect(result.jsGzip).toBeLessThanOrEqual(Math.max(js, goal));
      expect(result.cssGzip).toBeLessThanOrEqual(Math.max(css, GOALS.css));
    });
  }
});

test.describe('accessibility of the measured pages', () => {
  for (const pathname of ['/configuration/output/', '/blog/']) {
    test(`${pathname} has no serious or critical violations`, async ({ page }) => {
      // axe takes a while on the longest reference pages.
      test.setTimeout(90_000);
      await page.goto(pathname);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

const descriptionOf = (file: string) => /^description: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))![1]!;

test.describe('what pages do not load', () => {
  test('a doc page loads no description of other docs', async ({ page }) => {
    const scripts = await loadedScripts(page, '/configuration/output/');
    for (const file of ['docs/concepts/index.mdx', 'docs/guides/getting-started.mdx', 'docs/api/compiler-hooks.mdx']) {
      expect(scripts, file).not.toContain(descriptionOf(file));
    }
  });

  test('blog pages load no social icons when no author has socials', async ({ page }) => {
    for (const pathname of ['/blog/', '/blog/2026-10-26-webpack-5-112/']) {
      // A platform label of the theme's author socials, next to its icons.
      expect(await loadedScripts(page, pathname), pathname).not.toContain('Bluesky');
    }
  });

  test('the offline worker registers without loading a library into the page', async ({ page }) => {
    const bundles: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/js/')) bundles.push(response.text());
    });
    await page.goto('/concepts/');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js/,
    );
    // workbox-window's version marker.
    expect((await Promise.all(bundles)).join('\n')).not.toContain('workbox:window');
  });
});
