import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { SECTIONS, URLS, versionPrefix } from '../../src/constants';

const SITE_REPOSITORY = process.env.SITE_REPOSITORY ?? URLS.siteRepository;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

/** Waits until React has taken over the served page (generously: the machines running these tests are shared). */
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });

/**
 * Expects the heading to be painted near the top of the window, below the sticky navbar (where an anchor link or a
 * `#hash` should bring it).
 */
async function expectLandedOn(page: Page, heading: Locator): Promise<void> {
  await expect(heading).toBeInViewport();
  const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(navbarBottom - 1);
  expect(top).toBeLessThan(200);
}

/** Opens the anchor list of every page in the sidebar and waits until each shows its list or a disabled toggle. */
async function openEveryAnchorList(page: Page, menu: Locator): Promise<void> {
  await menu.evaluate((nav) =>
    nav
      .querySelectorAll('button[aria-expanded="false"]:not([aria-disabled])')
      .forEach((b) => (b as HTMLElement).click()),
  );
  await expect
    .poll(() =>
      menu.evaluate(
        (nav) =>
          [...nav.querySelectorAll('button[aria-label^="Toggle "]')].filter(
            (b) => b.getAttribute('aria-disabled') !== 'true' && !b.getAttribute('aria-controls'),
          ).length,
      ),
    )
    .toBe(0);
}

/**
 * Where painted lines break inside words: for every link in `links`, the position of each line break (found from
 * the boxes of its characters, Range.getClientRects) that is not at a space, after `.`, `-`, `_` or `/`, or at a
 * camel-case hump (`compare|Before`, `HTML|Webpack`). Returns the offending labels, cut where they broke.
 */
function midWordBreaks(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) => {
    const allowed = (text: string, i: number) => {
      const [prev, cur, next] = [text[i - 1] ?? '', text[i] ?? '', text[i + 1] ?? ''];
      return (
        /\s/.test(prev) ||
        /\s/.test(cur) ||
        '.-_/'.includes(prev) ||
        (/[a-z0-9]/.test(prev) && /[A-Z]/.test(cur)) ||
        (/[A-Z]/.test(prev) && /[A-Z]/.test(cur) && /[a-z]/.test(next))
      );
    };
    const bad: string[] = [];
    for (const element of elements) {
      const chars: { char: string; box: DOMRect | undefined }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ char: node.data[i]!, box: [...range.getClientRects()].find((rect) => rect.width > 0) });
        }
      }
      const text = chars.map((c) => c.char).join('');
      // A character starts a new line when it sits lower than half the height of the character before it.
      let previous: DOMRect | undefined;
      chars.forEach(({ box }, i) => {
        if (!box) return;
        const newLine = previous !== undefined && box.top > previous.top + previous.height / 2;
        if (newLine && !allowed(text, i)) bad.push(`${text.slice(0, i)}|${text.slice(i)}`);
        previous = box;
      });
    }
    return bad;
  });
}

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

  test('shows one chevron each on previous and next, as their labels say', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const pagination = page.getByRole('navigation', { name: 'Docs pages' });
    // The text as painted: every text node and the generated content (::before, ::after) of every element.
    const painted = (link: Locator) =>
      link.evaluate((root) => {
        const parts: string[] = [];
        const generated = (element: Element, pseudo: string) => {
          const content = getComputedStyle(element, pseudo).content;
          if (content !== 'none' && content !== 'normal') parts.push(content.replace(/^"(.*)"$/, '$1'));
        };
        const visit = (element: Element) => {
          generated(element, '::before');
          element.childNodes.forEach((node) =>
            node.nodeType === Node.TEXT_NODE ? parts.push(node.textContent!) : visit(node as Element),
          );
          generated(element, '::after');
        };
        visit(root);
        return parts.join(' ').replace(/\s+/g, ' ').trim();
      });
    expect(await painted(pagination.getByRole('link').first())).toBe('« Previous Concepts');
    expect(await painted(pagination.getByRole('link').last())).toBe('Next » Output');
  });

  test('shows Edit Document, Print Section and Copy page as Markdown at one size, on one line', async ({ page }) => {
    await page.goto('/concepts/entry-points/');
    const actions = [
      page.getByRole('link', { name: 'Edit Document' }),
      page.getByRole('link', { name: 'Print Section' }),
      page.getByRole('button', { name: 'Copy page as Markdown' }),
    ];
    const measured = await Promise.all(
      actions.map((action) =>
        action.evaluate((element) => {
          const label = [...element.childNodes].find((n) => n.textContent!.trim() && n.nodeName !== 'svg')!;
          const range = document.createRange();
          range.selectNodeContents(label);
          const text = range.getBoundingClientRect();
          const icon = element.querySelector('svg')!.getBoundingClientRect();
          return {
            fontSize: getComputedStyle(label.nodeType === Node.TEXT_NODE ? element : (label as Element)).fontSize,
            fontWeight: getComputedStyle(element).fontWeight,
            textTop: text.top,
            textHeight: text.height,
            iconSize: [icon.width, icon.height],
            iconMiddle: icon.top + icon.height / 2,
          };
        }),
      ),
    );
    const [edit, ...others] = measured;
    for (const other of others) {
      expect(other.fontSize).toBe(edit!.fontSize);
      expect(other.fontWeight).toBe(edit!.fontWeight);
      expect(other.iconSize).toEqual(edit!.iconSize);
      expect(Math.abs(other.textTop - edit!.textTop)).toBeLessThan(1);
      expect(Math.abs(other.textHeight - edit!.textHeight)).toBeLessThan(1);
      expect(Math.abs(other.iconMiddle - edit!.iconMiddle)).toBeLessThan(1);
    }
  });
});

