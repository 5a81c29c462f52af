// The search as a reader meets it, through the server as production runs it (nginx, gzip): what the first search
// and each later one download (a network log of ten queries), and how long results take to show after the last
// keystroke on a cold cache, per query length (1–3 words, median of 5 queries each), at full speed and with the CPU
// slowed 4×. Works on any build whose navbar search box lists its results as ARIA options: the local search of
// today (plugins/local-search) and the one before it, so that `npm run bench --search-baseline DIR` measures both in
// the same run, on the same machine load.

/** Queries per length: readers' words, option names, and tasks. */
export const TIMED_QUERIES = {
  1: ['output', 'devtool', 'splitChunks', 'loader', 'cache'],
  2: ['dev server', 'source maps', 'code splitting', 'tree shaking', 'module federation'],
  3: ['dev server proxy', 'extract css files', 'public path auto', 'resolve alias directory', 'hot module replacement'],
};

/** The ten queries of the network log: the first search, then nine more in the same page. */
export const LOGGED_QUERIES = [
  'devServer.proxy',
  'publicPath auto',
  'source map production',
  'filesystem cache',
  'splitChunks cacheGroups',
  'extract css',
  'process is not defined',
  'module federation',
  'tree shaking',
  'HtmlWebpackPlugin',
];

const SEARCH_BOX = 'input.navbar__search-input';
const RESULT = '[role="option"]';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Opens a page in a fresh context (a cold cache), with only the site's origin reachable. Without the offline worker:
 * requests it answers report no sizes, and a first visit is not controlled by it anyway.
 */
async function freshPage(browser, origin, { cpuSlowdown = 1 } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.goto(`${origin}/concepts/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { context, page };
}

/**
 * Milliseconds from the keystroke that completes `query` to the first result on screen, on a cold cache: the reader
 * turns to the box (which starts loading the search) and types the query at once.
 */
async function timeToResults(browser, origin, query, options) {
  const { context, page } = await freshPage(browser, origin, options);
  try {
    await page.evaluate(
      ({ box, result }) => {
        const input = document.querySelector(box);
        window.benchSearch = new Promise((resolve) => {
          let typed = 0;
          input.addEventListener('input', () => (typed = performance.now()));
          new MutationObserver((_, observer) => {
            const shown = document.querySelector(result);
            if (typed && shown && shown.getClientRects().length) {
              observer.disconnect();
              resolve(performance.now() - typed);
            }
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
        });
      },
      { box: SEARCH_BOX, result: RESULT },
    );
    await page.focus(SEARCH_BOX);
    await page.keyboard.insertText(query);
    return await page.evaluate(() => window.benchSearch);
  } finally {
    await context.close();
  }
}

/** Times each query length: the median of its queries, each on a cold cache. */
export async function searchTimes(browser, origin, options = {}) {
  const times = {};
  for (const [length, queries] of Object.entries(TIMED_QUERIES)) {
    const runs = [];
    for (const query of queries) runs.push(await timeToResults(browser, origin, query, options));
    times[length] = median(runs);
  }
  return times;
}

/** What a search loads: its scripts and styles, and the index it fetches. Not the hints of pages to prefetch. */
export const SEARCH_RESOURCES = new Set(['script', 'stylesheet', 'fetch', 'xhr']);
/** How long the network must stay quiet for a query's downloads to count as done (above the boxes' debounce). */
const QUIET_MS = 1000;

/**
 * The bytes each of the ten logged queries downloads (as sent, gzip where the server compresses), the first counted
 * from the moment the reader turns to the box (the search's code and the index parts it needs), each next one from
 * its first keystroke. Requests of the page's workers count too (the context reports them).
 */
export async function searchTransfers(browser, origin) {
  const { context, page } = await freshPage(browser, origin);
  let requests = [];
  // The network is quiet when nothing is in flight and nothing started or ended for QUIET_MS. (Playwright's
  // 'networkidle' is a load state: once the page has loaded it is reached for good, so it cannot tell.)
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => ((lastActivity = Date.now()), (inFlight -= 1));
  context.on('request', () => ((lastActivity = Date.now()), (inFlight += 1)));
  context.on('requestfailed', settle);
  context.on('requestfinished', (request) => {
    settle();
    if (SEARCH_RESOURCES.has(request.resourceType())) requests.push(request);
  });
  const quiet = async () => {
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  };
  const log = [];
  try {
    await quiet();
    requests = [];
    await page.focus(SEARCH_BOX);
    for (const query of LOGGED_QUERIES) {
      await page.fill(SEARCH_BOX, query);
      await page.waitForSelector(RESULT, { state: 'visible', timeout: 120_000 });
      await quiet();
      let bytes = 0;
      for (const request of requests) bytes += (await request.sizes()).responseBodySize;
      log.push({ query, bytes, requests: requests.map((request) => new URL(request.url()).pathname) });
      requests = [];
    }
  } finally {
    await context.close();
  }
  return log;
}
