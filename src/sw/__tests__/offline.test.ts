/**
 * @jest-environment node
 *
 * The offline worker's caching, against an in-memory Cache API that behaves as Chromium's does where it
 * matters here: entries in the order they were stored, a 206 refused, and a write that can fail (storage full).
 */
import {
  APP_SHELL_PATH,
  ASSETS_CACHE,
  deleteOldCaches,
  EXPIRATION,
  handleAsset,
  handleNavigation,
  isHashed,
  keep,
  keepAppShell,
  keepLoadedFiles,
  NETWORK_TIMEOUT_MS,
  OFFLINE_MESSAGE_HTML,
  pageAssets,
  pageKey,
  PAGES_CACHE,
  SEARCH_CACHE,
  SEARCH_INDEX_PATH,
  trimCache,
  withOfflineMessage,
} from '../offline';

import { INDEX_DIR } from '../../../plugins/local-search/client/location';

jest.mock('workbox-precaching', () => ({ cleanupOutdatedCaches: jest.fn() }));

const ORIGIN = 'https://webpack.test';
const keyOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  /** Makes every write fail, as a full origin quota does. */
  failWrites?: Error;

  async put(request: RequestInfo | URL, response: Response) {
    if (this.failWrites) throw this.failWrites;
    if (response.status === 206)
      throw new TypeError("Failed to execute 'put' on 'Cache': Partial response (status code 206) is unsupported");
    const key = keyOf(request);
    // Storing a key again puts it last, as the Cache API does.
    this.entries.delete(key);
    this.entries.set(key, response.clone());
  }

  async match(request: RequestInfo | URL, options?: CacheQueryOptions) {
    const wanted = new URL(keyOf(request));
    for (const [key, response] of this.entries) {
      const url = new URL(key);
      if (options?.ignoreSearch ? url.origin + url.pathname === wanted.origin + wanted.pathname : key === wanted.href) {
        return response.clone();
      }
    }
    return undefined;
  }

  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }
}

class MemoryCacheStorage {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return this.named.get(name)!;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async match(request: RequestInfo | URL, options?: CacheQueryOptions) {
    for (const cache of this.named.values()) {
      const found = await cache.match(request, options);
      if (found) return found;
    }
    return undefined;
  }
}

let storage: MemoryCacheStorage;
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** Records the work a handler hands to waitUntil, so that a test can wait for the cache writes. */
function fetchEvent() {
  const pending: Promise<unknown>[] = [];
  return { waitUntil: (work: Promise<unknown>) => pending.push(work), settled: () => Promise.all(pending) };
}

const page = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html', ...init.headers }, ...init });

beforeEach(() => {
  storage = new MemoryCacheStorage();
  Object.assign(globalThis, { caches: storage, fetch: fetchMock });
  fetchMock.mockReset();
});

