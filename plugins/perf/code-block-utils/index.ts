/**
 * theme-common's code block utilities as the browser bundle gets them. Its barrel (`@docusaurus/theme-common/internal`)
 * takes them from one module that holds both the React context a code block renders with and the parsing of
 * metastrings, line ranges and magic comments (with parse-numeric-range). A block highlighted at build time
 * (plugins/code-highlight) uses only the context, through the theme's code block layout and buttons; the parsing is
 * for blocks highlighted in the browser, which load lazily. In one module both went into the chunk every page with
 * code loads: 1.8 KB gzip of which the page used none. In the browser bundle the barrel's request gets
 * ./client/codeBlockUtils.ts, the same exports with the context in a module of its own (./client/codeBlockContext.tsx).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'code-block-utils',
  summary: "theme-common's code block context without its parsing, for blocks highlighted at build time",
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/theme-common',
      version: '3.10.2',
      files: ['lib/internal.js', 'lib/utils/codeBlockUtils.js'],
      detail:
        "the internal barrel imports the code block utilities as './utils/codeBlockUtils', whose exports client/codeBlockUtils.ts repeats and whose context client/codeBlockContext.tsx copies",
    },
  ],
};

/** theme-common's barrel, and its request for the code block utilities. */
export const CODE_BLOCK_UTILS_USER = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]internal\.js$/;
export const CODE_BLOCK_UTILS_REQUEST = './utils/codeBlockUtils';
export const CODE_BLOCK_UTILS_MODULE = path.resolve(__dirname, 'client/codeBlockUtils.ts');
/** theme-common's own module, which its package does not export, under a name of this patch. */
export const ORIGINAL_REQUEST = '@code-block-utils/theme-common-code-block-utils';
const ORIGINAL_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js');

export default function codeBlockUtilsPlugin(): Plugin {
  return {
    name: 'code-block-utils',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: { alias: { [`${ORIGINAL_REQUEST}$`]: ORIGINAL_MODULE } },
        module: {
          rules: [
            {
              test: CODE_BLOCK_UTILS_USER,
              resolve: { alias: { [`${CODE_BLOCK_UTILS_REQUEST}$`]: CODE_BLOCK_UTILS_MODULE } },
            },
            { test: CODE_BLOCK_UTILS_MODULE, sideEffects: false },
          ],
        },
      };
    },
  };
}
