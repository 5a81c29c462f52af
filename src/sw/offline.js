/**
 * Runtime caching for the offline worker, added to @docusaurus/plugin-pwa's
 * worker with its `swCustom` option (plain JavaScript: the plugin compiles the
 * worker with Babel for .js files only).
 *
 * - Pages: network first; every page read is kept, so visited pages work
 *   offline. Offline, an uncached page gets the app shell with a message.
 * - Hashed assets: cache first (they never change); other files: network
 *   first with the cache as fallback. The search index's parts (hashed too)
 *   are kept in a cache of their own as a reader's queries fetch them, so that
 *   search works offline for what was searched, and searching never pushes
 *   the pages' scripts and styles out of theirs.
 * - In offline mode, plugin-pwa precaches the site; this worker serves from
 *   that precache too, so it handles every same-origin GET itself.
 * - A cache write that fails (storage full, a response that cannot be stored)
 *   never fails the response: the reader gets it, it is just not kept.
 * - The caches are kept small: the oldest entries go past a count or an age
 *   (see EXPIRATION), and the caches of older versions of this worker are
 *   deleted when a new one takes over.
 */
import { cleanupOutdatedCaches } from 'workbox-precaching';

/** Bumped when the caches' contents change meaning; caches of other versions are deleted on activation. */
export const CACHE_VERSION = 'v2';
export const CACHE_PREFIX = 'webpack-';
export const PAGES_CACHE = `${CACHE_PREFIX}pages-${CACHE_VERSION}`;
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`;
export const SEARCH_CACHE = `${CACHE_PREFIX}search-${CACHE_VERSION}`;
/** Where the search indexes are served from: plugins/local-search/client/location.ts (INDEX_DIR). */
export const SEARCH_INDEX_PATH = '/search-index/';
export const APP_SHELL_PATH = '/app-shell/';
export const NETWORK_TIMEOUT_MS = 4000;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How much each cache keeps. Entries are dropped oldest first, by when they were stored (a page is stored again
 * at each online visit), so the assets of older deploys, no longer fetched, go first.
 */
export const EXPIRATION = {
  [PAGES_CACHE]: { maxEntries: 300, maxAgeMs: 60 * DAY_MS },
  [ASSETS_CACHE]: { maxEntries: 600, maxAgeMs: 30 * DAY_MS },
  // A version's index is about 130 parts: room for every part of both versions, and of the deploy before.
  [SEARCH_CACHE]: { maxEntries: 500, maxAgeMs: 30 * DAY_MS },
};

export const OFFLINE_TITLE = 'You are offline | webpack';
export const OFFLINE_MESSAGE_HTML =
  '<div class="row"><div class="col col--8 col--offset-2" role="alert"><h1>You are offline</h1>' +
  '<p>This page has not been saved for offline reading yet. Pages you have opened before are available; ' +
  'this one will be too once you are back online.</p>' +
  '<p><a class="button button--primary" href="/">Go to the home page</a></p></div></div>';

/** Without a saved app shell (its styles), a page of its own that still reads well. */
const BARE_OFFLINE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  `<title>${OFFLINE_TITLE}</title><style>body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1c1e21;` +
  'background:#fff}@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}a{color:#8dd6f9}}' +
  'main{max-width:46rem;margin:3rem auto;padding:0 1rem}</style></head><body><main id="app-shell"></main></body></html>';

/** The cache key of a page: its path with a trailing slash, without query or hash. */
export function pageKey(url) {
  const path = url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  return new URL(path, url.origin).href;
}

/** Files whose names carry a content hash: they never change, so the cache can answer first. */
export function isHashed(pathname) {
  return pathname.startsWith('/assets/') || /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(pathname);
}

/** Puts the offline message inside the app shell's main element, and says so in the title. */
export function withOfflineMessage(html) {
  const titled = html.replace(/<title\b[^>]*>[^<]*<\/title>/, `<title>${OFFLINE_TITLE}</title>`);
  const withMessage = titled.replace(/(<main\b[^>]*\bid="?app-shell"?[^>]*>)/, `$1${OFFLINE_MESSAGE_HTML}`);
  return withMessage === titled ? `${titled}${OFFLINE_MESSAGE_HTML}` : withMessage;
}

/** The stylesheets and scripts a page needs (its own, same-origin ones), to keep with the app shell. */
export function pageAssets(html, origin) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const isStylesheet = /^<link/i.test(tag) && /\brel=["']?stylesheet\b/i.test(tag);
    const attribute = isStylesheet ? 'href' : /^<script/i.test(tag) ? 'src' : undefined;
    const value = attribute && new RegExp(`\\b${attribute}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
    if (!value) continue;
    const url = new URL(value, origin);
    if (url.origin === origin) urls.add(url.href);
  }
  return [...urls];
}

