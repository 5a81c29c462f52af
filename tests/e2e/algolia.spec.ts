/**
 * The Algolia DocSearch mode: a build made with ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME
 * (`npm run build:algolia`, dummy keys) shows DocSearch instead of the local search. Algolia cannot be reached
 * from here: its requests are answered by the test, which checks what the site asks for.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { serveBuild } from './serve';

const PORT = 4186;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUILD = path.resolve('build-algolia');
/** The dummy configuration of package.json's build:algolia. */
const APP_ID = 'TESTAPPID';
const INDEX_NAME = 'webpack-docs-test';

let server: ChildProcess | undefined;

// One worker runs this file: its server and port belong to it.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  // Part of the test command; a missing build is a failure, not a reason to skip.
  if (!fs.existsSync(BUILD)) throw new Error(`${BUILD} is missing: run npm run build:algolia first`);
  server = await serveBuild(BUILD, PORT);
});

test.afterAll(() => {
  server?.kill();
});

test('shows the DocSearch button, no local index, and queries the configured Algolia index', async ({ page }) => {
  const queries: { url: string; body: string }[] = [];
  const localIndex: string[] = [];
  page.on('request', (request) => {
    if (/search-index.*\.json/.test(request.url())) localIndex.push(request.url());
  });
  // Answered before the browser looks the host up (no host name resolves in the tests).
  await page.route(/algolia(net)?\.(net|com)/, async (route) => {
    queries.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: '' }],
      }),
    });
  });

  await page.goto('/concepts/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const button = page.locator('.DocSearch-Button');
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName(/Search/);
  await expect(page.locator('input.navbar__search-input')).toHaveCount(0);

  await button.click();
  // The modal's code is a chunk of its own, fetched on the first hover or click.
  await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 15_000 });
  const box = page.locator('.DocSearch-Input');
  await expect(box).toBeFocused();
  await box.pressSequentially('publicPath', { delay: 20 });
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  expect(new URL(queries[0]!.url).hostname).toMatch(new RegExp(`^${APP_ID.toLowerCase()}`, 'i'));
  expect(queries.some((q) => q.body.includes(INDEX_NAME) && q.body.includes('publicPath'))).toBe(true);
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  expect(localIndex).toEqual([]);
});

test('a /v4/ page searches the version 4 documents', async ({ page }) => {
  const bodies: string[] = [];
  await page.route(/algolia(net)?\.(net|com)/, async (route) => {
    bodies.push(route.request().postData() ?? '');
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }),
    });
  });
  await page.goto('/v4/concepts/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 15_000 });
  await page.locator('.DocSearch-Input').pressSequentially('entry', { delay: 20 });
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  // DocSearch filters by the docs version of the page (docusaurus_tag facet).
  expect(bodies.join('\n')).toContain('docs-default-4');
});
