/**
 * Runtime caching for the offline worker, added to @docusaurus/plugin-pwa's
 * worker with its `swCustom` option (plain JavaScript: the plugin compiles the
 * worker with Babel for .js files only).
 *
 * - Pages: network first; every page read is kept, so visited pages work
 *   offline. Offline, an uncached page gets the app shell with a message.
 * - Hashed assets: cache first (they never change); other files: network
 *   first with the cache as fallback.
 * - In offline mode, plugin-pwa precaches the site; this worker serves from
 *   that precache too, so it handles every same-origin GET itself.
 */

export const PAGES_CACHE = 'webpack-pages-v1';
export const ASSETS_CACHE = 'webpack-assets-v1';
export const APP_SHELL_PATH = '/app-shell/';
export const NETWORK_TIMEOUT_MS = 4000;

export const OFFLINE_MESSAGE_HTML =
  '<div class="offline-shell-message" role="alert"><h1>You are offline</h1>' +
  '<p>This page has not been saved for offline reading yet. Pages you have opened before are available; ' +
  'this one will be too once you are back online.</p><p><a href="/">Go to the home page</a></p></div>';

/** The cache key of a page: its path with a trailing slash, without query or hash. */
export function pageKey(url) {
  const path = url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  return new URL(path, url.origin).href;
}

/** Files whose names carry a content hash: they never change, so the cache can answer first. */
export function isHashed(pathname) {
  return pathname.startsWith('/assets/') || /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(pathname);
}

/** Puts the offline message inside the app shell's empty main element. */
export function withOfflineMessage(html) {
  const withMessage = html.replace(/(<main\b[^>]*\bid="?app-shell"?[^>]*>)/, `$1${OFFLINE_MESSAGE_HTML}`);
  return withMessage === html ? `${html}${OFFLINE_MESSAGE_HTML}` : withMessage;
}

function timeout(ms) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('network timeout')), ms));
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
  const html = shell
    ? await shell.text()
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Offline | webpack</title></head><body><main id="app-shell"></main></body></html>`;
  return new Response(withOfflineMessage(html), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

export async function handleNavigation(request, url) {
  try {
    const response = await Promise.race([fetch(request), timeout(NETWORK_TIMEOUT_MS)]);
    if (response.ok) {
      const cache = await caches.open(PAGES_CACHE);
      await cache.put(pageKey(url), response.clone());
    }
    return response;
  } catch {
    return (await cachedPage(url)) || offlineShell(url.origin);
  }
}

export async function handleAsset(request, url) {
  if (isHashed(url.pathname)) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
  }
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(ASSETS_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

export default function offlineWorker() {
  self.addEventListener('install', (event) => {
    // The shell is what an unvisited page falls back to offline: keep it from the start.
    event.waitUntil(
      caches
        .open(PAGES_CACHE)
        .then((cache) => cache.add(APP_SHELL_PATH))
        .catch(() => undefined),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Take over the open pages now, and keep the pages they show: the first page a reader opens is
        // loaded before any worker runs, and would otherwise not be available offline.
        await self.clients.claim();
        const windows = await self.clients.matchAll({ type: 'window' });
        const cache = await caches.open(PAGES_CACHE);
        await Promise.all(
          windows.map((client) => {
            const url = new URL(client.url);
            return url.origin === self.location.origin ? cache.add(pageKey(url)).catch(() => undefined) : undefined;
          }),
        );
      })(),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
    // This worker answers every same-origin GET, precached files included; plugin-pwa's own
    // listener (registered after this one) would answer a second time.
    event.stopImmediatePropagation();
    event.respondWith(request.mode === 'navigate' ? handleNavigation(request, url) : handleAsset(request, url));
  });
}