describe('a cache write that fails never fails the response', () => {
  it.each([
    ['the storage is full', new DOMException('Quota exceeded', 'QuotaExceededError')],
    ['the cache refuses the entry', new TypeError('Cache.put() failed')],
  ])('a page still reaches the reader when %s', async (_case, failure) => {
    (await storage.open(PAGES_CACHE)).failWrites = failure;
    fetchMock.mockResolvedValue(page('<h1>Caching</h1>'));
    const event = fetchEvent();
    const response = await handleNavigation(
      new Request(`${ORIGIN}/guides/caching/`),
      new URL(`${ORIGIN}/guides/caching/`),
      event,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Caching</h1>');
    await event.settled();
    expect((await storage.open(PAGES_CACHE)).entries.size).toBe(0);
  });

  it('an asset still reaches the reader when the storage is full', async () => {
    (await storage.open(ASSETS_CACHE)).failWrites = new DOMException('Quota exceeded', 'QuotaExceededError');
    fetchMock.mockResolvedValue(new Response('console.log(1)', { status: 200 }));
    const url = `${ORIGIN}/assets/js/main.0d5d39ad.js`;
    const response = await handleAsset(new Request(url), new URL(url), fetchEvent());
    expect(await response.text()).toBe('console.log(1)');
  });

  it('a 206 range response reaches the reader and is not kept', async () => {
    fetchMock.mockResolvedValue(
      new Response('0123456789', { status: 206, headers: { 'content-range': 'bytes 0-9/5000' } }),
    );
    const url = `${ORIGIN}/img/video.mp4`;
    const event = fetchEvent();
    const response = await handleAsset(new Request(url, { headers: { range: 'bytes=0-9' } }), new URL(url), event);
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('0123456789');
    await event.settled();
    expect((await storage.open(ASSETS_CACHE)).entries.size).toBe(0);
  });

  it('keeps nothing that is not a whole answer: errors and redirects', async () => {
    for (const status of [404, 500]) expect(await keep(PAGES_CACHE, `${ORIGIN}/x/`, page('', { status }))).toBe(false);
    expect((await storage.open(PAGES_CACHE)).entries.size).toBe(0);
  });

  it('makes room when the storage is full, for the writes that follow', async () => {
    const cache = await storage.open(ASSETS_CACHE);
    for (let i = 0; i < 10; i += 1) await keep(ASSETS_CACHE, `${ORIGIN}/assets/js/${i}.js`, new Response(`${i}`));
    cache.failWrites = new DOMException('Quota exceeded', 'QuotaExceededError');
    const { maxEntries } = EXPIRATION[ASSETS_CACHE];
    for (let i = 10; i < maxEntries + 10; i += 1) cache.entries.set(`${ORIGIN}/assets/js/${i}.js`, new Response(''));
    expect(await keep(ASSETS_CACHE, `${ORIGIN}/assets/js/new.js`, new Response('new'))).toBe(false);
    // Down to half its size, oldest first.
    expect(cache.entries.size).toBe(Math.floor(maxEntries / 2));
    expect(cache.entries.has(`${ORIGIN}/assets/js/0.js`)).toBe(false);
    expect(cache.entries.has(`${ORIGIN}/assets/js/${maxEntries + 9}.js`)).toBe(true);
  });
});

describe('the search index', () => {
  const part = `${ORIGIN}${SEARCH_INDEX_PATH}5/t.0123456789ab.json`;

  it('is where the search plugin writes it', () => {
    expect(SEARCH_INDEX_PATH).toBe(`/${INDEX_DIR}/`);
  });

  it('keeps the parts a search fetched, in a cache of their own, and answers them offline', async () => {
    fetchMock.mockResolvedValue(new Response('{"proxy":[[3],[4]]}', { status: 200 }));
    const event = fetchEvent();
    await handleAsset(new Request(part), new URL(part), event);
    await event.settled();
    expect([...(await storage.open(SEARCH_CACHE)).entries.keys()]).toEqual([part]);
    expect((await storage.open(ASSETS_CACHE)).entries.size).toBe(0);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await handleAsset(new Request(part), new URL(part), fetchEvent());
    expect(await offline.json()).toEqual({ proxy: [[3], [4]] });
  });

  it('is kept with the caches of this version of the worker', async () => {
    await storage.open(SEARCH_CACHE);
    expect(await deleteOldCaches()).toEqual([]);
    expect(await storage.keys()).toContain(SEARCH_CACHE);
  });
});

describe('pruning', () => {
  it('keeps at most the set number of entries, dropping the oldest stored', async () => {
    const { maxEntries } = EXPIRATION[ASSETS_CACHE];
    for (let i = 0; i < maxEntries + 25; i += 1) {
      await keep(ASSETS_CACHE, `${ORIGIN}/assets/js/chunk-${i}.js`, new Response(`${i}`));
    }
    const cache = await storage.open(ASSETS_CACHE);
    expect(cache.entries.size).toBe(maxEntries);
    expect(cache.entries.has(`${ORIGIN}/assets/js/chunk-24.js`)).toBe(false);
    expect(cache.entries.has(`${ORIGIN}/assets/js/chunk-25.js`)).toBe(true);
    expect(cache.entries.has(`${ORIGIN}/assets/js/chunk-${maxEntries + 24}.js`)).toBe(true);
  });

  it('a page read again is kept longest', async () => {
    const limits = { maxEntries: 3, maxAgeMs: Infinity };
    for (const path of ['/a/', '/b/', '/c/']) await keep(PAGES_CACHE, `${ORIGIN}${path}`, page(path));
    // Read /a/ again online: stored again, so now the newest.
    fetchMock.mockResolvedValue(page('/a/ again'));
    const event = fetchEvent();
    await handleNavigation(new Request(`${ORIGIN}/a/`), new URL(`${ORIGIN}/a/`), event);
    await event.settled();
    await keep(PAGES_CACHE, `${ORIGIN}/d/`, page('/d/'));
    await trimCache(PAGES_CACHE, limits, { byAge: false });
    expect([...(await storage.open(PAGES_CACHE)).entries.keys()]).toEqual([
      `${ORIGIN}/c/`,
      `${ORIGIN}/a/`,
      `${ORIGIN}/d/`,
    ]);
  });

  it('drops entries older than the set age', async () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const dated = (iso: string) => page('x', { headers: { date: new Date(iso).toUTCString() } });
    await keep(ASSETS_CACHE, `${ORIGIN}/assets/js/old.js`, dated('2026-04-01T00:00:00Z'));
    await keep(ASSETS_CACHE, `${ORIGIN}/assets/js/recent.js`, dated('2026-05-25T00:00:00Z'));
    await keep(ASSETS_CACHE, `${ORIGIN}/assets/js/undated.js`, new Response('x'));
    expect(await trimCache(ASSETS_CACHE, EXPIRATION[ASSETS_CACHE], { now })).toBe(1);
    expect([...(await storage.open(ASSETS_CACHE)).entries.keys()]).toEqual([
      `${ORIGIN}/assets/js/recent.js`,
      `${ORIGIN}/assets/js/undated.js`,
    ]);
  });

  it("deletes the caches of this worker's older versions, and only those", async () => {
    for (const name of [
      'webpack-pages-v1',
      'webpack-assets-v1',
      PAGES_CACHE,
      ASSETS_CACHE,
      'workbox-precache-v2-https://webpack.test/',
      'another-app',
    ]) {
      await storage.open(name);
    }
    expect((await deleteOldCaches()).sort()).toEqual(['webpack-assets-v1', 'webpack-pages-v1']);
    expect((await storage.keys()).sort()).toEqual(
      [ASSETS_CACHE, PAGES_CACHE, 'another-app', 'workbox-precache-v2-https://webpack.test/'].sort(),
    );
  });
});

