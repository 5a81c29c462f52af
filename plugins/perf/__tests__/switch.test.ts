/**
 * @jest-environment node
 */
import { docsPlugin, PATCHES, patchesOff, patchesOn, perfPlugins } from '..';
import { cacheSaltPlugin } from '../cacheSalt';
import { configureWebpack } from '../../../tests/jest/configureWebpack';

describe('PERF_PATCHES_OFF', () => {
  it('turns nothing off when unset or empty, and everything off with "all"', () => {
    expect([...patchesOff(undefined)]).toEqual([]);
    expect([...patchesOff(' ')]).toEqual([]);
    expect(patchesOn('all')).toEqual([]);
    expect(patchesOn('')).toEqual(PATCHES);
  });

  it('turns off the patches it names, and only those', () => {
    expect(patchesOn('lean-head, split-css').map((p) => p.name)).toEqual(
      PATCHES.map((p) => p.name).filter((name) => name !== 'lean-head' && name !== 'split-css'),
    );
  });

  it('refuses a name it does not know, listing the names it knows', () => {
    expect(() => patchesOff('lean-heads')).toThrow(/unknown patch lean-heads\. Use "all" or .*lean-head/);
  });

  it('loads the docs plugin itself when docs-lean-props is off', () => {
    expect(docsPlugin('')).toMatch(/plugins[\\/]perf[\\/]docs-lean-props[\\/]index\.ts$/);
    expect(docsPlugin('docs-lean-props')).toBe('@docusaurus/plugin-content-docs');
    expect(docsPlugin('all')).toBe('@docusaurus/plugin-content-docs');
  });

  it('gives the site the plugins of the patches that are on, and the cache salt', () => {
    const plugins = PATCHES.filter((p) => p.kind === 'plugin');
    expect(perfPlugins({}, '')).toHaveLength(plugins.length + 1);
    expect(perfPlugins({}, 'all')).toHaveLength(1);
    expect(perfPlugins({}, 'lean-head')).not.toContain(PATCHES.find((p) => p.name === 'lean-head')!.plugin);
  });

  it('names every patch after its folder, once', () => {
    const names = PATCHES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(PATCHES.filter((p) => p.kind === 'docs').map((p) => p.name)).toEqual(['docs-lean-props']);
  });
});

describe('the cache salt', () => {
  const configure = (off: string[], config: object) => configureWebpack(cacheSaltPlugin(off), false, config);

  it("leaves Docusaurus' cache version alone with every patch on", () => {
    expect(
      configure([], { experiments: { cache: { type: 'persistent', version: 'client-production-en-3.10.2' } } }),
    ).toEqual({});
  });

  it("adds the patches that are off to the version of Rspack's persistent cache", () => {
    expect(
      configure(['split-css', 'lean-head'], {
        experiments: { cache: { type: 'persistent', version: 'client-production-en-3.10.2-abc' } },
      }),
    ).toEqual({
      experiments: {
        cache: { type: 'persistent', version: 'client-production-en-3.10.2-abc-patches-off:lean-head,split-css' },
      },
    });
  });

  it("and to webpack's filesystem cache, when the site builds with webpack", () => {
    expect(configure(['all-of-them'], { cache: { type: 'filesystem', name: 'client', version: '3.10.2' } })).toEqual({
      cache: { type: 'filesystem', name: 'client', version: '3.10.2-patches-off:all-of-them' },
    });
  });

  it('does nothing when the build has no persistent cache', () => {
    expect(configure(['lean-head'], {})).toEqual({});
  });
});
