// Where a page's main thread goes until React has hydrated it: a Chromium performance trace of a cold load (CPU slowed
// down 4×, as Lighthouse's mobile profile assumes), cut into Lighthouse's task groups (script evaluation, parsing and
// compilation, style and layout, …), plus the hydration itself: main-thread time from `hydrateRoot` (Docusaurus sets
// `window.docusaurusRoot` right after calling it) to React's first commit (reported to the devtools hook).
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

// The categories Lighthouse records: enough for its task tree and the page's user timing marks.
const CATEGORIES = [
  '-*',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'loading',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'toplevel',
  '__metadata',
];

function markHydration() {
  let root;
  Object.defineProperty(window, 'docusaurusRoot', {
    configurable: true,
    get: () => root,
    set(value) {
      root = value;
      performance.mark('bench:hydrate-start');
    },
  });
  let committed = false;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      if (committed) return;
      committed = true;
      performance.mark('bench:first-commit');
    },
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ groups: Record<string, number>, total: number, hydration: number }>} milliseconds
 */
export async function mainThreadBreakdown(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(markHydration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const processed = TraceProcessor.processTrace(trace);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    );
    const markTime = (name) => {
      const event = processed.processEvents.find((e) => e.name === name);
      if (!event) throw new Error(`${name} is missing from the trace of ${url}`);
      return (event.ts - processed.timestamps.timeOrigin) / 1000;
    };
    const hydrateStart = markTime('bench:hydrate-start');
    const firstCommit = markTime('bench:first-commit');
    const groups = {};
    let total = 0;
    let hydration = 0;
    for (const task of tasks) {
      if (task.startTime < 0 || task.startTime > firstCommit) continue;
      groups[task.group.id] = (groups[task.group.id] ?? 0) + task.selfTime;
      total += task.selfTime;
      // Top-level tasks inside the hydration window, clipped to it.
      if (!task.parent) {
        const overlap = Math.min(task.endTime, firstCommit) - Math.max(task.startTime, hydrateStart);
        if (overlap > 0) hydration += overlap;
      }
    }
    return { groups, total, hydration };
  } finally {
    await context.close();
  }
}
