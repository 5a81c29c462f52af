import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { URLS } from '../../src/constants';

const SITE_REPOSITORY = process.env.SITE_REPOSITORY ?? URLS.siteRepository;

test.describe('doc page', () => {
  test('links the previous and next pages of the section', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const pagination = page.getByRole('navigation', { name: 'Docs pages' });
    const previous = pagination.getByRole('link', { name: /« Previous/ });
    const next = pagination.getByRole('link', { name: /Next »/ });
    await expect(previous).toHaveAttribute('href', '/concepts/');
    await expect(previous).toContainText('Concepts');
    await expect(next).toHaveAttribute('href', '/concepts/output/');
    await expect(next).toContainText('Output');
  });

  test('has Further Reading, Edit Document and Print Section', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const further = page.getByRole('region', { name: 'Further Reading' });
    await expect(further.getByRole('link', { name: 'Output' })).toHaveAttribute('href', '/concepts/output/');
    await expect(page.getByRole('link', { name: 'Edit Document' })).toHaveAttribute(
      'href',
      `${SITE_REPOSITORY}/edit/main/docs/concepts/entry-points.mdx`,
    );
    await expect(page.getByRole('link', { name: 'Print Section' })).toHaveAttribute('href', '/concepts/printable/');
  });

  test('copies the page as Markdown', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/concepts/entry-points/');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied to the clipboard' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Entry Points\n/);
    expect(copied).toContain('## Single entry syntax');
  });

  test('renders T>, W> and ?> paragraphs as admonitions', async ({ page }) => {
    await page.goto('/fixtures/contributors/');
    await expect(page.locator('.theme-admonition-tip')).toContainText('This paragraph uses the short tip marker.');
    await expect(page.locator('.theme-admonition-tip')).not.toContainText('T>');
    await expect(page.locator('.theme-admonition-warning')).toContainText('A warning written with the short marker.');
    await expect(page.locator('.theme-admonition-note')).toContainText('A note written with the short marker.');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('contributors', () => {
  test('requests no avatar before the list is in view, then avatars of size 90, placeholder on error', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/fixtures/contributors/');
    await expect(page.getByRole('heading', { name: '3 Contributors' })).toBeAttached();
    await page.waitForTimeout(800);
    expect(externalRequests.filter((url) => url.includes('github.com'))).toEqual([]);
    const avatars = page.getByRole('region', { name: '3 Contributors' }).locator('img');
    await expect(avatars).toHaveCount(3);
    for (const src of await avatars.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))) {
      expect(src).toMatch(/^data:image\/svg\+xml/);
    }

    await page.getByRole('heading', { name: '3 Contributors' }).scrollIntoViewIfNeeded();
    await expect.poll(() => externalRequests.filter((url) => url.includes('github.com')).length).toBe(3);
    expect(externalRequests.filter((url) => url.includes('github.com'))).toEqual([
      'https://github.com/fictional-writer-one.png?size=90',
      'https://github.com/fictional-writer-two.png?size=90',
      'https://github.com/fictional-writer-three.png?size=90',
    ]);
    // The requests were blocked: every avatar falls back to the placeholder.
    await expect
      .poll(() => avatars.evaluateAll((imgs) => imgs.every((img) => img.getAttribute('src')!.startsWith('data:'))))
      .toBe(true);
    const box = await avatars.first().boundingBox();
    expect(box).toMatchObject({ width: 32, height: 32 });
  });

  test('shows each handle as a visible link to its GitHub profile, with the avatars blocked', async ({ page }) => {
    await page.goto('/fixtures/contributors/');
    const list = page.getByRole('region', { name: '3 Contributors' });
    await list.scrollIntoViewIfNeeded();
    const links = list.getByRole('link');
    await expect(links).toHaveText(['fictional-writer-one', 'fictional-writer-two', 'fictional-writer-three']);
    for (const link of await links.all()) {
      await expect(link).toBeInViewport();
      const name = await link.textContent();
      expect(await link.getAttribute('href')).toBe(`https://github.com/${name}`);
      // The handle itself is painted, to the right of the avatar: the topmost element at its centre is its text.
      const box = (await link.getByText(name!).boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.textContent,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(name);
    }
  });
});

test.describe('sidebar', () => {
  test('lists the sections of the current page, open, and toggles them', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = sidebar.getByRole('link', { name: 'Entry Points', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const toggle = sidebar.getByRole('button', { name: 'Toggle Entry Points section' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const anchor = sidebar.getByRole('link', { name: 'Object syntax' });
    await expect(anchor).toHaveAttribute('href', '/concepts/entry-points/#object-syntax');
    // Level 3 anchors are nested under their level 2 heading.
    await expect(
      sidebar.locator('li:has(> a[href$="#object-syntax"]) ul a[href$="#entry-description-objects"]'),
    ).toHaveCount(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(anchor).toBeHidden();
    await toggle.click();
    await expect(anchor).toBeVisible();
  });

  test('loads the sections of another page on demand', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const toggle = sidebar.getByRole('button', { name: 'Toggle Output section' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Public path' })).toHaveAttribute(
      'href',
      '/concepts/output/#public-path',
    );
  });

  test('an anchor link lands on its heading', async ({ page }) => {
    await page.goto('/concepts/output/');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('button', { name: 'Toggle Entry Points section' })
      .click();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Dynamic entries' }).click();
    await expect(page).toHaveURL('/concepts/entry-points/#dynamic-entries');
    const heading = page.getByRole('heading', { name: 'Dynamic entries' });
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('a page opened with a #hash shows that heading', async ({ page }) => {
    await page.goto('/concepts/entry-points/#common-scenarios');
    await expect(page.getByRole('heading', { name: 'Common scenarios' })).toBeInViewport();
  });
});

test.describe('stale deploy recovery', () => {
  const isRouteChunk = (url: URL) => /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/.test(url.pathname);

  /** Counts page loads (document requests) and fails the route chunks of the first `failingLoads` of them. */
  async function deployGoneStale(page: Page, failingLoads: number) {
    const state = { documents: 0, aborted: 0 };
    page.on('request', (request) => {
      if (request.resourceType() === 'document') state.documents += 1;
    });
    await page.route(isRouteChunk, (route) => {
      if (state.documents > failingLoads) return route.continue();
      state.aborted += 1;
      return route.abort('failed');
    });
    return state;
  }

  test('chunks of an older deploy that are gone are recovered by one reload', async ({ page }) => {
    const state = await deployGoneStale(page, 1);
    await page.goto('/concepts/output/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 15_000 });
    expect(state.aborted).toBeGreaterThan(0);
    expect(state.documents).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Output' })).toBeVisible();
  });

  test('chunks that keep failing cause one reload only, and the page stays readable', async ({ page }) => {
    const state = await deployGoneStale(page, Infinity);
    await page.goto('/concepts/output/');
    await page.waitForTimeout(4000);
    expect(state.documents).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Output' })).toBeVisible();
    await expect(page.getByText('option tells webpack where to write the files', { exact: false })).toBeVisible();
  });
});
