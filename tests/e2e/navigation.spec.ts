import type { Page } from '@playwright/test';
import { test, expect, blockSiteScripts, SEARCH_INDEX_TIMEOUT, startInTheme } from './fixtures';
import { textContrast } from './a11y';
import { drawer, watchGestureCode } from './drawer';
import { loadedScripts } from './loadedScripts';
import { STORAGE_KEYS, URLS } from '../../src/constants';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The language button: its name starts with the language it shows (WCAG 2.5.3, label in name). */
const languageButton = (page: Page) => mainNav(page).getByRole('button', { name: 'English, select language' });
const searchBox = (page: Page) => mainNav(page).getByRole('combobox', { name: 'Search' });

test.describe('navbar', () => {
  test('links Documentation, Contribute, Vote and Blog', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Documentation' })).toHaveAttribute('href', '/concepts/');
    await expect(nav.getByRole('link', { name: 'Contribute' })).toHaveAttribute('href', '/contribute/');
    await expect(nav.getByRole('link', { name: 'Vote' })).toHaveAttribute('href', '/vote/');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
  });

  test('Documentation lists the sections and is active on /api/ but not on /blog/', async ({ page }) => {
    await page.goto('/api/');
    const documentation = mainNav(page).getByRole('button', { name: 'Documentation' });
    // Active: painted in the light blue accent instead of white.
    await expect(documentation).toHaveCSS('color', 'rgb(141, 214, 249)');
    await documentation.hover();
    for (const label of ['API', 'Concepts', 'Configuration', 'Guides', 'Loaders', 'Migrate', 'Plugins']) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.mouse.move(640, 700);
    await page.goto('/blog/');
    await expect(mainNav(page).getByRole('button', { name: 'Documentation' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('icon links have accessible names and show their icons', async ({ page }) => {
    await page.goto('/');
    const links = [
      [mainNav(page).getByRole('link', { name: 'GitHub repository' }), URLS.repository],
      [mainNav(page).getByRole('link', { name: 'webpack on X' }), URLS.x],
      [mainNav(page).getByRole('link', { name: /Stack Overflow/ }), URLS.stackOverflow],
    ] as const;
    for (const [link, href] of links) {
      await expect(link).toHaveAttribute('href', href);
      // The icon is a shape of static/img/social-icons.svg: drawn about 20 px wide once the file has loaded, and
      // 0 px when the shape is missing.
      await expect
        .poll(() => link.locator('svg use').evaluate((use: SVGUseElement) => Math.round(use.getBBox().width)))
        .toBeGreaterThanOrEqual(16);
      const box = (await link.boundingBox())!;
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.href,
          [box.x + box.width / 2, box.y + box.height / 2],
        ),
      ).toBe(href);
    }
  });

  test('the language menu links the Chinese site at the current path, also after navigating', async ({ page }) => {
    await page.goto('/concepts/');
    const button = languageButton(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: '中文' })).toHaveAttribute('href', `${URLS.chinese}/concepts/`);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.getByRole('link', { name: 'Entry Points' }).first().click();
    await expect(page).toHaveURL('/concepts/entry-points/');
    await button.hover();
    await expect(page.getByRole('link', { name: '中文' })).toHaveAttribute(
      'href',
      `${URLS.chinese}/concepts/entry-points/`,
    );
  });

  test('the language menu follows the keyboard rules', async ({ page }) => {
    await page.goto('/concepts/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const button = languageButton(page);
    const english = mainNav(page).getByRole('link', { name: 'English', exact: true });
    const chinese = mainNav(page).getByRole('link', { name: '中文' });

    // Hover opens it, and says so; the pointer leaving closes it.
    await button.hover();
    await expect(chinese).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await expect(chinese).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The arrows open it from the button and cycle the links, wrapping at both ends; Escape returns to the button.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(english).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(chinese).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(english).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(chinese).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chinese).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(chinese).toBeFocused();
    await page.keyboard.press('Escape');

    // Focus leaving it closes it.
    await page.keyboard.press('Enter');
    await expect(english).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(english).toBeHidden();

    // So does a click outside.
    await button.click();
    await expect(english).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(english).toBeHidden();
  });
});

