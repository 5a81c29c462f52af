import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import prefetchOncePlugin, { HELPER_MODULE, HELPER_REQUEST, HELPER_USER } from '..';

const configure = (isServer: boolean) =>
  (prefetchOncePlugin().configureWebpack as NonNullable<Plugin['configureWebpack']>)(
    {},
    isServer,
    {} as never,
    undefined,
  ) as Configuration;

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
    ]);
    expect(configure(true)).toEqual({});
    expect(fs.existsSync(HELPER_MODULE)).toBe(true);
    // The installed Docusaurus still imports its helper by that request from that module.
    const user = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
    expect(HELPER_USER.test(user)).toBe(true);
    expect(fs.readFileSync(user, 'utf8')).toContain(`from '${HELPER_REQUEST}'`);
    expect(fs.existsSync(path.join(path.dirname(user), `${HELPER_REQUEST}.js`))).toBe(true);
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
