/**
 * axe over one page of each kind a reader meets, at a phone's width and at a desktop's, in the light theme, and in the
 * dark theme for the pages read most: the WCAG 2.0 and 2.1 A and AA rules and axe's best practices, with no serious or
 * critical violation allowed. Each page, width and theme is checked once, here; the four pages the benchmark measures
 * (/, /concepts/, /configuration/output/, /blog/) are among them. The vote page is checked in tests/e2e/vote.spec.ts,
 * where its service runs and its proposals are on the page.
 */
import { test, expect, startInTheme } from './fixtures';
import { freezeAnimationsAt, openHydrated, seriousViolations } from './a11y';
import { versionPrefix } from '../../src/constants';

type Theme = 'light' | 'dark';

const PAGES: { path: string; phone: Theme[]; desktop: Theme[] }[] = [
  // The splash: navbar, cube, rotating words, sponsors, footer.
  { path: '/', phone: ['light'], desktop: ['light', 'dark'] },
  // A doc page: sidebar (the drawer on a phone), breadcrumbs, table of contents, previous and next.
  { path: '/concepts/', phone: ['light', 'dark'], desktop: ['light'] },
  // An archived version's page, with its notice.
  { path: `${versionPrefix('4')}/concepts/output/`, phone: ['light'], desktop: ['light'] },
  // The longest reference page (about 4,700 elements, a minute of axe on a busy machine): at desktop width, where its
  // sidebar and table of contents are on the page too.
  { path: '/configuration/output/', phone: [], desktop: ['light'] },
  { path: '/blog/', phone: ['light'], desktop: ['light'] },
  { path: '/no-such-page-here/', phone: ['light'], desktop: ['light'] },
  { path: '/search/?q=loader', phone: ['light'], desktop: ['light'] },
];

const WIDTHS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

for (const width of ['phone', 'desktop'] as const) {
  test.describe(`at ${WIDTHS[width].viewport.width} px`, () => {
    test.use(WIDTHS[width]);
    for (const { path, ...themes } of PAGES) {
      for (const theme of themes[width]) {
        test(`${path}, ${theme} theme, has no serious or critical violation`, async ({ page }) => {
          test.setTimeout(180_000);
          await startInTheme(page, theme);
          await openHydrated(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // Idle, so that no element is replaced under axe; and the same picture however long axe takes: every
          // animation at its start (the rotating words of the home page are checked at each step in home.spec.ts).
          await page.waitForLoadState('networkidle');
          await freezeAnimationsAt(page, 0);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }
  });
}