/**
 * Whether a response may be kept: a whole (200) same-origin answer. A 206 is one range of a file, which the Cache
 * API refuses; redirects and errors are not pages to keep.
 */
export function isCacheable(response) {
  return response.status === 200 && (response.type === 'basic' || response.type === 'default');
}

function storedAt(response) {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? undefined : date;
}

/**
 * Drops a cache's oldest entries past the count and, with `byAge`, those past their age (by the response's Date).
 * The Cache API keeps entries in the order they were stored; storing a key again moves it to the end.
 */
export async function trimCache(name, { maxEntries, maxAgeMs }, { now = Date.now(), byAge = true } = {}) {
  const cache = await caches.open(name);
  let kept = await cache.keys();
  const doomed = [];
  if (byAge) {
    const fresh = [];
    for (const request of kept) {
      const response = await cache.match(request);
      const date = response && storedAt(response);
      (date !== undefined && now - date > maxAgeMs ? doomed : fresh).push(request);
    }
    kept = fresh;
  }
  doomed.push(...kept.slice(0, Math.max(0, kept.length - maxEntries)));
  await Promise.all(doomed.map((request) => cache.delete(request)));
  return doomed.length;
}

const trimming = new Map();

/** Trims a cache once at a time, however many writes ask for it (by count only: reading every entry is slow). */
function scheduleTrim(name, options = { byAge: false }) {
  if (!trimming.has(name)) {
    trimming.set(
      name,
      trimCache(name, EXPIRATION[name], options)
        .catch(() => 0)
        .finally(() => trimming.delete(name)),
    );
  }
  return trimming.get(name);
}

/**
 * Keeps a copy of a response. Never throws: a failed write (quota exceeded, a response the cache refuses) is
 * dropped. When storage is full, the cache is trimmed to make room for later writes.
 */
export async function keep(name, key, response) {
  if (!isCacheable(response)) return false;
  try {
    const cache = await caches.open(name);
    await cache.put(key, response);
  } catch (error) {
    if (error && error.name === 'QuotaExceededError') {
      const { maxEntries, maxAgeMs } = EXPIRATION[name];
      await trimCache(name, { maxEntries: Math.floor(maxEntries / 2), maxAgeMs }, { byAge: false }).catch(() => 0);
    }
    return false;
  }
  await scheduleTrim(name);
  return true;
}

/** Runs cache writes after the response is given: through the event's waitUntil when there is one. */
function inBackground(event, work) {
  const done = work.catch(() => undefined);
  if (event && typeof event.waitUntil === 'function') event.waitUntil(done);
  return done;
}

/** The network's answer, or a rejection after `ms`; the timer goes as soon as the network has answered. */
async function withTimeout(promise, ms) {
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('network timeout')), ms);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function cachedPage(url) {
  return (
    (await caches.match(pageKey(url))) ||
    // Precached by plugin-pwa in offline mode, under the page's index.html (with a revision parameter).
    (await caches.match(new URL(`${new URL(pageKey(url)).pathname}index.html`, url.origin).href, {
      ignoreSearch: true,
    }))
  );
}

