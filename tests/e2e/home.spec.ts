/**
 * The home page as a reader sees it: what is painted where, at chosen moments of its animations. Time is controlled
 * through the Web Animations API (every animation paused and set to the same `currentTime`), so nothing here depends
 * on how busy the machine is.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { freezeAnimationsAt } from './a11y';
import { paintedWord } from './rotatingWord';

const WORDS = ['assets', 'scripts', 'images', 'styles'];
const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1920];

type Box = { left: number; top: number; right: number; bottom: number };

/** Loads `/` and waits until the page is hydrated and idle, so that no element is replaced under the test. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
}

/**
 * Over one whole turn of the cube (sampled every 100 ms of its animation, from rest to the end of the fourth
 * turn), the union of the boxes of its faces; and the boxes of the text and of the dependency illustration around
 * it. Faces are the leaves of the splash whose parent keeps its children in 3D.
 */
async function splashGeometry(page: Page): Promise<{ cube: Box; texts: Box[]; drawings: Box[] }> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1')!;
    const splash = heading.closest('section')!;
    const faces = [...splash.querySelectorAll('*')].filter(
      (el) =>
        el.children.length === 0 &&
        el.parentElement &&
        getComputedStyle(el.parentElement).transformStyle === 'preserve-3d',
    );
    const toBox = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const cube = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    const animations = document.getAnimations();
    for (let time = 0; time <= 21_000; time += 100) {
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = time;
      }
      for (const face of faces) {
        const r = face.getBoundingClientRect();
        cube.left = Math.min(cube.left, r.left);
        cube.top = Math.min(cube.top, r.top);
        cube.right = Math.max(cube.right, r.right);
        cube.bottom = Math.max(cube.bottom, r.bottom);
      }
    }
    const texts: ReturnType<typeof toBox>[] = [toBox(heading.getBoundingClientRect())];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('[aria-hidden="true"], svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) texts.push(toBox(r));
    }
    const drawings = [...splash.querySelectorAll('svg')]
      .map((svg) => svg.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map(toBox);
    return { cube, texts, drawings };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

test.describe('home page', () => {
  test('one rotating word at a time stays painted inside the heading, and screen readers get one sentence', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
        /^bundle your\s+assets, scripts, images and styles$/,
      );
      const seen: string[] = [];
      for (const ms of [300, 6500, 11_500, 16_500, 21_500]) {
        await freezeAnimationsAt(page, ms);
        const { text, insideHeading, whole } = await paintedWord(page);
        expect(WORDS, `word painted at ${ms} ms, ${width} px`).toContain(text);
        expect(insideHeading, `"${text}" inside the heading at ${ms} ms, ${width} px`).toBe(true);
        expect(whole, `"${text}" not cut off by its window at ${ms} ms, ${width} px`).toBe(true);
        seen.push(text);
      }
      expect(seen).toEqual([...WORDS, 'assets']);
    }
  });

  test('the first slide starts 5000 ms after the heading is first painted, the next 5000 ms later: hydration does not start the words again', async ({
    page,
  }) => {
    // The words' animation as the served page starts it: taken once the HTML is parsed, before any of the site's
    // scripts runs (they are deferred).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const animations = document.querySelector('main h1')?.getAnimations({ subtree: true }) ?? [];
        (window as unknown as { servedAnimations: Animation[] }).servedAnimations = animations;
      });
    });
    await openHome(page);
    // Hydrated, the heading runs that same animation, not one started again (which would move the first slide later
    // by the time the page took to hydrate). Watched in real time instead, the slide came late whenever the 2-core
    // machine was busy.
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { servedAnimations: Animation[] }).servedAnimations;
        const now = document.querySelector('main h1')!.getAnimations({ subtree: true });
        return { served: served.length, now: now.length, same: now[0] === served[0], state: now[0]?.playState };
      }),
    ).toEqual({ served: 1, now: 1, same: true, state: 'running' });
    // On its own timeline, with the spec's numbers (SPEC §4: first slide after 5000 ms, then every 5000 ms; each slide
    // takes 1000 ms): the first word until just before 5000 ms, the second once that slide is over at 6000 ms and until
    // the next slide at 10 000 ms, the third from 11 000 ms.
    const words: [number, string][] = [
      [4990, 'assets'],
      [6000, 'scripts'],
      [9990, 'scripts'],
      [11_000, 'images'],
    ];
    for (const [ms, word] of words) {
      await freezeAnimationsAt(page, ms);
      expect((await paintedWord(page)).text, `the word painted at ${ms} ms`).toBe(word);
    }
  });

  test('nothing moves for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const faces = () => splashGeometry(page).then((g) => g.cube);
    const still = await faces();
    for (const ms of [300, 6500, 16_500]) {
      await freezeAnimationsAt(page, ms);
      expect((await paintedWord(page)).text).toBe('assets');
    }
    // Sampled over a whole turn, the faces never leave their resting box.
    await page.waitForTimeout(5500);
    await freezeAnimationsAt(page, 0);
    expect((await paintedWord(page)).text).toBe('assets');
    expect(await faces()).toEqual(still);
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the cube paints over neither text nor the illustration, and the page is not wider than the window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const { cube, texts, drawings } = await splashGeometry(page);
      expect(cube.right - cube.left).toBeGreaterThan(100);
      expect(cube.left).toBeGreaterThanOrEqual(0);
      expect(cube.right).toBeLessThanOrEqual(width);
      expect(texts.filter((box) => overlaps(cube, box))).toEqual([]);
      expect(drawings.filter((box) => overlaps(cube, box))).toEqual([]);
      // The illustration is there from 768 px up, and its two halves do not overlap each other either.
      expect(drawings).toHaveLength(width >= 768 ? 2 : 0);
      if (drawings.length === 2) expect(overlaps(drawings[0]!, drawings[1]!)).toBe(false);
    });
  }

  test('links the getting-started guide and the concepts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
      'href',
      '/guides/getting-started/',
    );
    await expect(page.getByRole('link', { name: 'Concepts', exact: true })).toHaveAttribute('href', '/concepts/');
    for (const heading of ['Write Your Code', 'Bundle It', 'Ready to build something?']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  test('the version badge falls back to text when the badge service is out of reach', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/^webpack 5\.\d+\.\d+$/)).toBeVisible();
    expect(externalRequests.some((url) => url.startsWith('https://img.shields.io/npm/v/webpack.svg'))).toBe(true);
    expect(externalRequests.find((url) => url.includes('shields.io'))).toContain('maxAge=3600');
  });
});

