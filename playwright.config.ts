/**
 * End-to-end tests against a production build (`npm run build:e2e`: the site
 * plus the pages of tests/fixtures at /fixtures/), served the way the README
 * serves it, in Debian's Chromium. No browser is ever downloaded.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The build the tests run against: `npm run build:e2e`'s, or another one's, such as the site built without its speed
 * layer (`npm run build:e2e:stock`, `build-e2e-stock/`), which runs every spec but those tagged `@speed`.
 */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build-e2e';
export const E2E_BUILD_DIR = path.resolve(BUILD_DIR);
/** Every host name but this machine's address fails to resolve: no test reaches the network (tests/e2e/fixtures.ts). */
const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';
export const E2E_SITE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The vote service the e2e build calls: it must match VOTE_API_URL in package.json's build:e2e. The vote spec starts
 * the service there itself (tests/e2e/vote.spec.ts), with a fresh embedded database.
 */
export const E2E_VOTE_API_URL = 'http://127.0.0.1:3031';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Sized for a 2-core machine running two workers, where a long reference page takes several seconds of script
  // before it hydrates: these are limits for a test that hangs, not measures of the site (`npm run bench` measures).
  timeout: 60_000,
  // Visual baselines (tests/e2e/visual.spec.ts) live next to the specs, one file per view, not per platform: the
  // suite runs on Debian's Chromium only. A 1% pixel tolerance absorbs anti-aliasing, not layout changes.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01 } },
  use: {
    baseURL: E2E_SITE_URL,
    // Tracing costs time on every test, failed or not: with DOM snapshots and screencast a sitemap sweep shard took
    // 2.1 min instead of 1.1, and without them 1.4 (the trace still keeps every response body). CI keeps no files a
    // reader of its log can open, so there it is off; locally a failed test keeps its actions, console and network.
    // Either way a failed test leaves a screenshot and the page's accessibility tree (error-context.md).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // The offline worker registers after every first load and then answers every request of the context: about a
    // fifth of a simple test's time on this machine. Only the specs about it, and the sitemap sweep (every page as a
    // reader gets it), let it run: `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ONLY_THIS_MACHINE] },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      testMatch: /mobile\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --dir ${BUILD_DIR} --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `${E2E_SITE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