test.describe('version 4 pages', () => {
  const path = `${versionPrefix('4')}/concepts/output/`;

  test('speak of webpack 4 only and link the same page in version 5', async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByText(/docs of webpack 5/i)).toHaveCount(0);
    const notice = page.getByRole('alert').filter({ hasText: 'webpack 4' });
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText('current documentation (v5)');
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/concepts/output/');
  });

  test('are titled "… | webpack 4", in the served HTML too; version 5 pages "… | webpack"', async ({
    page,
    request,
  }) => {
    const servedTitle = async (url: string) =>
      /<title[^>]*>([^<]*)<\/title>/.exec(await (await request.get(url)).text())?.[1];
    expect(await servedTitle(path)).toBe('Output | webpack 4');
    expect(await servedTitle('/concepts/output/')).toBe('Output | webpack');
    await page.goto(path);
    await expect(page).toHaveTitle('Output | webpack 4');
    await page.goto('/concepts/output/');
    await expect(page).toHaveTitle('Output | webpack');
    await expect(page.getByRole('region', { name: 'webpack 5 release notice' })).toBeVisible();
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

test.describe('while a doc page loads', () => {
  for (const width of [390, 1280]) {
    test(`its article and sidebar hold still at ${width} px, from the first paint to after hydration`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.defineProperty(window, 'articleShifts', { value: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            for (const { node, previousRect, currentRect } of entry.sources) {
              const element = node instanceof Element ? node : node?.parentElement;
              // The sidebar lists the current page's anchors from the first paint (they once arrived later).
              if (element?.closest('article, .theme-doc-sidebar-container'))
                shifts.push(
                  `${element.className}: ${previousRect.y} → ${currentRect.y} at ${Math.round(entry.startTime)} ms`,
                );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of ['/concepts/', '/configuration/output/']) {
        await page.goto(path);
        await hydrated(page);
        // Until the chunks the page loads after hydrating have arrived (the sidebar's anchors once came that way).
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => (window as unknown as { articleShifts: string[] }).articleShifts),
          path,
        ).toEqual([]);
      }
    });
  }

  test('version 5 pages have no version badge; version 4 pages say "Version: 4"', async ({ page }) => {
    await page.goto('/concepts/');
    await hydrated(page);
    await expect(page.locator('article').getByText(/^Version: /)).toHaveCount(0);
    await page.goto(`${versionPrefix('4')}/concepts/`);
    await expect(page.locator('article').getByText('Version: 4', { exact: true })).toBeVisible();
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
    // An in-page link, as in the table of contents.
    await expect(anchor).toHaveAttribute('href', '#object-syntax');
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
    await expectLandedOn(page, page.getByRole('heading', { name: 'Dynamic entries' }));
  });

  test('an anchor of the page being read lands on its heading and keeps the page', async ({ page }) => {
    await page.goto('/configuration/output/');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { beforeClick: true }));
    await sidebar(page).getByRole('link', { name: 'output.publicPath' }).click();
    await expect(page).toHaveURL('/configuration/output/#outputpublicpath');
    await expectLandedOn(page, page.getByRole('heading', { name: 'output.publicPath' }));
    expect(await page.evaluate(() => 'beforeClick' in window)).toBe(true);
  });

  test('a page with many anchors in view prefetches each linked page once', async ({ page }) => {
    // Docusaurus prefetches the chunks of a linked page when its link comes into view, keyed by the whole address:
    // `/page/#a` and `/page/#b` were two prefetches of every chunk of the page, about 500 hints on this page.
    await page.addInitScript(() => {
      const calls: string[] = [];
      let docusaurus: { prefetch: (path: string) => unknown } | undefined;
      Object.defineProperty(window, 'prefetched', { value: calls });
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => docusaurus,
        set(value: { prefetch: (path: string) => unknown }) {
          docusaurus = Object.freeze({
            ...value,
            prefetch: (path: string) => {
              const started = value.prefetch(path);
              // `false`: a page already prefetched (links call again as they render again).
              if (started !== false) calls.push(path);
              return started;
            },
          });
        },
      });
    });
    await page.goto('/configuration/output/');
    await hydrated(page);
    // Anchors of the page are listed, open, at the top of the sidebar.
    await expect(sidebar(page).getByRole('link', { name: 'output.publicPath' })).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prefetched: string[] }).prefetched.length))
      .toBeGreaterThan(3);
    await page.waitForLoadState('networkidle');
    const calls = await page.evaluate(() => (window as unknown as { prefetched: string[] }).prefetched);
    const pages = calls.map((call) => call.replace(/#.*$/, ''));
    const twice = pages.filter((pathname, i) => pages.indexOf(pathname) !== i);
    expect(new Set(twice).size, `pages prefetched more than once: ${calls.join(', ')}`).toBe(0);
  });

  test(
    'links in view hint each chunk file once, and none the page has already loaded',
    { tag: '@speed' },
    async ({ page }) => {
      // Docusaurus hints every chunk of every route a link matches, each time: the layout, version and section chunks
      // that every doc page shares were hinted again for each doc link in view (528 hints of 62 files on this page at
      // 1280 px), each one a request. plugins/prefetch-once.
      // Scripts the page runs (a prefetch hint's request is not one: the browser only keeps what it gets).
      const requested = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
      });
      await page.goto('/concepts/');
      await hydrated(page);
      const ownFiles = new Set(requested);
      expect(ownFiles.size).toBeGreaterThan(4);
      // The sidebar's links to the other concept pages are in view.
      await expect(sidebar(page).getByRole('link', { name: 'Entry Points' })).toBeInViewport();
      await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
      await page.waitForLoadState('networkidle');
      const hints = await page
        .locator('link[rel="prefetch"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(
        hints.filter((hint, i) => hints.indexOf(hint) !== i),
        'hinted more than once',
      ).toEqual([]);
      expect(
        hints.filter((hint) => ownFiles.has(hint)),
        'hinted though loaded',
      ).toEqual([]);
      // What was hinted is what the linked pages need: opening one loads no chunk file that was not hinted.
      requested.clear();
      await sidebar(page).getByRole('link', { name: 'Entry Points' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Entry Points' })).toBeVisible();
      const opened = [...requested].filter((pathname) => pathname.startsWith('/assets/js/'));
      expect(opened.length).toBeGreaterThan(0);
      expect(opened.filter((pathname) => !hints.includes(pathname) && !ownFiles.has(pathname))).toEqual([]);
    },
  );

  test('a page opened with a #hash shows that heading', async ({ page }) => {
    await page.goto('/concepts/entry-points/#common-scenarios');
    await expect(page.getByRole('heading', { name: 'Common scenarios' })).toBeInViewport();
  });
});

