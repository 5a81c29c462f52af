import type { Page } from '@playwright/test';
import { test, expect, blockSiteScripts } from './fixtures';
import { STORAGE_KEYS, URLS } from '../../src/constants';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

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
    await expect(documentation).toHaveClass(/navbar__link--active/);
    await documentation.hover();
    for (const label of ['API', 'Concepts', 'Configuration', 'Guides', 'Loaders', 'Migrate', 'Plugins']) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.goto('/blog/');
    await expect(mainNav(page).getByRole('button', { name: 'Documentation' })).not.toHaveClass(/navbar__link--active/);
  });

  test('icon links have accessible names', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'GitHub repository' })).toHaveAttribute(
      'href',
      URLS.repository,
    );
    await expect(mainNav(page).getByRole('link', { name: 'webpack on X' })).toHaveAttribute('href', URLS.x);
    await expect(mainNav(page).getByRole('link', { name: /Stack Overflow/ })).toHaveAttribute(
      'href',
      URLS.stackOverflow,
    );
  });

  test('the language menu links the Chinese site at the current path, also after navigating', async ({ page }) => {
    await page.goto('/concepts/');
    const button = page.getByRole('button', { name: 'Select language' });
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
    await expect(page.locator('html')).toHaveAttribute('data-banner-dismissed', 'true');
    await expect(page.getByRole('region', { name: 'webpack 5 release notice' })).toBeHidden();
  });

  test('the close button is keyboard reachable', async ({ page }) => {
    await page.goto('/');
    const close = page.getByRole('button', { name: /dismiss/i });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(close).toBeHidden();
  });
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