test('the rotating words pass the contrast check at every step of their cycle', async ({ page }) => {
  // The words above and below the window were taken for text painted over the heading (axe reads only
  // `overflow: hidden` as clipping): a check that ran 15 s after load failed where one at 1 s passed.
  await openHome(page);
  const violations: string[] = [];
  for (const ms of [0, 5_500, 10_500, 15_500, 20_500]) {
    await freezeAnimationsAt(page, ms);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    for (const violation of results.violations)
      violations.push(`${ms} ms: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
  expect(violations).toEqual([]);
});

test.describe('Support the Team (the e2e build has the fixture supporters)', () => {
  /** Script responses that carry the fixture supporters: the lazy chunk with the lists. */
  function watchSupportersChunk(page: Page): string[] {
    const chunks: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text()).includes('fixture-platinum-co'))
        chunks.push(response.url());
    });
    return chunks;
  }

  test('the server HTML has the section, its checkbox and the placeholder, but not the lists', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const start = html.search(/id="?sponsors[" >]/);
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).toContain('Support the Team');
    expect(section).toContain('Show sponsors by their average monthly amount in the last year');
    expect(section).toContain('Become a sponsor');
    // The lists are browser-only (SPEC §2): in their place, a placeholder of six bars, one for each rank.
    expect(section).toMatch(/aria-busy="?true"?>(<span><\/span>){6}<\/div>/);
    expect(html).not.toContain('Fixture Platinum Co');
  });

  test('the lists load as a separate chunk only when the section nears the viewport, a placeholder before', async ({
    page,
  }) => {
    const chunks = watchSupportersChunk(page);
    const placeholder = page.locator('#sponsors [aria-busy="true"]');
    await openHome(page);
    await page.waitForTimeout(1000);
    expect(chunks).toEqual([]);
    await expect(page.getByRole('link', { name: 'Fixture Platinum Co' })).not.toBeAttached();
    // Meanwhile the placeholder's six bars are painted in the section.
    const bars = await placeholder
      .locator('span')
      .evaluateAll((spans) =>
        spans.map((span) => span.getBoundingClientRect()).map(({ width, height }) => [width, height]),
      );
    expect(bars).toHaveLength(6);
    for (const [width, height] of bars) {
      expect(width).toBeGreaterThan(20);
      expect(height).toBeGreaterThan(20);
    }

    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Fixture Platinum Co' })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).not.toMatch(/\/main\.[^/]+\.js$/);
  });

  test('every rank shown has supporters, and the text does not promise lists that are not there', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.9;
    });
    await openHome(page);
    const sponsors = page.locator('#sponsors');
    await sponsors.scrollIntoViewIfNeeded();
    await expect(sponsors.getByRole('link', { name: 'Fixture Platinum Co' })).toBeVisible();
    const blocks = await sponsors.evaluate((section) =>
      [...section.querySelectorAll('h3')].map((h3) => ({
        heading: h3.textContent,
        supporters: h3.parentElement!.querySelectorAll('a[title]').length,
      })),
    );
    expect(blocks.map((b) => b.heading)).toEqual([
      'Latest Sponsors',
      'Platinum Sponsors',
      'Gold Sponsors',
      'Silver Sponsors',
      'Bronze Sponsors',
      'Backers',
    ]);
    for (const block of blocks) expect(block.supporters, block.heading!).toBeGreaterThan(0);
    await expect(sponsors.getByText('Every sponsor and backer is listed below')).toBeVisible();
    await expect(sponsors.getByRole('link', { name: 'Become a sponsor' })).toBeVisible();
  });

  test('the checkbox switches the headings between total and monthly', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.9;
    });
    await page.goto('/');
    const sponsors = page.locator('#sponsors');
    await sponsors.scrollIntoViewIfNeeded();
    await expect(sponsors.getByRole('heading', { name: 'Platinum Sponsors' })).toBeVisible();
    const checkbox = sponsors.getByRole('checkbox', { name: /average monthly amount/ });
    await expect(checkbox).not.toBeChecked();
    await checkbox.check();
    await expect(sponsors.getByRole('heading', { name: 'Platinum Monthly Sponsors' })).toBeVisible();
    await expect(sponsors.getByRole('heading', { name: 'Gold Monthly Sponsors' })).toBeVisible();
    await checkbox.uncheck();
    await expect(sponsors.getByRole('heading', { name: 'Platinum Sponsors' })).toBeVisible();
  });

  // SPEC §2: monthly with chance 0.33, probed on both sides of it.
  for (const [draw, monthly] of [
    [0.32, true],
    [0.34, false],
  ] as const) {
    test(`starts in ${monthly ? 'monthly' : 'total'} mode when the browser draws ${draw}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Math.random = () => value;
      }, draw);
      await page.goto('/');
      const sponsors = page.locator('#sponsors');
      await sponsors.scrollIntoViewIfNeeded();
      await expect(sponsors.getByRole('heading', { name: /^Platinum (Monthly )?Sponsors$/ })).toHaveText(
        monthly ? 'Platinum Monthly Sponsors' : 'Platinum Sponsors',
      );
      await expect(sponsors.getByRole('checkbox')).toBeChecked({ checked: monthly });
    });
  }

  test('requests no avatar until a block scrolls into view, and shows the placeholder when one fails', async ({
    page,
    externalRequests,
  }) => {
    const avatars = () => externalRequests.filter((url) => url.startsWith('https://images.opencollective.com/'));
    await openHome(page);
    // Near the viewport but not in it: the lists load, their avatars do not.
    await page.evaluate(() => {
      const section = document.querySelector('#sponsors')!;
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - window.innerHeight - 200);
    });
    await expect(page.getByRole('link', { name: 'Fixture Platinum Co' })).toBeAttached();
    await page.waitForTimeout(800);
    expect(avatars()).toEqual([]);
    await page.getByRole('heading', { name: 'Backers' }).scrollIntoViewIfNeeded();
    await expect.poll(() => avatars().length).toBeGreaterThan(0);
    // Blocked requests fall back to the placeholder image.
    const platinum = page.getByRole('link', { name: 'Fixture Platinum Co' }).locator('img');
    await expect.poll(() => platinum.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
