/**
 * The old URLs of webpack.js.org (config/redirects.ts) as `docusaurus serve`, or any static host, serves the build:
 * each is an HTML page that sends the reader on to the page that holds its content now, a page of the build. The
 * redirect pages are not pages of the site: not in the sitemap, the search index or the offline worker's precache.
 * And robots.txt names the sitemap. (deploy/nginx.conf answers the same list with 301s: tests/e2e/nginx.spec.ts.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REDIRECTS } from '../../config/redirects';
import { E2E_BUILD_DIR as BUILD } from '../../playwright.config';
import { indexedPages } from '../search/builtSearch';
import { test, expect, sitemapPaths } from './fixtures';

test('every redirect points at a page of the site', async ({ request }) => {
  for (const { to } of REDIRECTS) {
    const response = await request.get(to, { maxRedirects: 0 });
    expect(response.status(), to).toBe(200);
    // A page with content of its own, not another redirect.
    const html = await response.text();
    expect(html, to).toMatch(/<h1[\s>]/);
    expect(html, to).not.toContain('http-equiv="refresh"');
  }
  const pages = new Set(sitemapPaths());
  expect(REDIRECTS.filter(({ to }) => !pages.has(to))).toEqual([]);
});

test('every old URL is a page that sends the reader on to its target', async ({ request }) => {
  for (const { from, to } of REDIRECTS) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(200);
    const html = await response.text();
    expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html, from).toContain(`<link rel="canonical" href="${to}" />`);
  }
});

test('an old URL lands the reader on the new page, with the query and the fragment', async ({ page }) => {
  await page.goto('/concepts/mode/?from=old-link#what-each-mode-sets');
  await expect(page).toHaveURL('/configuration/mode/?from=old-link#what-each-mode-sets');
  await expect(page.getByRole('heading', { level: 1, name: 'Mode' })).toBeVisible();
});

test('an old URL without its trailing slash lands on the new page too', async ({ page }) => {
  await page.goto('/get-started');
  await expect(page).toHaveURL('/guides/getting-started/');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
});

test("/v4/ lands on the version 4 docs' first page", async ({ page }) => {
  await page.goto('/v4/');
  await expect(page).toHaveURL('/v4/concepts/');
  await expect(page.getByRole('heading', { level: 1, name: 'Concepts' })).toBeVisible();
});

test("under the site's Content-Security-Policy a redirect page still sends the reader on, by its meta refresh", async ({
  page,
}) => {
  // The policy leaves the redirect pages' scripts out (nginx answers their paths with a 301): a host that serves the
  // pages anyway with the policy blocks the script, and the meta refresh, which no policy governs, takes over.
  const header = execFileSync('node', ['scripts/deploy/csp.mjs', BUILD], { stdio: ['ignore', 'pipe', 'ignore'] });
  const policy = /Content-Security-Policy "([^"]+)"/.exec(header.toString())![1]!;
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await page.route('**/support/?from=old-link', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  await page.goto('/support/?from=old-link');
  await expect(page).toHaveURL('/contribute/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contribute' })).toBeVisible();
  expect(blocked.join('\n')).toMatch(/inline script/);
});

test('the redirect pages are not in the sitemap, the search index or the offline precache', () => {
  const froms = REDIRECTS.map(({ from }) => from);
  expect(sitemapPaths().filter((pathname) => froms.includes(pathname))).toEqual([]);

  const precached = [...fs.readFileSync(path.join(BUILD, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
    ([, url]) => `/${url}`,
  );
  expect(precached).toContain('/concepts/index.html');
  expect(froms.filter((from) => precached.includes(`${from}index.html`))).toEqual([]);

  const indexed = [...indexedPages(BUILD).values()].flat();
  expect(indexed).toContain('/configuration/mode/');
  expect(froms.filter((from) => indexed.includes(from))).toEqual([]);
});

test('robots.txt lets crawlers in and names the sitemap of the URL the site is built for', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow:$/m);
  const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  // The sitemap's own URLs start with the site's URL.
  const firstPage = /<loc>([^<]+)<\/loc>/.exec(fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8'))?.[1];
  expect(sitemap).toBe(new URL('/sitemap.xml', firstPage).href);
  expect((await request.get(new URL(sitemap!).pathname)).status()).toBe(200);
});
