/**
 * Gives @docusaurus/utils-common, in the browser bundle, only the one tslib helper it uses instead of all of tslib.
 * The package is CommonJS (`const tslib_1 = require("tslib")` for `__importDefault`): a `require` keeps every export
 * of the module it loads, so the main bundle carried all of tslib (about 3.3 KB gzip) for a four-line helper.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'tslib-helpers',
  summary: "utils-common's browser code gets the one tslib helper it calls, not all of tslib",
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/utils-common',
      version: '3.10.2',
      files: ['lib/'],
      detail: 'its CommonJS files call only the tslib helpers helpers.ts exports',
    },
    { package: 'tslib', version: '2.9.1', files: ['tslib.es6.mjs'], detail: 'the helpers, from its ES module build' },
  ],
};

/** The modules whose `tslib` is the helper module: @docusaurus/utils-common's, the only tslib user in the browser. */
export const TSLIB_USERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

/** Re-exports from tslib (its ES module build, which the bundler then tree-shakes) what utils-common uses. */
export const HELPERS_MODULE = path.resolve(__dirname, 'helpers.ts');

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: TSLIB_USERS, resolve: { alias: { tslib$: HELPERS_MODULE } } }],
        },
      };
    },
  };
}
