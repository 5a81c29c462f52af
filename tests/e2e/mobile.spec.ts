import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * A touch swipe from one point to another at a finger's pace (one move per frame). Synthetic moves
 * sent all at once read as a fling, and Chromium then swallows the next tap (it stops the fling).
 */
async function swipe(page: Page, from: [number, number], to: [number, number], steps = 12) {
  const client = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(...from) });
  for (let i = 1; i <= steps; i += 1) {
    const x = from[0] + ((to[0] - from[0]) * i) / steps;
    const y = from[1] + ((to[1] - from[1]) * i) / steps;
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    await page.waitForTimeout(16);
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const drawer = (page: Page) => page.locator('.navbar-sidebar');
/** Waits until the drawer has slid fully into place (a swipe that starts on it must land on it). */
const settled = (page: Page) => expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
const isOpen = (page: Page) =>
  page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));

test.describe('mobile sidebar at 390 px', () => {
  test('a swipe from the left edge opens it and a swipe left closes it', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByTestId('sidebar-swipe-edge')).toBeAttached();

    await swipe(page, [3, 400], [200, 410]);
    await expect.poll(() => isOpen(page)).toBe(true);
    await expect(drawer(page).getByRole('link', { name: 'Entry Points', exact: true })).toBeVisible();

    await settled(page);
    await swipe(page, [250, 400], [40, 405]);
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  test('short or steep swipes do nothing', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await swipe(page, [3, 400], [18, 400]);
    await page.waitForTimeout(300);
    expect(await isOpen(page)).toBe(false);
    await swipe(page, [3, 300], [100, 500]);
    await page.waitForTimeout(300);
    expect(await isOpen(page)).toBe(false);
  });

  test('closes on an outside tap, on its close button and when a link is chosen', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await swipe(page, [3, 400], [200, 400]);
    await expect.poll(() => isOpen(page)).toBe(true);
    await expect(page.locator('.navbar-sidebar__backdrop')).toHaveCSS('opacity', '1');
    await page.locator('.navbar-sidebar__backdrop').tap({ position: { x: 370, y: 400 } });
    await expect.poll(() => isOpen(page)).toBe(false);

    await swipe(page, [3, 400], [200, 400]);
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.getByRole('button', { name: 'Close navigation bar' }).tap();
    await expect.poll(() => isOpen(page)).toBe(false);

    await swipe(page, [3, 400], [200, 400]);
    await expect.poll(() => isOpen(page)).toBe(true);
    await drawer(page).getByRole('link', { name: 'Output', exact: true }).tap();
    await expect(page).toHaveURL('/concepts/output/');
    await expect.poll(() => isOpen(page)).toBe(false);

    // A mouse click outside closes it as well.
    await swipe(page, [3, 400], [200, 400]);
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.locator('.navbar-sidebar__backdrop').click({ position: { x: 370, y: 300 } });
    await expect.poll(() => isOpen(page)).toBe(false);
  });
});
