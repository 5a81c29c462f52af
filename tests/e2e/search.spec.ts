import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { REQUIRED_HIT_RATE, SEARCH_CASES } from '../search/queries';

const input = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search' }).or(page.locator('input.navbar__search-input')).first();

/** Types a query in the navbar box and reads the result URLs in order. */
async function search(page: Page, query: string): Promise<string[]> {
  await input(page).fill('');
  await input(page).fill(query);
  const suggestions = page.locator('.aa-suggestion a, a.aa-suggestion');
  await expect(suggestions.first()).toBeVisible({ timeout: 10_000 });
  // Results are refreshed as the query is typed: read them once they stop changing.
  let previous = '';
  for (let i = 0; i < 10; i += 1) {
    const hrefs = await suggestions.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    if (hrefs.join() === previous) return hrefs;
    previous = hrefs.join();
    await page.waitForTimeout(150);
  }
  return previous.split(',');
}

test.describe('search', () => {
  test('typing shows results with the match highlighted, and Enter opens the first', async ({ page }) => {
    await page.goto('/concepts/');
    await input(page).click();
    await input(page).fill('tree shaking');
    const first = page.locator('.aa-suggestion').first();
    await expect(first).toBeVisible();
    await expect(page.locator('.aa-suggestion mark').first()).toBeVisible();
    await input(page).press('ArrowDown');
    await input(page).press('Enter');
    await expect(page).toHaveURL(/\/guides\/tree-shaking\//);
  });

  test('"/" and Ctrl-K focus the search box', async ({ page }) => {
    await page.goto('/concepts/');
    await page.locator('main').click();
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
  });

  test('on a version 4 page, search finds version 4 pages', async ({ page }) => {
    await page.goto('/v4/concepts/');
    const hrefs = await search(page, 'entry points');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs[0]).toMatch(/^\/v4\//);
    expect(hrefs.every((href) => href.startsWith('/v4/'))).toBe(true);
  });

  test('the index is fetched only once the reader starts searching', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
    });
    await page.goto('/concepts/');
    await page.waitForTimeout(1000);
    expect(indexRequests).toEqual([]);
    await input(page).focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test(`finds the expected page in the top 3 for at least ${REQUIRED_HIT_RATE * 100}% of the evaluation set`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/concepts/');
    const misses: string[] = [];
    for (const { query, pages } of SEARCH_CASES) {
      const top = (await search(page, query)).slice(0, 3).map((href) => href.split('#')[0]);
      if (!top.some((href) => pages.includes(href!))) misses.push(`${query} → ${top.join(' | ')}`);
    }
    const rate = (SEARCH_CASES.length - misses.length) / SEARCH_CASES.length;
    console.log(
      `Search hit rate: ${(rate * 100).toFixed(1)}% (${SEARCH_CASES.length - misses.length}/${SEARCH_CASES.length})`,
    );
    if (misses.length) console.log(`Misses:\n  ${misses.join('\n  ')}`);
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  });
});
