import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openHydrated } from './a11y';
import { drawer, watchGestureCode } from './drawer';

/**
 * A touch swipe from one point to another at a finger's pace (one move per frame), the finger at rest for 100 ms
 * before it lifts. A finger lifted while moving is a fling, and Chromium swallows the next tap if it comes while the
 * fling lasts (the tap stops it), even with nothing to scroll and whatever the touch-action: on this machine a tap
 * 150 ms after a swipe at this pace was swallowed and one 250 ms after was not, and after a swipe of a tenth of a
 * second taps up to 900 ms after were swallowed. A CI run, most likely so, lost the tap on a link in the drawer that
 * follows the drawer's opening. At rest before lifting (no move in Chromium's last 40 ms), a swipe is no fling.
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
  await page.waitForTimeout(100);
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Open: the drawer is wholly on screen, and the page has finished the work of opening it. Closed: none of it is. Both
 * wait for the slide to finish, and open waits for the page to be idle: a reader's finger comes after the drawer is
 * drawn.
 */
const isOpen = async (page: Page) => {
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
};
const isClosed = (page: Page) => expect(drawer(page)).not.toBeInViewport();

const openDocPage = (page: Page) => openHydrated(page, '/concepts/entry-points/');

test.describe('mobile sidebar at 390 px', () => {
  test('a swipe from the left edge opens it and a swipe left closes it', async ({ page }) => {
    await openDocPage(page);
    await isClosed(page);

    await swipe(page, [3, 400], [200, 410]);
    await isOpen(page);
    await expect(drawer(page).getByRole('link', { name: 'Entry Points', exact: true })).toBeVisible();

    await swipe(page, [250, 400], [40, 405]);
    await isClosed(page);
  });

  test('the drawer follows the finger, up to 295 px, from the very first touch', async ({ page }) => {
    await openDocPage(page);
    const client = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 400, id: 1 }] });
    const drawerRight = async () => Math.round((await drawer(page).boundingBox())!.x + 300);
    // This touch asks for the gesture code: the finger keeps moving while it arrives, and the drawer then follows,
    // its right edge where the finger has travelled (157 px).
    await touch('touchStart', 3);
    await expect
      .poll(async () => {
        await touch('touchMove', 160);
        return Math.abs((await drawerRight()) - 157) <= 3;
      })
      .toBe(true);
    for (const x of [250, 330, 380]) {
      await touch('touchMove', x);
      await page.waitForTimeout(16);
    }
    await expect.poll(drawerRight).toBe(295);
    await touch('touchEnd', 380);
    await isOpen(page);
  });

  test('short or steep swipes do nothing', async ({ page }) => {
    await openDocPage(page);
    await swipe(page, [3, 400], [18, 400]);
    await swipe(page, [3, 300], [100, 500]);
    await page.waitForTimeout(300);
    await isClosed(page);
  });

  test('closes on an outside tap, on its close button and when a link is chosen', async ({ page }) => {
    await openDocPage(page);
    await swipe(page, [3, 400], [200, 400]);
    await isOpen(page);
    await page.mouse.move(0, 0);
    await page.touchscreen.tap(370, 400);
    await isClosed(page);

    await swipe(page, [3, 400], [200, 400]);
    await isOpen(page);
    await page.getByRole('button', { name: 'Close navigation bar' }).tap();
    await isClosed(page);

    await swipe(page, [3, 400], [200, 400]);
    await isOpen(page);
    await drawer(page).getByRole('link', { name: 'Output', exact: true }).tap();
    await expect(page).toHaveURL('/concepts/output/');
    await isClosed(page);

    // A mouse click outside closes it as well.
    await swipe(page, [3, 400], [200, 400]);
    await isOpen(page);
    await page.mouse.click(370, 300);
    await isClosed(page);
  });

  test('opened from its button, a swipe left closes it', async ({ page }) => {
    await openDocPage(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await isOpen(page);
    await swipe(page, [250, 400], [40, 405]);
    await isClosed(page);
  });

  test("the drawer lists the page's anchors from the data the page loaded, without loading it again", async ({
    page,
  }) => {
    // Every script the page runs, to find those that carry the configuration section's anchors.
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await openHydrated(page, '/configuration/output/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await isOpen(page);
    await expect(drawer(page).getByRole('link', { name: 'Location and cleanup', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const copies = (await Promise.all(bodies)).filter((body) => body.includes('{"value":"Location and cleanup"'));
    // Once, in the sidebar data the page loaded (its section's route); the drawer once asked for a second copy.
    expect(copies).toHaveLength(1);
  });

  test('the swipe gesture code loads only when the edge is first touched', async ({ page }) => {
    const gestureScripts = watchGestureCode(page);
    await openDocPage(page);
    await page.waitForLoadState('networkidle');
    expect(gestureScripts).toEqual([]);
    await swipe(page, [3, 400], [200, 400]);
    await isOpen(page);
    await expect.poll(() => gestureScripts.length).toBe(1);
  });

  test('the edge strip is painted under the banner and the navbar, never over them', async ({ page }) => {
    await openDocPage(page);
    for (const [name, region] of [
      ['banner', page.getByRole('region', { name: 'webpack 5 release notice' })],
      ['navbar', page.getByRole('navigation', { name: 'Main' })],
    ] as const) {
      const box = (await region.boundingBox())!;
      const covered = await region.evaluate(
        (element, { top, bottom }) => {
          const misses: string[] = [];
          for (let y = Math.ceil(top); y < bottom; y += 4)
            for (const x of [0, 2, 4, 10])
              if (!element.contains(document.elementFromPoint(x, y))) misses.push(`${x},${y}`);
          return misses;
        },
        { top: box.y, bottom: box.y + box.height },
      );
      expect(covered, `points of the ${name} painted over`).toEqual([]);
    }
    // The strip itself is there, beside the content.
    const strip = await page.evaluate(() => document.elementFromPoint(2, 600)?.closest('main, article, nav'));
    expect(strip).toBeNull();
  });
});