test.describe('sidebar position', () => {
  test('the current page is in view after the page loads', async ({ page }) => {
    await page.goto('/plugins/terser-webpack-plugin/');
    const current = sidebar(page).getByRole('link', { name: 'terser-webpack-plugin', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport();
  });

  test('the current page is in view after client-side navigation', async ({ page }) => {
    await page.goto('/plugins/');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    // The last page of the section's sidebar, linked from the page's text.
    await page.locator('article a[href="/plugins/html-webpack-plugin/"]').first().click();
    await expect(page).toHaveURL('/plugins/html-webpack-plugin/');
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
    const current = sidebar(page).getByRole('link', { name: 'html-webpack-plugin', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport();
  });
});

test.describe('the drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function openDrawer(page: Page, path: string): Promise<Locator> {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    return page.locator('.navbar-sidebar');
  }

  test('shows the current page in view when it opens', async ({ page }) => {
    const drawer = await openDrawer(page, '/plugins/terser-webpack-plugin/');
    const current = drawer.getByRole('link', { name: 'terser-webpack-plugin', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport();
  });

  test('an anchor of the page being read, chosen in it, closes it and shows its heading', async ({ page }) => {
    const drawer = await openDrawer(page, '/concepts/entry-points/');
    const anchor = drawer.getByRole('link', { name: 'Common scenarios' });
    await anchor.scrollIntoViewIfNeeded();
    await anchor.click();
    await expect(page).toHaveURL('/concepts/entry-points/#common-scenarios');
    await expect(drawer.locator('.navbar-sidebar__items')).not.toBeInViewport();
    const heading = page.getByRole('heading', { name: 'Common scenarios' });
    await expectLandedOn(page, heading);
    // Painted on top once the drawer has gone: for about 200 ms after its items have left the screen, its panel and
    // then its backdrop are still what is painted there (a check made at once failed a third of the time).
    await expect
      .poll(async () => {
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('h2, h3')?.textContent ?? '', {
          x: 20,
          y: top + 8,
        });
      })
      .toContain('Common scenarios');
  });
});

test.describe('sidebar anchors', () => {
  test('equal the ids and text of the h2 and h3 headings of every doc page, in both versions', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    for (const prefix of ['', versionPrefix('4')]) {
      type TreeNode = { type: string; url: string; children?: TreeNode[] };
      const docPages = (node: TreeNode): string[] =>
        node.type === 'file' ? [node.url] : (node.children ?? []).flatMap(docPages);
      const tree = (await (await request.get(`${prefix}/content-tree.json`)).json()) as TreeNode;
      const unchecked = new Set(docPages(tree));
      for (const section of SECTIONS) {
        const response = await page.goto(`${prefix}/${section}/`);
        if (response?.status() === 404) continue;
        await openEveryAnchorList(page, sidebar(page));
        const compared = await sidebar(page).evaluate(async (nav) => {
          const text = (element: Element) =>
            element
              .textContent!.replace(/\u200b/g, '')
              .replace(/\s+/g, ' ')
              .trim();
          const items = [...nav.querySelectorAll('li')].filter((li) => li.querySelector(':scope > div > button'));
          return Promise.all(
            items.map(async (li) => {
              const url = li.querySelector(':scope > div > a')!.getAttribute('href')!;
              const listed = [...li.querySelectorAll(':scope > ul a')].map((a) => ({
                id: new URL((a as HTMLAnchorElement).href).hash.slice(1),
                text: text(a),
              }));
              const html = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
              // Headings a README writes in raw HTML keep their ids with the sanitiser's `user-content-` prefix;
              // like them, Docusaurus' table of contents lists only headings written in Markdown.
              const headings = [
                ...html.querySelectorAll('.theme-doc-markdown :is(h2, h3)[id]:not([id^="user-content-"])'),
              ].map((h) => ({
                id: h.id,
                text: text(h),
              }));
              return { url, listed, headings };
            }),
          );
        });
        for (const { url, listed, headings } of compared) {
          expect(listed, url).toEqual(headings);
          unchecked.delete(url);
        }
      }
      expect([...unchecked], `doc pages of ${prefix || 'version 5'} in no sidebar`).toEqual([]);
    }
  });
});

test.describe('long identifiers', () => {
  for (const path of ['/configuration/output/', '/plugins/']) {
    test(`break only between their parts in the sidebar and table of contents of ${path} at 1280 px`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      await openEveryAnchorList(page, sidebar(page));
      const links = page.locator('nav[aria-label="Docs sidebar"] a, .theme-doc-toc-desktop a');
      expect(await links.count()).toBeGreaterThan(100);
      expect(await midWordBreaks(links)).toEqual([]);
    });

    test.describe('at 390 px', () => {
      test.use({ viewport: { width: 390, height: 844 } });
      test(`break only between their parts in the drawer and table of contents of ${path}`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await page.getByRole('button', { name: 'On this page' }).click();
        await page.getByRole('button', { name: /toggle navigation bar/i }).click();
        const drawer = page.locator('.navbar-sidebar');
        await openEveryAnchorList(page, drawer);
        const links = page.locator('.navbar-sidebar .menu a, .theme-doc-toc-mobile a');
        expect(await links.count()).toBeGreaterThan(100);
        expect(await midWordBreaks(links)).toEqual([]);
      });
    });
  }
});

