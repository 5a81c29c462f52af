/**
 * Docusaurus' client API for links (`@docusaurus/core/lib/client/docusaurus.js`, which the client entry puts on
 * `window.docusaurus`), wrapped: `prefetch`, which a link calls when it comes into view, runs when the browser is idle
 * instead of in the task that found the link in view; `preload` (hover, touch, navigation) is Docusaurus' own.
 *
 * For each link Docusaurus finds every route the address matches, looks up each route's chunk names among those of
 * every route of the site, and adds a `<link rel="prefetch">` per file. With the links of a doc page coming into view
 * together as it hydrates, that work made the hydrating task longer (on /concepts/ at 1280 px with the CPU slowed 4×,
 * 164 ms of blocking time after the first paint, 2 ms without it). In idle periods it runs a link at a time while the
 * period lasts, and within two seconds in any case. This module's own import of Docusaurus' module is not redirected
 * (the plugin's rule applies to the client entry only).
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';

type Prefetch = (typeof docusaurus)['prefetch'];
type Idle = (callback: (deadline: IdleDeadline) => void, options?: IdleRequestOptions) => unknown;

/** The longest a link waits for an idle period. */
export const IDLE_TIMEOUT_MS = 2000;

type Prefetched = Awaited<Exclude<ReturnType<Prefetch>, false>>;

const waiting: { routePath: string; resolve: (result: Prefetched | PromiseLike<Prefetched>) => void }[] = [];
let scheduled = false;

/** The turn a timer gives where there are no idle callbacks (Safari). */
const TIMER_TURN_MS = 5;

const whenIdle: Idle =
  typeof requestIdleCallback === 'function'
    ? (callback, options) => requestIdleCallback(callback, options)
    : (callback) =>
        setTimeout(() => {
          const start = performance.now();
          callback({
            didTimeout: false,
            timeRemaining: () => Math.max(0, TIMER_TURN_MS - (performance.now() - start)),
          });
        }, 1);

function runWaiting(deadline: IdleDeadline): void {
  scheduled = false;
  // At least one link per turn, so that a page that is never idle still gets its hints.
  do {
    const next = waiting.shift();
    if (!next) return;
    // Docusaurus answers `false` for an address it has prefetched or loaded: nothing more to wait for.
    next.resolve(docusaurus.prefetch(next.routePath) || []);
  } while (deadline.timeRemaining() > 0);
  schedule();
}

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(runWaiting, { timeout: IDLE_TIMEOUT_MS });
}

/** Addresses queued in this page load: Docusaurus prefetches an address once, and answers `false` when asked again. */
const queued = new Set<string>();

function prefetchWhenIdle(routePath: string): ReturnType<Prefetch> {
  if (queued.has(routePath)) return false;
  queued.add(routePath);
  return new Promise<Prefetched>((resolve) => {
    waiting.push({ routePath, resolve });
    schedule();
  });
}

export default Object.freeze({ prefetch: prefetchWhenIdle, preload: docusaurus.preload });
