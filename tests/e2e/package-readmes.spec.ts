import { test, expect, sitemapPaths } from './fixtures';
import {
  articleOf,
  FORBIDDEN_IN_ARTICLE,
  HOSTILE_GLOBALS,
  HOSTILE_README_URL,
} from '../fixtures/package-readmes/hostile';
import { packagePagePath, README_PACKAGES } from '../../plugins/package-readmes/packages';

const NOTE_BY_WEBPACK =
  /is not part of webpack core: the webpack team maintains it in its own repository, webpack(-contrib)?\//;

test.describe('pages from package READMEs', () => {
  for (const [path, name] of [
    ['/loaders/css-loader/', 'css-loader'],
    ['/plugins/mini-css-extract-plugin/', 'mini-css-extract-plugin'],
  ] as const) {
    test(`${path} shows the package with links to its README, edit page and repository`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${name} | webpack`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const article = page.locator('article');
      await expect(article.getByRole('link', { name: 'Source README' })).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/.+\/README\.md$/,
      );
      await expect(article.getByRole('link', { name: 'Edit the README' })).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/.+\/edit\/.+README\.md$/,
      );
      // Exact: a page whose README is not cached also links "its repository" in its text.
      await expect(article.getByRole('link', { name: 'Repository', exact: true })).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/[^/]+\/[^/]+$/,
      );
      await expect(page.getByRole('link', { name: 'Edit Document' })).toHaveAttribute('href', /\/edit\/.+README\.md$/);
    });
  }

  test('every README page says, in italics, that the webpack team maintains the package in its own repository', async ({
    page,
  }) => {
    for (const path of ['/loaders/css-loader/', '/loaders/style-loader/', '/plugins/terser-webpack-plugin/']) {
      await page.goto(path);
      const note = page.locator('article p').filter({ hasText: NOTE_BY_WEBPACK });
      await expect(note).toBeVisible();
      expect(await note.locator('em').evaluate((em) => getComputedStyle(em).fontStyle)).toBe('italic');
      // Above the README: the note comes before the links to it.
      const noteBox = (await note.boundingBox())!;
      const linksBox = (await page.locator('article').getByRole('link', { name: 'Source README' }).boundingBox())!;
      expect(noteBox.y).toBeLessThan(linksBox.y);
    }
  });

  test('a third-party package is marked as maintained by its authors', async ({ page }) => {
    await page.goto('/plugins/html-webpack-plugin/');
    await expect(
      page.locator('article em', {
        hasText: 'html-webpack-plugin is not part of webpack: its authors maintain it in jantimon/html-webpack-plugin.',
      }),
    ).toBeVisible();
  });

  test('a README page has one title: the README header and its h1 go', async ({ page }) => {
    for (const path of ['/loaders/style-loader/', '/plugins/mini-css-extract-plugin/', '/loaders/babel-loader/']) {
      await page.goto(path);
      await expect(page.locator('article h1')).toHaveCount(1);
    }
  });

  test('the sidebars group the packages', async ({ page }) => {
    await page.goto('/loaders/css-loader/');
    const loaders = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(loaders.locator('.sidebar-group-heading', { hasText: 'CSS' })).toBeVisible();
    await expect(loaders.getByRole('link', { name: 'sass-loader', exact: true })).toBeVisible();

    await page.goto('/plugins/mini-css-extract-plugin/');
    const plugins = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(plugins.locator('.sidebar-group-heading', { hasText: 'webpack contrib' })).toBeVisible();
    await expect(plugins.locator('.sidebar-group-heading', { hasText: 'Community' })).toBeVisible();
  });

  // The build's README pages (and the hostile fixture, whose running text holds a <style></style> as
  // mini-css-extract-plugin's README does) must render in the browser as on the server: React #418 otherwise. The
  // sitemap sweep (sweep.spec.ts) loads every page of the sitemap and fails on a console error or an uncaught
  // exception; what is checked here is that the README pages are among them.
  test('every README page, the hostile fixture included, is in the sitemap that the sweep loads', () => {
    const inSitemap = new Set(sitemapPaths());
    const pages = [...README_PACKAGES.map(packagePagePath), HOSTILE_README_URL];
    expect(README_PACKAGES.length).toBeGreaterThan(0);
    expect(pages.filter((path) => !inSitemap.has(path))).toEqual([]);
  });

  test('the loaders page links every loader page', async ({ page }) => {
    await page.goto('/loaders/');
    for (const name of ['babel-loader', 'css-loader', 'sass-loader', 'thread-loader', 'val-loader']) {
      await expect(page.locator('article').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/loaders/${name}/`,
      );
    }
  });
});