test.describe('search box', () => {
  for (const width of [768, 850, 996, 1280]) {
    test(`at ${width} px the placeholder is whole and clear of the "ctrl K" hint`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/concepts/');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const hint = mainNav(page).locator('kbd').first();
      await expect(hint).toBeVisible();
      const text = await searchBox(page).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const box = input.getBoundingClientRect();
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        return {
          right: left + context.measureText(input.placeholder).width,
          visibleRight: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
        };
      });
      const hintBox = (await hint.boundingBox())!;
      expect(text.right, '"Search" is cut off').toBeLessThanOrEqual(text.visibleRight);
      expect(Math.min(text.right, text.visibleRight), 'the text runs under the hint').toBeLessThanOrEqual(hintBox.x);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`"No results" and the selected result are readable (4.5:1) in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(2 * SEARCH_INDEX_TIMEOUT);
      await startInTheme(page, theme);
      await page.goto('/concepts/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await searchBox(page).click();
      await page.keyboard.type('zzqqxxv');
      const noResults = mainNav(page).getByText(/^No results/);
      await expect(noResults).toBeVisible({ timeout: SEARCH_INDEX_TIMEOUT });
      // Polled: the list is rendered again as results come in, and an element replaced mid-read has no colours.
      const contrast = (locator: typeof noResults) => () => textContrast(locator).catch(() => 0);
      await expect.poll(contrast(noResults)).toBeGreaterThanOrEqual(4.5);
      // And the selected result, painted in the primary colour.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('output');
      const selected = mainNav(page).getByRole('option', { selected: true });
      await expect(selected).toBeVisible({ timeout: SEARCH_INDEX_TIMEOUT });
      await expect.poll(contrast(selected)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('mobile drawer without a touch screen', () => {
  test('opens from its button at 850 px, and the swipe gesture code is never loaded', async ({ page }) => {
    const gestureScripts = watchGestureCode(page);
    await page.setViewportSize({ width: 850, height: 800 });
    await page.goto('/concepts/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(drawer(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(drawer(page)).toBeInViewport();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(drawer(page)).not.toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForLoadState('networkidle');
    expect(gestureScripts).toEqual([]);
  });
});

test.describe('progress bar', () => {
  // nprogress' markup, in the theme's progress bar module.
  const PROGRESS_BAR_CODE = 'role="bar"';

  test('a first visit does not load it', { tag: '@speed' }, async ({ page }) => {
    expect(await loadedScripts(page, '/concepts/')).not.toContain(PROGRESS_BAR_CODE);
  });

  test('a slow navigation shows it at the top until the next page is there', async ({ page }) => {
    await page.goto('/concepts/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // From now on the next page's scripts take 1.5 s to arrive; the bar's own arrives at once.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes(PROGRESS_BAR_CODE)) await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ response });
    });
    await page.getByRole('link', { name: 'Entry Points', exact: true }).first().click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeGreaterThan(0);
    // The reader still sees the page they left while the next one loads.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entry Points');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('has the eight links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: [string, string][] = [
      ['Get Started', '/guides/getting-started/'],
      ['Comparison', '/comparison/'],
      ['Swag Store', URLS.swagStore],
      ['Glossary', '/glossary/'],
      ['Branding', '/branding/'],
      ['Chat', URLS.chat],
      ['Changelog', URLS.changelog],
      ['License', '/license/'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: false }).first()).toHaveAttribute('href', href);
    }
  });
});

test.describe('theme', () => {
  test('the toggle switches the theme, stores it under "theme" and keeps it after a reload without a flash', async ({
    page,
  }) => {
    await page.goto('/concepts/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme)).toBe('dark');

    // With the site's scripts blocked, only the inline head script can set the theme.
    await blockSiteScripts(page);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });
});

test.describe('release banner', () => {
  test('links the release post and the v4 docs, and stays dismissed after a reload', async ({ page }) => {
    await page.goto('/concepts/');
    const banner = page.getByRole('region', { name: 'webpack 5 release notice' });
    await expect(banner.getByRole('link', { name: 'release announcement' })).toHaveAttribute(
      'href',
      '/blog/2020-10-10-webpack-5-release/',
    );
    await expect(banner.getByRole('link', { name: 'webpack 4 documentation' })).toHaveAttribute(
      'href',
      '/v4/concepts/',
    );
    await banner.getByRole('button', { name: /dismiss/i }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.bannerDismissed)).toBe('3');

    await page.reload();
    await expect(page.getByRole('region', { name: 'webpack 5 release notice' })).toBeHidden();

    // Hidden before any script of the site runs: no flash of the banner.
    await blockSiteScripts(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'webpack 5 release notice' })).toBeHidden();
  });

  for (const key of ['Enter', 'Space']) {
    test(`closed with ${key}, it hands focus on to the navbar instead of dropping it`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const close = page.getByRole('button', { name: /dismiss/i });
      await close.focus();
      await page.keyboard.press(key);
      await expect(close).toBeHidden();
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      // The navbar's first control: the next Tab from the close button would have gone there.
      await expect(mainNav(page).getByRole('link').first()).toBeFocused();
    });
  }
});

test.describe('version switch', () => {
  test('keeps the page when it exists in the other version, both ways', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'v5' }).hover();
    await nav.getByRole('link', { name: 'v4' }).click();
    await expect(page).toHaveURL('/v4/concepts/entry-points/');
    await expect(page.getByRole('heading', { level: 1, name: 'Entry Points' })).toBeVisible();

    await nav.getByRole('button', { name: 'v4' }).hover();
    await nav.getByRole('link', { name: 'v5' }).click();
    await expect(page).toHaveURL('/concepts/entry-points/');
  });

  test('falls back to the version home when the page does not exist there', async ({ page }) => {
    await page.goto('/contribute/');
    await mainNav(page).getByRole('button', { name: 'v5' }).hover();
    await mainNav(page).getByRole('link', { name: 'v4' }).click();
    await expect(page).toHaveURL('/v4/concepts/');
  });
});