test.describe('chunks that do not load', () => {
  // The page's routes fail chunk requests; the offline worker, once it controls the page, fetches past them (its
  // requests are not the page's). The worker's own part is in offline.spec.ts.
  test.use({ serviceWorkers: 'block' });
  const isRouteChunk = (url: URL) => /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/.test(url.pathname);

  test('a chunk request that fails once is made again: the page works without a reload or an error', async ({
    page,
  }) => {
    const failed = new Set<string>();
    const errors: string[] = [];
    let documents = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    // The first request of each chunk the page loads is cut off, as a busy browser or a phone's network may do.
    await page.route(isRouteChunk, (route) => {
      const { pathname } = new URL(route.request().url());
      if (route.request().resourceType() !== 'script' || failed.has(pathname)) return route.continue();
      failed.add(pathname);
      return route.abort('aborted');
    });
    await page.goto('/configuration/output/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 15_000 });
    expect(failed.size).toBeGreaterThan(3);
    expect(documents).toBe(1);
    expect(errors).toEqual([]);
    // Client-side navigation: the next page's chunks fail once too, and it still opens in place.
    const failedBefore = failed.size;
    await sidebar(page).getByRole('link', { name: 'Module', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Module' })).toBeInViewport();
    expect(failed.size).toBeGreaterThan(failedBefore);
    expect(documents).toBe(1);
    expect(errors).toEqual([]);
  });

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
