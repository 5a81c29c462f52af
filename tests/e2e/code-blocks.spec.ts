/**
 * Code blocks are highlighted at build time (plugins/code-highlight): the served page is already coloured, in the
 * reader's theme, and no page loads a highlighter. Titles, highlighted lines, line numbers, copy and word wrap work
 * as the theme's own code blocks do. The fixture pages (tests/fixtures/docs/code-blocks*.md*) hold every option.
 */
import type { Page } from '@playwright/test';
import { test, expect, blockSiteScripts, startInTheme } from './fixtures';
import { loadedScripts } from './loadedScripts';
import { darkCodeTheme, lightCodeTheme } from '../../config/prismThemes';

type Theme = typeof lightCodeTheme;

/** The colour a Prism theme gives a token of this one type (later entries win, as in prism-react-renderer). */
function tokenColor(theme: Theme, type: string): string {
  const entries = theme.styles.filter((entry) => entry.types.includes(type) && entry.style.color);
  return rgb(entries.at(-1)!.style.color!);
}

/** `#rrggbb` or `rgb(r, g, b)` as the browser reports computed colours. */
function rgb(color: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!hex) return color.replace(/\s*,\s*/g, ', ');
  return `rgb(${hex
    .slice(1)
    .map((h) => parseInt(h, 16))
    .join(', ')})`;
}

/** Computed colour of the first token of a block whose text is exactly `text`. */
async function colorOf(page: Page, blockIndex: number, text: string) {
  return page
    .locator('.theme-code-block pre')
    .nth(blockIndex)
    .evaluate((pre, wanted) => {
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() === wanted) return getComputedStyle(node.parentElement!).color;
      }
      throw new Error(`no token "${wanted}"`);
    }, text);
}

const lineBackgrounds = (page: Page, blockIndex: number) =>
  page
    .locator('.theme-code-block pre')
    .nth(blockIndex)
    .evaluate((pre) =>
      [...pre.querySelectorAll('code > *')].map((line) => ({
        text: line.textContent,
        background: getComputedStyle(line).backgroundColor,
      })),
    );

test.describe('code blocks', () => {
  test('are coloured in the served page, in the light and the dark theme, before any script runs', async ({ page }) => {
    await blockSiteScripts(page);
    await page.goto('/configuration/output/');
    const pre = page.locator('.theme-code-block pre').first();
    await expect(pre).toHaveCSS('background-color', rgb(lightCodeTheme.plain.backgroundColor!));
    expect(await colorOf(page, 0, 'const')).toBe(tokenColor(lightCodeTheme, 'keyword'));

    await startInTheme(page, 'dark');
    await page.goto('/configuration/output/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(pre).toHaveCSS('background-color', rgb(darkCodeTheme.plain.backgroundColor!));
    expect(await colorOf(page, 0, 'const')).toBe(tokenColor(darkCodeTheme, 'keyword'));
  });

  test('switch colours with the theme toggle', async ({ page }) => {
    await page.goto('/configuration/output/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.theme-code-block pre').first()).toHaveCSS(
      'background-color',
      rgb(darkCodeTheme.plain.backgroundColor!),
    );
    expect(await colorOf(page, 0, 'const')).toBe(tokenColor(darkCodeTheme, 'keyword'));
  });

  test('no page loads a highlighter, the home page included', async ({ page }) => {
    for (const pathname of [
      '/',
      '/configuration/output/',
      '/blog/2026-10-26-webpack-5-112/',
      '/fixtures/code-blocks/',
    ]) {
      const scripts = await loadedScripts(page, pathname);
      await expect(page.locator('.theme-code-block').first()).toBeVisible();
      // A property name of Prism's core that survives minification.
      expect(scripts.includes('disableWorkerMessageHandler'), pathname).toBe(false);
    }
  });

  test('keep titles, and paint highlighted lines from a range and from magic comments', async ({ page }) => {
    await page.goto('/fixtures/code-blocks/');
    const title = (index: number) => page.locator('.theme-code-block').nth(index).locator(':scope > div').first();
    await expect(title(0)).toHaveText('range.config.js');
    await expect(title(1)).toHaveText('magic.js');

    // A highlighted line paints a background of its own over the block's.
    const transparent = 'rgba(0, 0, 0, 0)';
    const range = await lineBackgrounds(page, 0);
    expect(range.map((line) => line.background !== transparent)).toEqual([false, true, true, false]);

    const magic = await lineBackgrounds(page, 1);
    // The magic comments are not shown; the lines they mark are.
    expect(magic.map((line) => line.text)).toEqual([
      "const before = 'plain';",
      "const next = 'highlighted by the comment above';",
      "const blockOne = 'inside the block';",
      "const blockTwo = 'inside the block too';",
      "const after = 'plain again';",
    ]);
    expect(magic.map((line) => line.background !== transparent)).toEqual([false, true, true, true, false]);
  });

  test('copy the code as shown, without magic comments', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/fixtures/code-blocks/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // "Copied" shows for one second, which a busy machine can let pass between two looks: the page's clock is held
    // until the test has seen it, then moved on past the second.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const block = page.locator('.theme-code-block').nth(1);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        "const before = 'plain';",
        "const next = 'highlighted by the comment above';",
        "const blockOne = 'inside the block';",
        "const blockTwo = 'inside the block too';",
        "const after = 'plain again';",
      ].join('\n'),
    );
  });

  test('keep the text of plain text blocks and of CommonMark pages, markup characters included', async ({ page }) => {
    await page.goto('/fixtures/code-blocks/');
    await expect(page.locator('.theme-code-block pre').nth(3)).toHaveText('<p>{{greeting}}, & <b>welcome</b></p>');
    await page.goto('/fixtures/code-blocks-commonmark/');
    await expect(page.locator('.theme-code-block').first()).toContainText('package.json');
    await expect(page.locator('.theme-code-block pre').first()).toHaveText('{ "name": "fixture", "private": true }');
    await expect(page.locator('.theme-code-block pre').nth(1)).toHaveText('plain indented code < & >');
  });

  test('written in JSX with a string are highlighted in the browser, Prism loaded then', async ({ page }) => {
    await blockSiteScripts(page);
    await page.goto('/fixtures/code-blocks-runtime/');
    const pre = page.locator('.theme-code-block pre');
    // Served as plain text: readable before any script runs.
    await expect(pre).toHaveText('const answer = 42;');
    await page.unrouteAll();
    // Prism's core: `languages.insertBefore`, which no other chunk defines.
    const prism = page.waitForResponse(async (response) =>
      (await response.text().catch(() => '')).includes('insertBefore:'),
    );
    await page.goto('/fixtures/code-blocks-runtime/');
    await prism;
    // Prism has arrived; the block is painted with it a moment later (until then "const" is not a token of its own).
    await expect
      .poll(() => colorOf(page, 0, 'const').catch(() => 'not painted'))
      .toBe(tokenColor(lightCodeTheme, 'keyword'));
    await expect(page.locator('.theme-code-block').locator(':scope > div').first()).toHaveText('runtime.js');
    // The themes come with the highlighter (the site config every page loads has no token colours): the dark one too.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => colorOf(page, 0, 'const')).toBe(tokenColor(darkCodeTheme, 'keyword'));
  });

  test('render highlighted after a client-side navigation', async ({ page }) => {
    await page.goto('/configuration/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => ((window as unknown as { navigated: boolean }).navigated = true));
    await page.locator('a[href="/configuration/output/"]').first().click();
    await expect(page).toHaveURL(/\/configuration\/output\/$/);
    // The address changes before the new page is rendered.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Output');
    // Still the same document: React rendered the page, from the HTML in its chunk.
    expect(await page.evaluate(() => (window as unknown as { navigated?: boolean }).navigated)).toBe(true);
    expect(await colorOf(page, 0, 'const')).toBe(tokenColor(lightCodeTheme, 'keyword'));
  });

  test('offer word wrap where a line is too long, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/configuration/output/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = page.locator('.theme-code-block').first();
    const pre = block.locator('pre');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await block.hover();
    await block.getByRole('button', { name: 'Toggle word wrap' }).click();
    await expect.poll(() => pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  });
});

