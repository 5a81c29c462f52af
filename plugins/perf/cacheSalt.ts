/**
 * Keeps the bundler's persistent cache of one set of patches apart from another's. Docusaurus names its cache after
 * the bundle, the mode, the locale, its version and the theme aliases, and the bundler does not notice an alias or a
 * loader coming or going (webpack/webpack#13627): a build with some patches off could reuse modules resolved with
 * them on. The patches that are off are added to the cache's version, as Docusaurus adds its own (the version string
 * of Rspack's `experiments.cache`, or webpack's `cache`); with every patch on the version is Docusaurus' own.
 */
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

type CacheVersioned = { version?: string } | boolean | undefined;
type ConfigWithCache = { cache?: CacheVersioned; experiments?: { cache?: CacheVersioned } };

const salted = (cache: CacheVersioned, salt: string) =>
  typeof cache === 'object' && cache !== null ? { ...cache, version: `${cache.version ?? ''}-${salt}` } : undefined;

export function cacheSaltPlugin(off: readonly string[]): Plugin {
  return {
    name: 'perf-patches-cache-salt',
    configureWebpack(config) {
      if (off.length === 0) return {};
      const salt = `patches-off:${[...off].sort().join(',')}`;
      const { cache, experiments } = config as ConfigWithCache;
      const rspackCache = salted(experiments?.cache, salt);
      const webpackCache = salted(cache, salt);
      // The values are Docusaurus' own cache settings with a longer version: of the bundler's types whichever it is.
      return {
        ...(rspackCache && { experiments: { cache: rspackCache } }),
        ...(webpackCache && { cache: webpackCache }),
      } as Configuration;
    },
  };
}