// tests/fixtures/package-readmes/hostile-readme-loader.md, built into the end-to-end build only.
test.describe('a hostile README', () => {
  const path = HOSTILE_README_URL;

  test('reaches the served HTML without its scripts, redirect, base, form, frames or handlers', async ({ request }) => {
    const html = await (await request.get(path)).text();
    const article = articleOf(html);
    expect(article).toContain('A made-up loader whose README tries what no README may do on this site.');
    for (const forbidden of FORBIDDEN_IN_ARTICLE) {
      expect(article, String(forbidden)).not.toMatch(forbidden);
    }
    // Only the site's own scripts in the whole page.
    expect(html).not.toMatch(HOSTILE_GLOBALS);
  });

  test('runs nothing and goes nowhere in the browser', async ({ page }) => {
    await page.goto(path);
    const text = page.locator('article p', { hasText: 'Click me' });
    await text.hover();
    await text.click();
    await page.locator('article a', { hasText: 'A Markdown link' }).click();
    await page.locator('article a', { hasText: 'an HTML link' }).click();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.evaluate(() => Object.keys(window).filter((key) => /^readme[A-Z]/.test(key)))).toEqual([]);
    expect(await page.locator('base, iframe, form, object, embed, meta[http-equiv]').count()).toBe(0);
  });

  test('keeps its ordinary HTML: tables with alignment, details, centred images and alerts', async ({ page }) => {
    await page.goto(path);
    const article = page.locator('article');
    const align = (name: string) =>
      article
        .getByRole('cell', { name, exact: true })
        .first()
        .evaluate((cell) => getComputedStyle(cell).textAlign);
    await expect(article.getByRole('columnheader', { name: 'Option' })).toBeVisible();
    expect(
      await article.getByRole('columnheader', { name: 'Option' }).evaluate((c) => getComputedStyle(c).textAlign),
    ).toBe('left');
    expect(await align('[name].js')).toBe('right');
    expect(await align('right')).toBe('right');

    await expect(article.getByText('Hidden Markdown text.')).toBeHidden();
    await article.getByText('More options').click();
    await expect(article.getByText('Hidden Markdown text.')).toBeVisible();

    const image = article.getByRole('img', { name: 'A diagram' });
    await expect(image).toHaveAttribute(
      'src',
      'https://github.com/example/hostile-readme-loader/raw/HEAD/docs/diagram.png',
    );
    const imageBox = (await image.boundingBox())!;
    const paragraphBox = (await image.locator('xpath=..').boundingBox())!;
    expect(Math.abs(imageBox.x + imageBox.width / 2 - (paragraphBox.x + paragraphBox.width / 2))).toBeLessThan(2);

    // The GitHub alert is an admonition: its "note" heading is painted right above its text.
    const alert = article.getByText('An alert that becomes an admonition.');
    const heading = article.getByText('note', { exact: true });
    await expect(alert).toBeVisible();
    await expect(heading).toBeVisible();
    const [headingBox, alertBox] = [(await heading.boundingBox())!, (await alert.boundingBox())!];
    expect(alertBox.y - headingBox.y).toBeGreaterThan(0);
    expect(alertBox.y - headingBox.y).toBeLessThan(60);
  });
});
