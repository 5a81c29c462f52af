/**
 * The vote page against the real vote service, which this spec starts itself
 * (with a fresh embedded database) at the address the e2e build calls.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect, blockSiteScripts, startInTheme } from './fixtures';
import { seriousViolations } from './a11y';
import { serveBuild } from './serve';
import { createVoteService, type VoteService } from './voteService';
import { E2E_SITE_URL, E2E_VOTE_API_URL } from '../../playwright.config';
import { STORAGE_KEYS } from '../../src/constants';
import { VOTER_TOKEN_HEADER, VOTER_TOKEN_PATTERN, type Proposal } from '../../vote-api/src/types';

const test = base.extend<object, { voteApi: VoteService }>({
  // Started for every test of this file: the vote page calls it as soon as it loads.
  voteApi: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const service = await createVoteService({ url: E2E_VOTE_API_URL, siteOrigin: E2E_SITE_URL });
      await service.start();
      await use(service);
      await service.dispose();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
});

// One service on one port: the tests of this file run in order, in one worker.
test.describe.configure({ mode: 'default' });

/** The seed proposals, newest first. */
const SEED_TITLES = [
  'Explain why a module ended up in a chunk',
  'Runnable examples beside the guides',
  'A configuration builder in the documentation',
  'Migration checker for webpack 4 configurations',
  'Troubleshooting guide for the persistent cache',
  'Recipes for common loader chains',
  'Readable build-time budgets in the terminal',
  'Diagrams that follow the dark theme',
];

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
const voteButton = (page: Page, title: string) => page.getByRole('button', { name: `Vote for ${title}` });
const votes = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

async function votesOf(page: Page, title: string): Promise<number> {
  const text = (await card(page, title).textContent()) ?? '';
  return Number(/(\d+) votes?/.exec(text)?.[1]);
}

async function openVotePage(page: Page) {
  await page.goto('/vote/');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(SEED_TITLES.length);
}

test('the server HTML holds the heading and a placeholder, not the app', async ({ page }) => {
  await blockSiteScripts(page);
  await page.goto('/vote/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vote' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the proposals' })).toHaveText(
    'Loading the proposals…',
  );
  await expect(page.getByRole('button', { name: /^Vote for / })).toHaveCount(0);
});

test('a vote counts at once, survives a reload, and a second vote from this browser is refused', async ({
  page,
  request,
  voteApi,
}) => {
  const title = 'Readable build-time budgets in the terminal';
  await openVotePage(page);
  const before = await votesOf(page, title);
  await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'false');

  const answer = page.waitForResponse((r) => r.url().endsWith('/vote') && r.request().method() === 'POST');
  await voteButton(page, title).click();
  await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, title)).toContainText(votes(before + 1));
  await expect(page.locator('[aria-live="polite"]')).toHaveText(`Voted for ${title}. ${votes(before + 1)}.`);
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as Proposal;

  await page.reload();
  await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, title)).toContainText(votes(before + 1));

  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.voterToken);
  // Issued by the service at the first vote, in its one canonical form.
  expect(token).toMatch(new RegExp(VOTER_TOKEN_PATTERN));
  const second = await request.post(`${voteApi.url}/proposals/${id}/vote`, {
    headers: { [VOTER_TOKEN_HEADER]: token! },
  });
  expect(second.status()).toBe(409);
  expect(await second.json()).toMatchObject({ code: 'already_voted' });

  await page.reload();
  await expect(card(page, title)).toContainText(votes(before + 1));
});

test('a vote can be taken back', async ({ page }) => {
  const title = 'Recipes for common loader chains';
  await openVotePage(page);
  const before = await votesOf(page, title);
  await voteButton(page, title).click();
  await expect(card(page, title)).toContainText(votes(before + 1));
  await voteButton(page, title).click();
  await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'false');
  await expect(card(page, title)).toContainText(votes(before));
  await expect(page.locator('[aria-live="polite"]')).toHaveText(`Vote for ${title} taken back. ${votes(before)}.`);
  // Reloaded only once the service has answered (the button is no longer busy), or the reload would cancel the request.
  await expect(voteButton(page, title)).toBeEnabled();
  await page.reload();
  await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'false');
  await expect(card(page, title)).toContainText(votes(before));
});

