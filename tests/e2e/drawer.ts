/** The mobile drawer, as the navigation and mobile specs see it. */
import type { Page } from '@playwright/test';

/** The theme's navbar drawer (it has no role of its own). */
export const drawer = (page: Page) => page.locator('.navbar-sidebar');

/**
 * Records the scripts the page loads that hold the swipe gesture code, recognised by what it writes while the
 * drawer follows the finger. Call before the page loads.
 */
export function watchGestureCode(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('translate3d(calc(-100% + ')) scripts.push(response.url());
  });
  return scripts;
}
