/**
 * Docusaurus prefetches a linked page's chunks when the link comes into view, with a new `<link rel="prefetch">`
 * for every chunk of every route the address matches, each time: the version, section and layout chunks that every
 * doc page shares were hinted again for each doc link in view (308 hints for 32 files on /concepts/ at phone width),
 * each one a request the offline worker answers and stores. This plugin gives Docusaurus' client a prefetch helper
 * that hints each file once and never a file the page has already fetched, and runs the prefetch of a link in view
 * when the browser is idle (./docusaurus.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'prefetch-once',
  summary: "a linked page's chunk files hinted once, none the page has, when the browser is idle",
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/client/docusaurus.js', 'lib/client/prefetch.js', 'lib/client/clientEntry.js'],
      detail:
        "docusaurus.js imports its prefetch helper as './prefetch', and the client entry imports the link API as './docusaurus' and puts it on window.docusaurus",
    },
  ],
};

/** The module that imports the helper: @docusaurus/core's client entry point for prefetch and preload. */
export const HELPER_USER = /[\\/]node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

/** The request it imports the helper with (3.10.2: `import prefetchHelper from './prefetch'`). */
export const HELPER_REQUEST = './prefetch';

export const HELPER_MODULE = path.resolve(__dirname, 'prefetch.ts');

/** The client entry, which imports Docusaurus' client API for links and puts it on `window.docusaurus`. */
export const API_USER = /[\\/]node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** The request it imports the API with (3.10.2: `import docusaurus from './docusaurus'`). */
export const API_REQUEST = './docusaurus';

export const API_MODULE = path.resolve(__dirname, 'docusaurus.ts');

/** Resolves `request`, and only that request, to `module`. */
const exactly = (request: string, module: string): Record<string, string> => ({ [`${request}$`]: module });

export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            { test: HELPER_USER, resolve: { alias: exactly(HELPER_REQUEST, HELPER_MODULE) } },
            { test: API_USER, resolve: { alias: exactly(API_REQUEST, API_MODULE) } },
          ],
        },
      };
    },
  };
}