describe('the offline page', () => {
  const SHELL = `<!doctype html><html><head><title data-rh="true">webpack</title><link rel="stylesheet" href="/assets/css/styles.5b1f8d77.css"><script src="/assets/js/runtime~main.cce9beb0.js" defer></script><script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script></head><body><main id="app-shell" class="container margin-vert--lg"></main><script src="/assets/js/main.c145b3a0.js" defer></script></body></html>`;

  it('keeps the app shell and the styles and scripts it needs, from the start', async () => {
    fetchMock.mockImplementation(async (input) =>
      keyOf(input as RequestInfo).endsWith(APP_SHELL_PATH) ? page(SHELL) : new Response('asset'),
    );
    await keepAppShell(ORIGIN);
    expect([...(await storage.open(PAGES_CACHE)).entries.keys()]).toEqual([`${ORIGIN}${APP_SHELL_PATH}`]);
    expect([...(await storage.open(ASSETS_CACHE)).entries.keys()].sort()).toEqual([
      `${ORIGIN}/assets/css/styles.5b1f8d77.css`,
      `${ORIGIN}/assets/js/main.c145b3a0.js`,
      `${ORIGIN}/assets/js/runtime~main.cce9beb0.js`,
    ]);
  });

  it('offline, answers a page never opened with the app shell holding the message', async () => {
    await keep(PAGES_CACHE, `${ORIGIN}${APP_SHELL_PATH}`, page(SHELL));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const response = await handleNavigation(
      new Request(`${ORIGIN}/configuration/watch/`),
      new URL(`${ORIGIN}/configuration/watch/`),
      fetchEvent(),
    );
    const html = await response.text();
    expect(html).toContain(`<main id="app-shell" class="container margin-vert--lg">${OFFLINE_MESSAGE_HTML}</main>`);
    expect(html).toContain('<title>You are offline | webpack</title>');
    expect(html).toContain('/assets/css/styles.5b1f8d77.css');
  });

  it('without a saved shell, still answers with a readable page of its own', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const response = await handleNavigation(new Request(`${ORIGIN}/x/`), new URL(`${ORIGIN}/x/`), fetchEvent());
    const html = await response.text();
    expect(html).toContain('You are offline');
    expect(html).toMatch(/<style>[^<]*max-width/);
  });
});