test.describe('code block line numbers', () => {
  // At a scale of 1, Chromium places a counter's glyph and the same glyph as text a subpixel apart on some lines.
  test.use({ deviceScaleFactor: 2 });

  test('start where the fence says', async ({ page }) => {
    await page.goto('/fixtures/code-blocks/');
    // The numbers are CSS counters, which no DOM API reads: compare each number cell as painted with the same cell
    // painted with the expected number as fixed text.
    const cells = page.locator('.theme-code-block pre').nth(2).locator('code > div > span:first-child');
    await expect(cells).toHaveCount(2);
    for (const [index, number] of [
      [0, '5'],
      [1, '6'],
    ] as const) {
      const cell = cells.nth(index);
      const painted = await cell.screenshot();
      await cell.evaluate((element, text) => {
        element.id = 'expected-number';
        const style = document.createElement('style');
        style.id = 'expected-number-style';
        style.textContent = `#expected-number::before { content: "${text}" !important; }`;
        document.head.append(style);
      }, number);
      const expected = await cell.screenshot();
      await cell.evaluate((element) => {
        element.removeAttribute('id');
        document.getElementById('expected-number-style')?.remove();
      });
      expect(painted.equals(expected), `line ${number}`).toBe(true);
    }
  });
});

test.describe('a code block highlighted in the browser', () => {
  // The offline worker would fetch the chunks itself, out of the page's routes.
  test.use({ serviceWorkers: 'block' });

  test('stays whole and raises no error while Prism is still on its way', async ({ page }) => {
    // Prism arrives a second late, as on a slow phone: until then the block shows its plain text, inside the theme's
    // layout, whose word-wrap check measures the block (it threw on a block without its element).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Playwright's blocking makes the worker's registration fail: the tests' doing.
      if (message.type() === 'error' && !message.text().startsWith('Registering the offline worker failed'))
        errors.push(message.text());
    });
    let held = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('insertBefore:')) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/fixtures/code-blocks-runtime/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.theme-code-block pre')).toHaveText('const answer = 42;');
    // Once Prism is there, the keyword is coloured (a block without its element was replaced by the error message).
    await expect
      .poll(() => colorOf(page, 0, 'const').catch(() => 'not painted'))
      .toBe(tokenColor(lightCodeTheme, 'keyword'));
    expect(held).toBe(true);
    expect(errors).toEqual([]);
  });
});
