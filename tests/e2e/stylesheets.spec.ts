/**
 * Each page links the stylesheets of what it shows (plugins/split-css): the main stylesheet, and the docs', the blog's
 * or one page's own. A page must be painted styled as served, before any script runs, and after a link click, when
 * the browser loads the next page's stylesheet with its chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, blockSiteScripts, untilRendered } from './fixtures';
import { requestedStylesheets } from './loadedScripts';
import { E2E_BUILD_DIR } from '../../playwright.config';

const BUILD = E2E_BUILD_DIR;

/** Every page of the e2e build, as its path. */
function builtPages(dir = BUILD): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(file);
    return entry.name.endsWith('.html') ? [path.relative(BUILD, file)] : [];
  });
}

const linkedStylesheets = (html: string) =>
  [...html.matchAll(/<link rel=(?:"stylesheet"|stylesheet) href=("?)([^"\s>]+)\1/g)].map((match) => match[2]!);

/** The class names in an HTML file's class attributes that look like a CSS module's (a hashed suffix). */
const moduleClassesUsed = (html: string) =>
  new Set(
    [...html.matchAll(/class=(?:"([^"]*)"|([^\s>"]+))/g)]
      .flatMap((match) => (match[1] ?? match[2]!).split(/\s+/))
      .filter((name) => /^[a-zA-Z][\w-]*_[\w-]{4}$/.test(name)),
  );
const classesDefined = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));

const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');

test('every page links a stylesheet for each class its server HTML uses', () => {
  const stylesheets = new Map<string, Set<string>>();
  const defined = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, classesDefined(read(href)));
    return stylesheets.get(href)!;
  };
  const unstyled: string[] = [];
  const pages = builtPages();
  for (const page of pages) {
    const html = read(page);
    const links = linkedStylesheets(html);
    const missing = [...moduleClassesUsed(html)].filter((name) => !links.some((href) => defined(href).has(name)));
    if (missing.length > 0) unstyled.push(`${page}: ${missing.join(' ')}`);
  }
  expect(pages.length).toBeGreaterThan(250);
  expect(unstyled).toEqual([]);
});

test(
  "the home page's, the blog's and the search page's own styles are in stylesheets a docs page does not load",
  { tag: '@speed' },
  () => {
    const docsLinks = linkedStylesheets(read('concepts/index.html'));
    const docsCss = docsLinks.map(read).join('\n');
    for (const other of ['index.html', 'blog/index.html', 'search/index.html']) {
      const own = linkedStylesheets(read(other)).filter((href) => !docsLinks.includes(href));
      expect(own, other).toHaveLength(1);
      const classes = [...classesDefined(read(own[0]!))].filter((name) => /_[\w-]{4}$/.test(name));
      expect(classes.length, other).toBeGreaterThan(3);
      expect(
        classes.filter((name) => docsCss.includes(`.${name}`)),
        other,
      ).toEqual([]);
    }
  },
);

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box!;
};

/** The docs layout as the stylesheets paint it at 1280 px: the sidebar a column of 300 px, the article right of it. */
async function expectDocsLayout(page: Page) {
  const sidebar = await boxOf(page.locator('aside.theme-doc-sidebar-container'));
  const article = await boxOf(page.locator('article').first());
  expect(sidebar.width).toBeCloseTo(300, -1);
  expect(article.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
  expect(article.y).toBeLessThan(sidebar.y + 200);
}

/** The home page's splash: as tall as the window allows, with its two drawings side by side under the headline. */
async function expectSplashLayout(page: Page) {
  const splash = await boxOf(page.locator('main section').first());
  expect(splash.height).toBeGreaterThanOrEqual(560);
  const heading = await boxOf(page.getByRole('heading', { level: 1 }));
  const [modules, assets] = await Promise.all([
    boxOf(page.locator('main section svg').first()),
    boxOf(page.locator('main section svg').last()),
  ]);
  expect(heading.y + heading.height).toBeLessThanOrEqual(modules.y);
  expect(assets.x).toBeGreaterThan(modules.x + modules.width);
  expect(Math.abs(assets.y - modules.y)).toBeLessThan(modules.height);
}

/** The blog's list: its sidebar of recent posts a column left of the posts, which stays in view as the posts scroll. */
async function expectBlogLayout(page: Page) {
  const sidebar = page.getByRole('navigation', { name: /recent posts/i });
  const before = await boxOf(sidebar);
  const post = await boxOf(page.locator('main article').first());
  expect(before.x + before.width).toBeLessThanOrEqual(post.x);
  expect(post.y).toBeLessThan(before.y + 200);
  await page.mouse.wheel(0, 1500);
  await expect(async () => {
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const after = await boxOf(sidebar);
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y).toBeLessThan(200);
  }).toPass({ timeout: 10_000 });
}

test.describe('painted styled as served, before any script runs', () => {
  test.beforeEach(async ({ page }) => blockSiteScripts(page));

  test('a docs page', async ({ page }) => {
    await page.goto('/concepts/');
    await expectDocsLayout(page);
  });

  test('the home page', async ({ page }) => {
    await page.goto('/');
    await expectSplashLayout(page);
  });

  test('the blog', async ({ page }) => {
    await page.goto('/blog/');
    await expectBlogLayout(page);
  });

  test('a docs page on a phone: no sidebar column, the article from the left edge', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/concepts/');
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    expect((await boxOf(page.locator('article').first())).x).toBeLessThan(40);
  });
});

/**
 * Home, then the docs and the blog reached by clicks, each layout checked as painted: the stylesheets requested once
 * the home page had hydrated, and in all.
 */
async function homeDocsBlog(page: Page): Promise<{ onHome: string[]; all: string[] }> {
  const stylesheets = requestedStylesheets(page);
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const onHome = [...stylesheets];
  await page.locator('main a[href="/concepts/"]').first().click(); // the splash's "Concepts" button
  await untilRendered(page, '/concepts/');
  await expectDocsLayout(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await untilRendered(page, '/blog/');
  await expectBlogLayout(page);
  return { onHome, all: stylesheets };
}

test('after a link click, the next page is painted styled', async ({ page }) => {
  await homeDocsBlog(page);
});

test(
  "a page reached by a link loads its section's stylesheet then, not before",
  { tag: '@speed' },
  async ({ page }) => {
    const { onHome, all } = await homeDocsBlog(page);
    expect(onHome.filter((href) => /docs-styles|blog-styles/.test(href))).toEqual([]);
    expect(all.filter((href) => /docs-styles|blog-styles/.test(href))).toHaveLength(2);
  },
);
