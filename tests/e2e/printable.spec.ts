import { test, expect, startInTheme } from './fixtures';
import { PRINTABLE_SECTIONS } from '../../src/constants';

test.describe('printable sections', () => {
  for (const section of PRINTABLE_SECTIONS) {
    test(`/${section}/printable/ holds the section's pages`, async ({ page }) => {
      // The loaders and plugins pages hold dozens of READMEs (3.5 MB of HTML).
      test.slow(section === 'loaders' || section === 'plugins');
      const response = await page.goto(`/${section}/printable/`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Combined printable page | webpack');
      expect(await page.locator('main h1').count()).toBeGreaterThanOrEqual(2);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('lists pages in sidebar order and points links to their place on the page', async ({ page }) => {
    await page.goto('/concepts/printable/');
    const titles = await page.locator('main article > h1').allTextContents();
    expect(titles.slice(0, 3)).toEqual(['Concepts', 'Entry Points', 'Output']);
    // Entry Points links to the Output page, which is on this page too.
    await expect(page.locator('article#concepts-entry-points a[href="#concepts-output"]').first()).toBeVisible();
    await expect(page.locator('article#concepts-entry-points a[href^="/concepts/output"]')).toHaveCount(0);
  });

  test('printing hides the site chrome and breaks pages between docs', async ({ page }) => {
    await page.goto('/concepts/printable/');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('nav.navbar')).toBeHidden();
    await expect(page.locator('footer.footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print this section' })).toBeHidden();
    const breakBefore = await page
      .locator('main article')
      .nth(1)
      .evaluate((el) => getComputedStyle(el).breakBefore);
    expect(breakBefore).toBe('page');
  });

  test('each page of a section is printed under one h1: its own, not the README title as well', async ({ page }) => {
    test.slow();
    await page.goto('/loaders/printable/');
    const articles = page.locator('main article');
    expect(await articles.count()).toBeGreaterThan(20);
    const titles = await articles.evaluateAll((list) =>
      list.map((article) =>
        [...article.querySelectorAll('h1')].map((h1) => h1.textContent?.replace(/\u200b/g, '').trim()),
      ),
    );
    for (const headings of titles) expect(headings).toHaveLength(1);
    expect(titles).toContainEqual(['style-loader']);
  });

  test('prints in light colours from the dark theme', async ({ page }) => {
    test.slow();
    await startInTheme(page, 'dark');
    await page.goto('/loaders/printable/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    /** Relative luminance of a computed CSS colour (WCAG). */
    const luminance = (color: string) => {
      const [r, g, b] = color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map((c) => {
          const v = Number(c) / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const colours = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const paper = getComputedStyle(document.body).backgroundColor;
        return {
          paper: paper === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.documentElement).backgroundColor : paper,
          text: style('main article p').color,
          heading: style('main article h2').color,
          link: style('main article p a').color,
          code: style('main article pre code span').color,
          codeBackground: style('main article pre').backgroundColor,
        };
      });
    const screen = await colours();
    expect(luminance(screen.text)).toBeGreaterThan(0.5);

    await page.emulateMedia({ media: 'print' });
    // Links ease into their new colour (Infima's 200 ms colour transition), so the colours are read once settled.
    await expect
      .poll(async () => {
        const print = await colours();
        return {
          // Light paper, also under code, for a printer that prints backgrounds.
          paper: [print.paper, print.codeBackground].every((paper) => luminance(paper) > 0.85),
          ink: [print.text, print.heading, print.link, print.code].every((ink) => luminance(ink) < 0.2),
        };
      })
      .toEqual({ paper: true, ink: true });
  });

  test('the v4 docs have printable sections too', async ({ page }) => {
    const response = await page.goto('/v4/concepts/printable/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main article > h1').first()).toHaveText('Concepts');
  });

  test('printable pages are in no sidebar and not in the sitemap', async ({ page, request }) => {
    await page.goto('/concepts/');
    await expect(
      page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: /printable/i }),
    ).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('printable');
  });
});

test.describe('machine-readable docs', () => {
  test('/llms.txt lists every section', async ({ request }) => {
    const llms = await (await request.get('/llms.txt')).text();
    for (const heading of [
      'API',
      'Concepts',
      'Configuration',
      'Contribute',
      'Guides',
      'Loaders',
      'Migrate',
      'Plugins',
    ]) {
      expect(llms).toContain(`## ${heading}`);
    }
    expect(llms).toContain('/concepts/entry-points/index.md');
  });

  test('a Markdown twin has the same headings as its page', async ({ page, request }) => {
    await page.goto('/concepts/entry-points/');
    const pageHeadings = (await page.locator('article .markdown h2').allTextContents()).map((t) =>
      t.replace(/\u200b/g, '').trim(),
    );
    const twin = await (await request.get('/concepts/entry-points/index.md')).text();
    const twinHeadings = [...twin.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.replace(/`/g, ''));
    expect(pageHeadings.length).toBeGreaterThan(3);
    expect(twinHeadings).toEqual(pageHeadings);
  });

  test('the content tree describes every page with sizes summed by directory', async ({ request }) => {
    const tree = await (await request.get('/content-tree.json')).json();
    const concepts = tree.children.find((c: { name: string }) => c.name === 'concepts');
    const files = concepts.children.filter((c: { type: string }) => c.type === 'file');
    expect(concepts.size).toBe(files.reduce((t: number, f: { size: number }) => t + f.size, 0));
    expect(files[0]).toMatchObject({ name: 'index.mdx', url: '/concepts/', sort: -1, extension: '.mdx' });
    const entry = files.find((f: { url: string }) => f.url === '/concepts/entry-points/');
    expect(entry.anchors).toContainEqual({ title: 'Object syntax', id: 'object-syntax', level: 2 });
  });
});
