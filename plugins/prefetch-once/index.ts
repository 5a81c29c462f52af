/**
 * Docusaurus prefetches a linked page's chunks when the link comes into view, with a new `<link rel="prefetch">`
 * for every chunk of every route the address matches, each time: the version, section and layout chunks that every
 * doc page shares were hinted again for each doc link in view (308 hints for 32 files on /concepts/ at phone width),
 * each one a request the offline worker answers and stores. This plugin gives Docusaurus' client a prefetch helper
 * that hints each file once and never a file the page has already fetched.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The module that imports the helper: @docusaurus/core's client entry point for prefetch and preload. */
export const HELPER_USER = /[\\/]node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

/** The request it imports the helper with (3.10.2: `import prefetchHelper from './prefetch'`). */
export const HELPER_REQUEST = './prefetch';

export const HELPER_MODULE = path.resolve(__dirname, 'prefetch.ts');

export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: HELPER_USER, resolve: { alias: { [`${HELPER_REQUEST}$`]: HELPER_MODULE } } }],
        },
      };
    },
  };
}