describe('a page the network is slow to answer', () => {
  beforeEach(() => {
    // Timers only: the responses' bodies need the real microtasks.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'Date', 'performance'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it(`is answered from the cache after ${NETWORK_TIMEOUT_MS} ms, when the reader has it`, async () => {
    await keep(PAGES_CACHE, `${ORIGIN}/concepts/`, page('saved'));
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    const answer = handleNavigation(new Request(`${ORIGIN}/concepts/`), new URL(`${ORIGIN}/concepts/`), fetchEvent());
    await jest.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS);
    expect(await (await answer).text()).toBe('saved');
  });

  it('leaves no timer behind once the network has answered in time', async () => {
    fetchMock.mockResolvedValue(page('fresh'));
    const response = await handleNavigation(
      new Request(`${ORIGIN}/concepts/`),
      new URL(`${ORIGIN}/concepts/`),
      fetchEvent(),
    );
    expect(await response.text()).toBe('fresh');
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('the first page a reader opens, loaded before the worker ran', () => {
  const CHUNK = `${ORIGIN}/assets/js/2f1c.0ab31c42.js`;
  const PART = `${ORIGIN}${SEARCH_INDEX_PATH}5/terms-3.a81c9d2e.json`;

  it('keeps the files the page hands over, where the fetch handler looks for them offline', async () => {
    fetchMock.mockImplementation(async () => new Response('file'));
    await keepLoadedFiles([CHUNK, PART, `${ORIGIN}/img/logo.svg`], ORIGIN);
    expect([...(await storage.open(ASSETS_CACHE)).entries.keys()].sort()).toEqual([CHUNK, `${ORIGIN}/img/logo.svg`]);
    expect([...(await storage.open(SEARCH_CACHE)).entries.keys()]).toEqual([PART]);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await handleAsset(new Request(CHUNK), new URL(CHUNK), fetchEvent());
    expect(await offline.text()).toBe('file');
  });

  it('fetches nothing it keeps already, nor what is not its own', async () => {
    await keep(ASSETS_CACHE, CHUNK, new Response('kept'));
    fetchMock.mockImplementation(async () => new Response('file'));
    await keepLoadedFiles([CHUNK, 'https://avatars.example/u/1.png', `${ORIGIN}/sw.js`], ORIGIN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the rest when one file fails', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (keyOf(input as RequestInfo).includes('broken')) throw new TypeError('Failed to fetch');
      return new Response('file');
    });
    await keepLoadedFiles(['http://[bad', `${ORIGIN}/assets/js/broken.1b2c3d4e.js`, CHUNK], ORIGIN);
    expect([...(await storage.open(ASSETS_CACHE)).entries.keys()]).toEqual([CHUNK]);
  });
});

describe('offline worker helpers', () => {
  it('keys pages by path with a trailing slash', () => {
    expect(pageKey(new URL('https://x.org/guides/caching?x=1#top'))).toBe('https://x.org/guides/caching/');
    expect(pageKey(new URL('https://x.org/guides/caching/'))).toBe('https://x.org/guides/caching/');
    expect(pageKey(new URL('https://x.org/llms.txt'))).toBe('https://x.org/llms.txt');
  });

  it('tells hashed files, which can be served from the cache first', () => {
    expect(isHashed('/assets/js/main.0d5d39ad.js')).toBe(true);
    expect(isHashed('/search-index-3f2a9c1b.json')).toBe(true);
    expect(isHashed('/content-tree.json')).toBe(false);
    expect(isHashed('/img/logo.svg')).toBe(false);
  });

  it('puts the offline message in the app shell', () => {
    expect(withOfflineMessage('<body><main id=app-shell></main></body>')).toBe(
      `<body><main id=app-shell>${OFFLINE_MESSAGE_HTML}</main></body>`,
    );
    expect(withOfflineMessage('<body></body>')).toContain('You are offline');
  });

  it("lists a page's own stylesheets and scripts", () => {
    expect(
      pageAssets(
        '<link rel=stylesheet href=/a.css><link rel=preconnect href=/x><script src="/b.js"></script><script>inline()</script><script src=https://cdn.test/c.js></script>',
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/a.css`, `${ORIGIN}/b.js`]);
  });
});
