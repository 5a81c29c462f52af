/**
 * Size budgets: what a first visit loads before the page is interactive (scripts and stylesheets, gzip), measured
 * the way `npm run bench` measures it. Bytes do not depend on the machine, so they are asserted; timings are not.
 *
 * Goals (issue 18): first-load JS ≤ 140 KB on the home page, ≤ 165 KB on /concepts/, ≤ 190 KB on
 * /configuration/output/, ≤ 160 KB on /blog/, and ≤ 16 KB of CSS. Where a page is not there yet, its budget is the
 * level reached (rounded up by under 5%), so that growth is caught; lower it to the goal once the goal is met.
 * The e2e build also holds the test fixtures, whose routes add a little to the route map of every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { loadedScripts, requestedStylesheets } from './loadedScripts';
import { measureFirstLoad } from '../../scripts/bench/firstLoad.mjs';
import { UNUSED_CLASSES, UNUSED_PROPERTIES } from '../../plugins/perf/unused-infima/unused';
import { E2E_BUILD_DIR } from '../../playwright.config';

const KB = 1024;
const CSS_GOAL = 16 * KB;

// Measured on the e2e build of main on 2026-11-28 (JS / CSS, KB gzip), after build-time code highlighting, docs
// version props without descriptions, lazy author socials, the offline worker without workbox-window, Infima
// without the rules no page uses, lazy chunks named by id (plugins/chunk-filenames), a DocRoot route per docs
// section with its sidebar and anchors (plugins/docs-lean-props), tslib's one helper (plugins/tslib-helpers), the
// route registry, chunk names, site config and global data without what only Node reads or written compactly, and
// route components made when first read (plugins/lean-generated-modules), the navigation progress bar loaded at the
// first navigation, the phone's drawer reading the anchors the page has, the browser half of react-helmet-async
// (plugins/lean-head), the navbar icons as an SVG file, and code blocks without the code parsing
// (plugins/code-highlight): / 139.0 KB, /concepts/ 161.3, /configuration/output/ 187.6, /blog/ 149.4, the same at
// phone and desktop width (before: 202.2, 229.1, 249.5, 215.4). On 2026-11-29, with each page linking the stylesheets
// of what it shows (plugins/split-css), CSS went from 17.7 KB on every page (before: 20.1) to / 15.4, /concepts/ and
// /configuration/output/ 15.5, /blog/ 14.3. Every goal is met, so the budgets are the goals. Later that day the home
// page had grown back to its goal (140.0 KB; one CI build was 11 bytes over): the Prism themes' token colours and the
// messages of the versions.json check left what every page loads (config/prismThemes.ts, config/versions.ts), and /
// went to 139.3 KB.
const BUDGETS: { page: string; goal: number; js: number; css: number }[] = [
  { page: '/', goal: 140 * KB, js: 140 * KB, css: CSS_GOAL },
  { page: '/concepts/', goal: 165 * KB, js: 165 * KB, css: CSS_GOAL },
  // The sidebar's in-page anchors of the page's section load with it, as a module of the section's route: 6.8 KB for
  // configuration, the largest section (plugins/content-index; all of version 5's would be 23 KB in the sidebar data
  // every doc page loads).
  // The goal was met at 187.6 KB. On 2026-11-29 the page itself grew, as issue 35 asked: every output option with its
  // type and default, and a worked example for each library type. Its own module went from 25.4 to 30.7 KB and the
  // configuration section's anchors from 6.8 to 8.1 KB, while main and runtime stayed within 0.5 KB: 192.8 KB in all.
  // The budget is that level, rounded up by under 2%, so that growth of anything else is still caught.
  { page: '/configuration/output/', goal: 190 * KB, js: 195 * KB, css: CSS_GOAL },
  { page: '/blog/', goal: 160 * KB, js: 160 * KB, css: CSS_GOAL },
];

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

for (const width of ['desktop', 'phone'] as const)
  test.describe(`first-load budgets (${width} width)`, { tag: '@speed' }, () => {
    // A phone loads what the desktop loads and the drawer's parts; the drawer once loaded a second copy of the
    // sidebar's anchors (6.8 KB on /configuration/output/).
    if (width === 'phone') test.use(PHONE);
    for (const { page: pathname, goal, js, css } of BUDGETS) {
      test(`${pathname} stays within its JS and CSS budget`, async ({ page, baseURL }) => {
        const result = (await measureFirstLoad(page, baseURL!, pathname, E2E_BUILD_DIR)) as {
          jsGzip: number;
          cssGzip: number;
        };
        console.log(
          `${pathname} (${width}): JS ${(result.jsGzip / KB).toFixed(1)} KB (goal ${goal / KB}), CSS ${(result.cssGzip / KB).toFixed(1)} KB (goal ${CSS_GOAL / KB})`,
        );
        expect(result.jsGzip).toBeLessThanOrEqual(Math.max(js, goal));
        expect(result.cssGzip).toBeLessThanOrEqual(Math.max(css, CSS_GOAL));
      });
    }
  });

const descriptionOf = (file: string) => /^description: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))![1]!;

test.describe('what pages do not load', { tag: '@speed' }, () => {
  test('a doc page loads no description of other docs', async ({ page }) => {
    const scripts = await loadedScripts(page, '/configuration/output/');
    for (const file of ['docs/concepts/index.mdx', 'docs/guides/getting-started.mdx', 'docs/api/compiler-hooks.mdx']) {
      expect(scripts, file).not.toContain(descriptionOf(file));
    }
  });

  test("a doc page loads its own section's sidebar, not the other sections'", async ({ page }) => {
    const scripts = await loadedScripts(page, '/configuration/output/');
    // Sidebar items as the sidebar data carries them: this section's, then other sections' (plugins/docs-lean-props).
    expect(scripts).toContain('"label":"Output"');
    for (const label of ['Compiler Hooks', 'Getting Started', 'Entry Points', 'css-loader']) {
      expect(scripts, label).not.toContain(`"label":"${label}"`);
    }
  });

  test('blog pages load no social icons when no author has socials', async ({ page }) => {
    for (const pathname of ['/blog/', '/blog/2026-10-26-webpack-5-112/']) {
      // A platform label of the theme's author socials, next to its icons.
      expect(await loadedScripts(page, pathname), pathname).not.toContain('Bluesky');
    }
  });

  test('the stylesheets a first visit loads hold no styles of what only the browser shows later', async ({ page }) => {
    const stylesheets = requestedStylesheets(page);
    await page.goto('/concepts/');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // The main stylesheet and the docs' (plugins/split-css).
    expect(stylesheets).toEqual([expect.stringMatching(/\/styles\./), expect.stringMatching(/\/docs-styles\./)]);
    const css = stylesheets.map((href) => fs.readFileSync(path.join(E2E_BUILD_DIR, href), 'utf8')).join('\n');
    expect(css).toContain('.navbar');
    // The progress bar's, the voting app's, the update notice's, the search bar's and the author socials' stylesheets,
    // which come with their chunks; the navigation, vote, offline and search specs check that each is painted styled.
    // The rules of every stylesheet not linked here (other pages' own too: tests/e2e/stylesheets.spec.ts) are checked.
    const later = builtFiles(/\.css$/, path.join(E2E_BUILD_DIR, 'assets/css'))
      .filter((text) => !css.includes(text))
      .flatMap((text) => [...text.matchAll(/(?:^|\})([.#][\w-]+)/g)].map((match) => match[1]!))
      // Their own rules: CSS module classes (a hashed suffix) and ids; the search bar's also restyle Infima's classes.
      .filter((selector) => selector.startsWith('#') || /_[\w-]{4}$/.test(selector));
    expect(later).toEqual(
      expect.arrayContaining([
        '#nprogress',
        expect.stringMatching(/^\.voteButton_/),
        expect.stringMatching(/^\.collapsed_/),
        expect.stringMatching(/^\.authorSocials_/),
      ]),
    );
    expect(later.filter((selector) => new RegExp(`${selector}(?![\\w-])`).test(css))).toEqual([]);
  });

  test.describe('with the offline worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the offline worker registers without loading a library into the page', async ({ page }) => {
      // The scripts the page asked for, read from the build: a response body can be gone by the time it is read (a
      // prefetch the worker answers, then drops).
      const bundles = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/js/')) bundles.add(pathname);
      });
      await page.goto('/concepts/');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
        /\/sw\.js/,
      );
      expect(bundles.size).toBeGreaterThan(2);
      const code = [...bundles]
        .map((pathname) => fs.readFileSync(path.join(E2E_BUILD_DIR, pathname), 'utf8'))
        .join('\n');
      // workbox-window's version marker.
      expect(code).not.toContain('workbox:window');
    });
  });
});

/** Every file of the e2e build whose name matches `pattern`, read as text. */
function builtFiles(pattern: RegExp, dir = E2E_BUILD_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(pattern, file);
    return pattern.test(entry.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

test.describe('what the CSS leaves out of Infima', { tag: '@speed' }, () => {
  // Class names and custom properties as whole words (`pills` in `pills__item` or `.pills-x` is another name).
  const mentions = (text: string, name: string) =>
    new RegExp(`(?<![\\w-])${name.replace('(', '\\(')}(?![\\w-])`).test(text);

  test('no page or script uses a class whose rules were removed, and the rules are gone', () => {
    const pagesAndScripts = builtFiles(/\.(html|js)$/).join('\n');
    const css = builtFiles(/\.css$/).join('\n');
    const used = [...UNUSED_CLASSES].filter((name) => mentions(pagesAndScripts, name));
    expect(used, 'classes to take out of plugins/unused-infima/unused.ts').toEqual([]);
    expect([...UNUSED_CLASSES].filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css))).toEqual([]);
  });

  test('no stylesheet or script reads a custom property that was removed from Infima', () => {
    const css = builtFiles(/\.css$/).join('\n');
    const scripts = builtFiles(/\.(html|js)$/).join('\n');
    const read = [...UNUSED_PROPERTIES].filter((name) => mentions(css, `var(${name}`) || mentions(scripts, name));
    expect(read, 'properties to take out of plugins/unused-infima/unused.ts').toEqual([]);
  });
});
