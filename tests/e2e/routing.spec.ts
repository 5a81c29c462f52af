import { test, expect } from './fixtures';

/** The <title> of served HTML, before any script runs. */
function servedTitle(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

test.describe('URL map', () => {
  test('after each step of in-page navigation the head is the one the page is served with', async ({ page }) => {
    /** The parts of a head that a step changes: title, html language and classes, meta and link tags, JSON-LD. */
    const headOf = (doc: Document) => ({
      title: doc.title,
      lang: doc.documentElement.lang,
      htmlClass: [...doc.documentElement.classList].filter((name) => !name.startsWith('plugin-id')).sort(),
      meta: [...doc.head.querySelectorAll('meta[name], meta[property]')]
        .map((meta) => `${meta.getAttribute('name') ?? meta.getAttribute('property')}=${meta.getAttribute('content')}`)
        .sort(),
      links: [...doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')]
        .map(
          (link) => `${link.getAttribute('rel')} ${link.getAttribute('hreflang') ?? ''} ${link.getAttribute('href')}`,
        )
        .sort(),
      // Structured data as data: the served file's keys are in another order.
      jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => {
          const sorted = (value: unknown): unknown =>
            Array.isArray(value)
              ? value.map(sorted)
              : value && typeof value === 'object'
                ? Object.fromEntries(
                    Object.entries(value)
                      .sort(([a], [b]) => a.localeCompare(b))
                      .map(([k, v]) => [k, sorted(v)]),
                  )
                : value;
          return JSON.stringify(sorted(JSON.parse(script.textContent ?? 'null')));
        })
        .sort(),
    });
    const current = () => page.evaluate(`(${headOf.toString()})(document)`);
    const served = async () => {
      const html = await (await page.request.get(page.url())).text();
      return page.evaluate(
        ([source, text]) =>
          new Function('doc', `return (${source})(doc)`)(new DOMParser().parseFromString(text, 'text/html')),
        [headOf.toString(), html] as const,
      );
    };
    const steps: [string, () => Promise<unknown>][] = [
      ['/concepts/output/', () => page.locator('main a[href="/concepts/output/"]').first().click()],
      ['/blog/', () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()],
      ['/concepts/output/', () => page.goBack()],
      [
        '/',
        () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'webpack' }).first().click(),
      ],
    ];
    await page.goto('/concepts/');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    let before = await current();
    for (const [path, step] of steps) {
      await step();
      await expect(page).toHaveURL(path);
      const expected = await served();
      expect(expected).not.toEqual(before);
      await expect.poll(current, { message: `head after navigating to ${path}` }).toEqual(expected);
      before = expected;
    }
  });

  for (const path of ['/concepts', '/guides/getting-started', '/v4/concepts']) {
    test(`${path} redirects to its slashed URL with 301`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(`${path}/`);
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Oops! The page you are looking for has been removed or relocated.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL('/');
  });

  test('home page title is the site title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('webpack');
  });

  test('doc page title is "{title} | webpack"', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    await expect(page).toHaveTitle('Entry Points | webpack');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entry Points');
  });

  test('an unknown path is served as "Page Not Found | webpack", then titled from its last segment', async ({
    page,
    request,
  }) => {
    const served = await request.get('/guides/some-missing-page/');
    expect(served.status()).toBe(404);
    expect(servedTitle(await served.text())).toBe('Page Not Found | webpack');
    await page.goto('/guides/some-missing-page/');
    await expect(page).toHaveTitle('some missing page | webpack');
  });

  test('the search page is titled "… | webpack", served and as the query changes', async ({ page, request }) => {
    const served = await request.get('/search/');
    expect(served.status()).toBe(200);
    expect(servedTitle(await served.text())).toBe('Search the documentation | webpack');
    await page.goto('/search/?q=loader');
    await expect(page).toHaveTitle('Search results for "loader" | webpack');
    await page.getByRole('searchbox', { name: 'Search' }).fill('plugin');
    await expect(page).toHaveTitle('Search results for "plugin" | webpack');
  });

  test('version 4 docs render at /v4/', async ({ page }) => {
    const response = await page.goto('/v4/concepts/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Concepts' })).toBeVisible();
    await expect(page.getByText(/no longer actively maintained/)).toBeVisible();
  });

  test('/app-shell/ is an empty page inside the layout', async ({ page }) => {
    await page.goto('/app-shell/');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('#app-shell')).toBeEmpty();
    await expect(page.locator('main h1')).toHaveCount(0);
  });

  test('the blog lists posts at /blog/{file name}/ and has RSS and Atom feeds', async ({ page, request }) => {
    await page.goto('/blog/');
    const post = page.getByRole('link', { name: 'webpack 5 is released' }).first();
    await expect(post).toHaveAttribute('href', '/blog/2020-10-10-webpack-5-release/');
    const rss = await request.get('/blog/rss.xml');
    expect(rss.status()).toBe(200);
    expect(await rss.text()).toContain('<rss');
    const atom = await request.get('/blog/atom.xml');
    expect(await atom.text()).toContain('<feed');
  });

  test('the root pages exist', async ({ page }) => {
    for (const [path, title] of [
      ['/comparison/', 'Comparison'],
      ['/glossary/', 'Glossary'],
      ['/awesome-webpack/', 'Awesome webpack'],
      ['/branding/', 'Branding Guidelines'],
      ['/license/', 'License'],
      ['/vote/', 'Vote'],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(`${title} | webpack`);
    }
  });

  test('the community resources page links out over HTTPS, once per address, in a new tab', async ({ page }) => {
    await page.goto('/awesome-webpack/');
    const external = page.locator('main a[href^="http"]');
    const hrefs = await external.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(30);
    expect(hrefs.filter((href) => !href.startsWith('https://'))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const targets = await external.evaluateAll((links) =>
      (links as HTMLAnchorElement[]).map((link) => `${link.target} ${link.rel}`),
    );
    expect(new Set(targets)).toEqual(new Set(['_blank noopener noreferrer']));
  });
});
