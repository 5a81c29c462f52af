/**
 * Visual baselines of the views readers see most, at a phone's width and a desktop's (a doc page at a tablet's too),
 * light and dark. Motion is reduced and other hosts are blocked (their images fall back to placeholders), so each view
 * paints the same way on every run. The baselines in `__screenshots__/` were looked at before they were committed;
 * after an intended change of looks, update them with `npx playwright test tests/e2e/visual.spec.ts
 * --update-snapshots` and look again.
 */
import type { Page } from '@playwright/test';
import { test, expect, startInTheme } from './fixtures';
import { paintedWord } from './rotatingWord';

type View = { name: string; path: string; width: 390 | 768 | 1280; theme: 'light' | 'dark'; fullPage?: boolean };

/** Window heights: a phone's, a portrait tablet's (the narrowest with the docs sidebar), a desktop's. */
const HEIGHTS = { 390: 844, 768: 1024, 1280: 900 } as const;

const VIEWS: View[] = [
  { name: 'home', path: '/', width: 390, theme: 'light' },
  { name: 'home', path: '/', width: 390, theme: 'dark' },
  { name: 'home', path: '/', width: 1280, theme: 'light' },
  { name: 'home', path: '/', width: 1280, theme: 'dark' },
  { name: 'doc-page', path: '/concepts/entry-points/', width: 390, theme: 'light' },
  { name: 'doc-page', path: '/concepts/entry-points/', width: 1280, theme: 'dark' },
  { name: 'doc-page', path: '/concepts/entry-points/', width: 768, theme: 'light' },
  { name: 'doc-page', path: '/concepts/entry-points/', width: 768, theme: 'dark' },
  { name: 'reference-page', path: '/configuration/output/', width: 1280, theme: 'light' },
  { name: 'v4-page', path: '/v4/configuration/output/', width: 1280, theme: 'light' },
  { name: 'readme-page', path: '/loaders/steady-readme-loader/', width: 1280, theme: 'light' },
  { name: 'readme-page', path: '/loaders/steady-readme-loader/', width: 390, theme: 'dark' },
  { name: 'blog-list', path: '/blog/', width: 1280, theme: 'light' },
  { name: 'blog-post', path: '/blog/2020-10-10-webpack-5-release/', width: 390, theme: 'light' },
  { name: 'vote', path: '/vote/', width: 1280, theme: 'light' },
  { name: 'not-found', path: '/no-such-page/', width: 1280, theme: 'dark' },
  { name: 'not-found', path: '/no-such-page/', width: 390, theme: 'light' },
  { name: 'printable', path: '/concepts/printable/', width: 1280, theme: 'light' },
];

test.use({ reducedMotion: 'reduce' });

async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Web fonts and lazy images that are going to load have loaded; placeholders are in place of blocked ones.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

for (const view of VIEWS) {
  test(`${view.name} at ${view.width} px, ${view.theme}`, async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: HEIGHTS[view.width] });
    await startInTheme(page, view.theme);
    await page.goto(view.path);
    await settle(page);
    // A word of the heading cut off by a few pixels stays under the screenshots' tolerance (1 % of the view), so
    // the home views check that the rotating word is painted whole first.
    if (view.name === 'home')
      expect(await paintedWord(page)).toEqual({ text: 'assets', insideHeading: true, whole: true });
    await expect(page).toHaveScreenshot(`${view.name}-${view.width}-${view.theme}.png`, {
      fullPage: view.fullPage ?? false,
      animations: 'disabled',
    });
  });
}
