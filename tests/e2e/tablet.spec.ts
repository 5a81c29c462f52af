/**
 * The layout of a tablet, 768 to 996 px (a portrait iPad is 768 or 820 px wide): the docs sidebar is a column beside
 * the page and the navbar shows its links, as on a desktop, with the page at least 560 px wide; the navbar's other
 * entries (versions, icon links, language, theme) are in the drawer, which its button opens. The navbar's entries fit
 * side by side at every width from 768 px, a tablet held sideways (1024 px) included. Below 768 px the phone layout is
 * unchanged: the sidebar is in the drawer. The sitemap sweep checks every page at 768 px as well.
 */
import type { Page } from '@playwright/test';
import { SIZES } from '../../src/constants';
import { test, expect, blockSiteScripts } from './fixtures';
import { docsColumnProblems, navbarProblems } from './layout';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
/** The navbar's links on the left, and its entries on the right, in the bar itself (not in the drawer). */
const leftOfNavbar = (page: Page) => page.locator('.theme-layout-navbar-left');
const rightOfNavbar = (page: Page) => page.locator('.navbar__items--right');
const drawer = (page: Page) => page.locator('.navbar-sidebar');
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });

for (const width of [SIZES.tabletMinWidthPx, 820, 996]) {
  test(`at ${width} px a doc page has the sidebar column and the navbar links`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1024 });
    await page.goto('/configuration/output/');
    await hydrated(page);

    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Output', exact: true })).toBeInViewport();
    const column = await sidebar(page).boundingBox();
    expect(column!.x).toBeLessThan(1);
    expect(await docsColumnProblems(page)).toEqual([]);
    // The page's heading starts right of the sidebar.
    const heading = await page.getByRole('heading', { level: 1, name: 'Output' }).boundingBox();
    expect(heading!.x).toBeGreaterThanOrEqual(column!.x + column!.width);

    for (const name of ['Documentation', 'Contribute', 'Vote', 'Blog'])
      await expect(leftOfNavbar(page).getByText(name, { exact: true })).toBeVisible();

    // The sidebar stays in view while the page scrolls.
    await page.mouse.wheel(0, 3000);
    await expect(sidebar(page).getByRole('link', { name: 'Output', exact: true })).toBeInViewport();
  });
}

for (const width of [SIZES.tabletMinWidthPx, 820, 996, 997, 1024, 1100]) {
  test(`at ${width} px the navbar's entries fit side by side`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/concepts/');
    await hydrated(page);
    expect(await navbarProblems(page)).toEqual([]);
  });
}

test('at 768 px the rest of the navbar is in the drawer, which holds no docs sidebar', async ({ page }) => {
  await page.setViewportSize({ width: SIZES.tabletMinWidthPx, height: 1024 });
  await page.goto('/concepts/');
  await hydrated(page);
  await expect(rightOfNavbar(page).getByRole('link', { name: 'GitHub repository' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(drawer(page)).toBeInViewport();
  await expect(drawer(page).getByRole('link', { name: 'GitHub repository' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Contribute' })).toBeVisible();
  // The section's pages are in the sidebar column, not in the drawer.
  await expect(sidebar(page).getByRole('link', { name: 'Entry Points', exact: true })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Entry Points', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(drawer(page)).not.toBeInViewport();
});

test('the sidebar column is in the served page at 768 px, before any script runs', async ({ page }) => {
  await blockSiteScripts(page);
  await page.setViewportSize({ width: SIZES.tabletMinWidthPx, height: 1024 });
  await page.goto('/configuration/output/');
  await expect(sidebar(page)).toBeVisible();
  expect(await docsColumnProblems(page)).toEqual([]);
  await expect(leftOfNavbar(page).getByText('Contribute', { exact: true })).toBeVisible();
});

test('below 768 px the phone layout stays: the sidebar is in the drawer', async ({ page }) => {
  await page.setViewportSize({ width: SIZES.tabletMinWidthPx - 1, height: 1024 });
  await page.goto('/configuration/output/');
  await hydrated(page);
  await expect(sidebar(page)).toBeHidden();
  await expect(leftOfNavbar(page).getByText('Contribute', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(drawer(page).getByRole('link', { name: 'Output', exact: true })).toBeVisible();
});
