/**
 * deploy/nginx.conf, served by Debian's nginx over the e2e build: redirects,
 * the 404 page, caching, compression, security headers, and a
 * Content-Security-Policy the site satisfies.
 */
import { test, expect, SEARCH_INDEX_TIMEOUT } from './fixtures';
import { startNginx } from '../../scripts/deploy/localNginx.mjs';
import { E2E_BUILD_DIR } from '../../playwright.config';
import { REDIRECTS } from '../../config/redirects';

// Not 4190: fetch refuses that port (ManageSieve is on the "bad ports" list).
const PORT = 4180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The same server block over TLS, with a self-signed certificate. */
const TLS_PORT = 4181;
const TLS_ORIGIN = `https://127.0.0.1:${TLS_PORT}`;

let nginx: { stop: () => void } | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  nginx = await startNginx(E2E_BUILD_DIR, PORT, { tlsPort: TLS_PORT });
});

test.afterAll(() => {
  nginx?.stop();
});

test('redirects a path without its trailing slash with a 301, keeping the query', async ({ request }) => {
  for (const page of ['/concepts', '/guides/getting-started', '/v4/concepts']) {
    const response = await request.get(`${page}?from=test`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${page}/?from=test`);
  }
});

test('answers every old URL of webpack.js.org with a 301 to its page, in one hop, keeping the query', async ({
  request,
}) => {
  for (const { from, to } of REDIRECTS) {
    const bare = from.replace(/\/$/, '');
    for (const url of [from, bare, `${from}index.html`, `${from}?utm_source=old-link`]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(301);
      expect(response.headers().location, url).toBe(
        url.endsWith('?utm_source=old-link') ? `${to}?utm_source=old-link` : to,
      );
    }
    const target = await request.get(to, { maxRedirects: 0 });
    expect(target.status(), to).toBe(200);
  }
});

test('redirects only the old paths themselves, not pages below or beside them', async ({ request }) => {
  // A page under an old path (/api/plugins/ is both a page and the prefix of old URLs), and a look-alike path.
  expect((await request.get('/api/plugins/', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/guides/code-splitting/', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/supporters/', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/support/more/', { maxRedirects: 0 })).status()).toBe(404);
});

test('answers an unknown path with the not-found page and status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('caches hashed assets for good and revalidates HTML and the worker', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/assets/js/main"]').getAttribute('src');
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/concepts/')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('caches the search index for good: every file of it is named by its content', async ({ request }) => {
  const html = await (await request.get('/concepts/')).text();
  const manifests = [...html.matchAll(/<meta name="search-index" data-version="[^"]+" content="([^"]+)">/g)].map(
    ([, url]) => url!,
  );
  expect(manifests.length).toBeGreaterThan(1);
  for (const manifestUrl of manifests) {
    const response = await request.get(manifestUrl);
    expect(response.headers()['cache-control'], manifestUrl).toBe('public, max-age=31536000, immutable');
    const manifest = (await response.json()) as { terms: [string, string][]; recordParts: [number, string][] };
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    for (const file of [manifest.terms[0]![1], manifest.recordParts[0]![1]]) {
      const part = await request.get(base + file, { headers: { 'accept-encoding': 'gzip' } });
      expect(part.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(part.headers()['content-type'], file).toBe('application/json; charset=utf-8');
    }
  }
  // A part the build did not write is the not-found page, never cached for long.
  const missing = await request.get('/search-index/5/t.000000000000.json');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
});

test('answers the asset folders themselves with the 404 page, not a 403, and never caches it', async ({ request }) => {
  for (const folder of ['/assets/', '/img/', '/assets/js/', '/assets', '/img']) {
    const response = await request.get(folder);
    expect(response.status(), folder).toBe(404);
    expect(response.headers()['cache-control'], folder).toBe('no-cache');
    expect(await response.text(), folder).toContain('Page Not Found');
  }
  const missing = await request.get('/assets/js/no-such-chunk.0123abcd.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
});

test('names the type and the charset of every kind of file it serves', async ({ request }) => {
  const types: Record<string, RegExp> = {
    '/concepts/': /^text\/html; charset=utf-8$/,
    '/404.html': /^text\/html; charset=utf-8$/,
    '/manifest.json': /^application\/manifest\+json; charset=utf-8$/,
    '/concepts/index.md': /^text\/markdown; charset=utf-8$/,
    '/llms.txt': /^text\/plain; charset=utf-8$/,
    '/content-tree.json': /^application\/json; charset=utf-8$/,
    '/img/logo.svg': /^image\/svg\+xml; charset=utf-8$/,
  };
  for (const [url, type] of Object.entries(types)) {
    expect((await request.get(url)).headers()['content-type'], url).toMatch(type);
  }
});

test('compresses text responses', async ({ page }) => {
  const responses: { url: string; encoding?: string }[] = [];
  page.on('response', (r) => responses.push({ url: r.url(), encoding: r.headers()['content-encoding'] }));
  await page.goto('/');
  expect(responses.find((r) => /\/assets\/js\/main\./.test(r.url))?.encoding).toBe('gzip');
  expect(responses.find((r) => r.url === `${ORIGIN}/`)?.encoding).toBe('gzip');
});

test('sends the security headers', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('sends Strict-Transport-Security over TLS only', async ({ playwright }) => {
  const plain = await (await playwright.request.newContext()).get(`${ORIGIN}/`);
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const tls = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  const secure = await tls.get(`${TLS_ORIGIN}/`);
  expect(secure.status()).toBe(200);
  expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await tls.dispose();
});

test.describe('with the offline worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the site runs under its Content-Security-Policy without a single violation', async ({ page }) => {
    test.setTimeout(2 * SEARCH_INDEX_TIMEOUT);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const url of ['/', '/concepts/entry-points/', '/blog/', '/vote/', '/loaders/css-loader/']) {
      await page.goto(url);
      // Long README pages take seconds of script on a busy machine before they hydrate.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
    }
    // The theme toggle (an inline-script feature) and the search, which fetches its index parts.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await page.locator('input.navbar__search-input').pressSequentially('entry', { delay: 20 });
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: SEARCH_INDEX_TIMEOUT });
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(violations).toEqual([]);
  });
});