async function offlineShell(origin) {
  const shell = await cachedPage(new URL(APP_SHELL_PATH, origin));
  const html = shell ? await shell.text() : BARE_OFFLINE_PAGE;
  return new Response(withOfflineMessage(html), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

export async function handleNavigation(request, url, event) {
  let response;
  try {
    response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
  } catch {
    return (await cachedPage(url)) || offlineShell(url.origin);
  }
  inBackground(event, keep(PAGES_CACHE, pageKey(url), response.clone()));
  return response;
}

/** The cache an asset is kept in: the search index's parts in their own. */
export function assetCacheOf(pathname) {
  return pathname.startsWith(SEARCH_INDEX_PATH) ? SEARCH_CACHE : ASSETS_CACHE;
}

export async function handleAsset(request, url, event) {
  if (isHashed(url.pathname)) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
  }
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
  inBackground(event, keep(assetCacheOf(url.pathname), request, response.clone()));
  return response;
}

/** The message a page sends once this worker has taken it over: files it loaded without it (see keepLoadedFiles). */
export const KEEP_LOADED_FILES = 'KEEP_LOADED_FILES';

/**
 * Keeps the files a page loaded before this worker controlled it. The first page a reader opens loads straight from
 * the network; `activate` keeps its HTML, and without its scripts it would reload offline unhydrated (no search, no
 * menu), or whole only while the browser's HTTP cache still held them. Files already kept are not fetched again, and
 * the fetch is mostly answered from that HTTP cache. The page sends its resource timing buffer's entries at the
 * takeover (250 by default: the scripts it ran and those it prefetched for its links, stylesheets, images, index
 * parts), then, one message each, the files that were still on their way then, as they arrive.
 */
export async function keepLoadedFiles(urls, origin) {
  await Promise.allSettled(
    urls.map(async (href) => {
      // A file the page names is kept or not on its own: one that fails (a bad URL, the network) stops no other.
      const url = new URL(href, origin);
      if (url.origin !== origin || url.pathname === '/sw.js') return;
      // As the fetch handler looks it up offline.
      if (await caches.match(url.href, { ignoreSearch: true })) return;
      const response = await fetch(url.href).catch(() => undefined);
      if (response) await keep(assetCacheOf(url.pathname), url.href, response);
    }),
  );
}

/** Keeps the app shell and the stylesheets and scripts it needs, so that the offline message is a styled page. */
export async function keepAppShell(origin) {
  const shellUrl = new URL(APP_SHELL_PATH, origin);
  const response = await fetch(shellUrl.href, { cache: 'no-cache' });
  if (!isCacheable(response)) return;
  const html = await response.clone().text();
  await keep(PAGES_CACHE, pageKey(shellUrl), response);
  await Promise.all(
    pageAssets(html, origin).map(async (href) => {
      const asset = await fetch(href).catch(() => undefined);
      if (asset) await keep(ASSETS_CACHE, href, asset);
    }),
  );
}

/** Deletes the caches this worker no longer uses: those of its older versions. */
export async function deleteOldCaches() {
  const current = new Set([PAGES_CACHE, ASSETS_CACHE, SEARCH_CACHE]);
  const names = await caches.keys();
  const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
  await Promise.all(old.map((name) => caches.delete(name)));
  return old;
}

export default function offlineWorker() {
  // Precaches of older Workbox versions.
  cleanupOutdatedCaches();

  self.addEventListener('install', (event) => {
    // The shell is what an unvisited page falls back to offline: keep it, styled, from the start.
    event.waitUntil(keepAppShell(self.location.origin).catch(() => undefined));
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        await deleteOldCaches();
        await Promise.all(Object.keys(EXPIRATION).map((name) => scheduleTrim(name, { byAge: true })));
        // Take over the open pages now, and keep the pages they show: the first page a reader opens is
        // loaded before any worker runs, and would otherwise not be available offline.
        await self.clients.claim();
        const windows = await self.clients.matchAll({ type: 'window' });
        await Promise.all(
          windows.map(async (client) => {
            const url = new URL(client.url);
            if (url.origin !== self.location.origin) return;
            const response = await fetch(pageKey(url)).catch(() => undefined);
            if (response) await keep(PAGES_CACHE, pageKey(url), response);
          }),
        );
      })(),
    );
  });

  self.addEventListener('message', (event) => {
    const { type, urls } = event.data ?? {};
    if (type !== KEEP_LOADED_FILES || !Array.isArray(urls)) return;
    event.waitUntil(keepLoadedFiles(urls.map(String), self.location.origin).catch(() => undefined));
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
    // This worker answers every same-origin GET, precached files included; plugin-pwa's own
    // listener (registered after this one) would answer a second time.
    event.stopImmediatePropagation();
    event.respondWith(
      request.mode === 'navigate' ? handleNavigation(request, url, event) : handleAsset(request, url, event),
    );
  });
}
