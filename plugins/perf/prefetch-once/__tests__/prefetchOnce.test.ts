import fs from 'node:fs';
import path from 'node:path';
import prefetchOncePlugin, { API_MODULE, API_REQUEST, API_USER, HELPER_MODULE, HELPER_REQUEST, HELPER_USER } from '..';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';

const configure = (isServer: boolean) => configureWebpack(prefetchOncePlugin(), isServer);

const hints = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href);

describe('prefetch-once', () => {
  let fetched: string[];

  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '';
    fetched = [];
    // jsdom knows no link types; browsers that support prefetch hints answer true.
    jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string, type?: string) => (type === 'resource' && fetched.includes(name) ? [{ name }] : []),
    });
  });

  const loadHelper = async () => (await import('../prefetch')).default;

  it("gives Docusaurus' client, in the browser bundle only, the helper of this plugin", () => {
    expect(configure(false).module?.rules).toEqual([
      { test: HELPER_USER, resolve: { alias: { [`${HELPER_REQUEST}$`]: HELPER_MODULE } } },
      { test: API_USER, resolve: { alias: { [`${API_REQUEST}$`]: API_MODULE } } },
    ]);
    expect(configure(true)).toEqual({});
    expect(fs.existsSync(HELPER_MODULE)).toBe(true);
    // The installed Docusaurus still imports its helper by that request from that module.
    const user = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
    expect(HELPER_USER.test(user)).toBe(true);
    expect(fs.readFileSync(user, 'utf8')).toContain(`from '${HELPER_REQUEST}'`);
    expect(fs.existsSync(path.join(path.dirname(user), `${HELPER_REQUEST}.js`))).toBe(true);
    // And its client entry imports the API for links by that request, and puts it on `window.docusaurus`.
    const entry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
    expect(API_USER.test(entry)).toBe(true);
    expect(fs.readFileSync(entry, 'utf8')).toContain(`import docusaurus from '${API_REQUEST}'`);
    expect(fs.readFileSync(entry, 'utf8')).toContain('window.docusaurus = docusaurus');
    expect(fs.existsSync(API_MODULE)).toBe(true);
  });

  it('hints a file once, however many links ask for it', async () => {
    const prefetch = await loadHelper();
    for (const url of ['/assets/js/1.aaaa.js', '/assets/js/2.bbbb.js', '/assets/js/1.aaaa.js', '/assets/js/1.aaaa.js'])
      void prefetch(url);
    expect(hints()).toEqual(['http://localhost/assets/js/1.aaaa.js', 'http://localhost/assets/js/2.bbbb.js']);
  });

  it('does not hint a file the page has fetched already', async () => {
    fetched = ['http://localhost/assets/js/1.aaaa.js'];
    const prefetch = await loadHelper();
    await prefetch('/assets/js/1.aaaa.js');
    void prefetch('/assets/js/3.cccc.js');
    expect(hints()).toEqual(['http://localhost/assets/js/3.cccc.js']);
  });

  it('settles when the file loads and when it fails, as Docusaurus expects', async () => {
    const prefetch = await loadHelper();
    const loads = prefetch('/assets/js/4.dddd.js');
    const fails = prefetch('/assets/js/5.eeee.js');
    const [ok, missing] = document.head.querySelectorAll('link');
    ok!.dispatchEvent(new Event('load'));
    missing!.dispatchEvent(new Event('error'));
    await expect(loads).resolves.toBeUndefined();
    await expect(fails).resolves.toBeUndefined();
    // Asked again, a failed file is not hinted again in this page load.
    await prefetch('/assets/js/5.eeee.js');
    expect(hints()).toHaveLength(2);
  });
});

describe("Docusaurus' API for links, with prefetch when idle", () => {
  let idle: ((deadline: IdleDeadline) => void)[];
  let prefetched: string[];

  beforeEach(() => {
    jest.resetModules();
    idle = [];
    prefetched = [];
    Object.assign(window, {
      requestIdleCallback: (callback: (deadline: IdleDeadline) => void) => idle.push(callback),
    });
    jest.doMock('@docusaurus/core/lib/client/docusaurus.js', () => ({
      __esModule: true,
      default: {
        prefetch: (routePath: string) => {
          prefetched.push(routePath);
          return Promise.resolve([]);
        },
        preload: (routePath: string) => `preloaded ${routePath}`,
      },
    }));
  });

  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
  });

  const loadApi = async () => (await import('../docusaurus')).default;
  /** Runs the next idle period, which has time for `links` prefetches (one at least). */
  const idlePeriod = (links: number) => {
    let left = links;
    idle.shift()!({ didTimeout: false, timeRemaining: () => (--left > 0 ? 10 : 0) });
  };

  it('prefetches the links in view when the browser is idle, in the order they came, as long as it stays idle', async () => {
    const api = await loadApi();
    const results = ['/concepts/', '/guides/', '/api/'].map((routePath) => api.prefetch(routePath));
    expect(prefetched).toEqual([]);
    expect(idle).toHaveLength(1);
    idlePeriod(2);
    expect(prefetched).toEqual(['/concepts/', '/guides/']);
    // The rest in the next idle period.
    expect(idle).toHaveLength(1);
    idlePeriod(0);
    expect(prefetched).toEqual(['/concepts/', '/guides/', '/api/']);
    expect(idle).toHaveLength(0);
    await expect(Promise.all(results)).resolves.toEqual([[], [], []]);
  });

  it('answers `false` for an address asked for again, as Docusaurus does, and queues it once', async () => {
    const api = await loadApi();
    expect(api.prefetch('/concepts/')).not.toBe(false);
    expect(api.prefetch('/concepts/')).toBe(false);
    idlePeriod(5);
    expect(prefetched).toEqual(['/concepts/']);
  });

  it('leaves preload (hover, touch) as Docusaurus does it', async () => {
    const api = await loadApi();
    expect(api.preload('/concepts/')).toBe('preloaded /concepts/');
    expect(Object.isFrozen(api)).toBe(true);
  });
});