test('while a vote is on its way, its button is busy and keeps the focus; once answered, a press takes it back', async ({
  page,
  voteApi,
}) => {
  const title = 'Migration checker for webpack 4 configurations';
  await openVotePage(page);
  const before = await votesOf(page, title);
  // The service takes a second to answer the vote, as on a slow phone connection.
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${new URL(voteApi.url).origin}/proposals/*/vote`, async (route) => {
    await answered;
    await route.continue();
  });
  const button = voteButton(page, title);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(card(page, title)).toContainText(votes(before + 1));
  // Busy until the answer, and visibly so: a second press is not taken (it was dropped without a sign before).
  await expect(button).toBeDisabled();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, title)).toContainText(votes(before + 1));
  release();
  await expect(button).toBeEnabled();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(card(page, title)).toContainText(votes(before));
});

test('sorts by votes or by newest', async ({ page }) => {
  await openVotePage(page);
  const headings = page.getByRole('heading', { level: 2 });
  await page.getByLabel('Sort by').selectOption('Newest');
  await expect(headings).toHaveText(SEED_TITLES);
  await page.getByLabel('Sort by').selectOption('Most votes');
  const counts = await Promise.all(SEED_TITLES.map((title) => votesOf(page, title)));
  const shown = await headings.allTextContents();
  const shownCounts = shown.map((title) => counts[SEED_TITLES.indexOf(title)]!);
  expect(shownCounts).toEqual([...shownCounts].sort((a, b) => b - a));
});

test('with the service stopped, shows the saved list read-only, and votes again once it is back', async ({
  page,
  voteApi,
}) => {
  const title = 'Troubleshooting guide for the persistent cache';
  await openVotePage(page);
  await voteButton(page, title).click();
  await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'true');
  // Shown at once, but confirmed (and saved for the read-only list) only when the button is no longer busy.
  await expect(voteButton(page, title)).toBeEnabled();
  const count = await votesOf(page, title);

  await voteApi.stop();
  try {
    await page.reload();
    await expect(page.getByText('The vote service cannot be reached, so voting is paused.')).toBeVisible();
    await expect(page.getByText(/These are the proposals as they were on/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(SEED_TITLES.length);
    const buttons = page.getByRole('button', { name: /^Vote for / });
    await expect(buttons).toHaveCount(SEED_TITLES.length);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
    await expect(voteButton(page, title)).toHaveAccessibleDescription(/cannot be reached, so voting is paused/);
    await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, title)).toContainText(votes(count));
  } finally {
    await voteApi.start();
  }

  // Same data directory: the restarted service still has the vote.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(voteButton(page, title)).toBeEnabled();
  await expect(voteButton(page, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, title)).toContainText(votes(count));
  await expect(page.getByText('The vote service cannot be reached, so voting is paused.')).toBeHidden();
});

// The page with its proposals, at a phone's width in the light theme and at a desktop's in the dark one (the rules and
// the other pages: accessibility.spec.ts).
for (const { theme, width } of [
  { theme: 'light', width: 390 },
  { theme: 'dark', width: 1280 },
] as const) {
  test(`has no serious or critical accessibility violation at ${width} px in the ${theme} theme`, async ({ page }) => {
    await startInTheme(page, theme);
    await page.setViewportSize({ width, height: 844 });
    await openVotePage(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('fits a 390 px wide phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openVotePage(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const title of SEED_TITLES.slice(0, 3)) {
    const box = await voteButton(page, title).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
});

/**
 * A production build made without VOTE_API_URL: the Algolia build of the test command is one (`build:algolia` sets
 * no vote service), served here on a port of its own.
 */
base.describe('a build without a vote service', () => {
  const port = 4187;
  const origin = `http://127.0.0.1:${port}`;
  const build = path.resolve('build-algolia');
  let server: ChildProcess | undefined;

  base.use({ baseURL: origin });
  base.beforeAll(async () => {
    if (!fs.existsSync(build)) throw new Error(`${build} is missing: run npm run build:algolia first`);
    server = await serveBuild(build, port);
  });
  base.afterAll(() => {
    server?.kill();
  });

  base('says the vote is not available here, and calls no service', async ({ page, request, externalRequests }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/(proposals|voter-tokens)\b/.test(r.url())) calls.push(r.url());
    });
    await page.goto('/vote/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Vote' })).toBeInViewport();
    const notice = page.getByRole('note').filter({ hasText: 'The vote is not available here.' });
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText('built without a vote service');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the proposals' })).toHaveCount(0);
    expect(calls).toEqual([]);
    expect(externalRequests).toEqual([]);

    // The served page says so before any script runs, and opens no connection to a service.
    const html = await (await request.get('/vote/')).text();
    expect(html).toContain('The vote is not available here.');
    const preconnects = [...html.matchAll(/<link\b[^>]*\brel=["']?preconnect\b[^>]*>/g)].map(
      ([tag]) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1],
    );
    // DocSearch's own (this build uses it), none to a vote service.
    expect(preconnects).toEqual(['https://TESTAPPID-dsn.algolia.net']);
    expect(html).not.toMatch(/127\.0\.0\.1|localhost:30/);
  });

  base('its Content-Security-Policy names no vote service and no loopback address', () => {
    const header = execFileSync('node', ['scripts/deploy/csp.mjs', build], { encoding: 'utf8' });
    const connect = /connect-src ([^;]*)/.exec(header)?.[1];
    expect(connect).toBe("'self' https://TESTAPPID-dsn.algolia.net https://*.algolianet.com https://*.algolia.net");
    expect(header).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
  });
});
