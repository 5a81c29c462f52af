/**
 * theme-classic's client modules as the browser bundle gets them. Its `prism-include-languages` loaded Prism and the
 * extra languages into every page (about 31 KB gzip in the main bundle): code blocks are highlighted at build time
 * (plugins/code-highlight), and a `<CodeBlock>` given a string at run time loads Prism lazily
 * (src/theme/CodeBlock/Content), so the browser gets nothing in its place. Its `nprogress`, the navigation progress
 * bar, loads at the first navigation instead (./navigationProgress.ts, 1.1 KB gzip). Both are requests of the
 * generated `client-modules.js` only: the aliases apply to that file, so the lazy module's own import of the theme's
 * progress bar still reaches it. The server bundle keeps both, as Docusaurus lists them.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'theme-client-modules',
  summary: 'no Prism in the browser bundle, and the navigation progress bar loaded at the first navigation',
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      files: ['lib/index.js', 'lib/prism-include-languages.js', 'lib/nprogress.js'],
      detail:
        "getClientModules lists './prism-include-languages' and './nprogress', which the generated client-modules.js requires by absolute path without extension",
    },
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/server/codegen/codegen.js'],
      detail:
        'client-modules.js is written into the generated files folder and requires each client module by its path',
    },
  ],
};

const THEME_CLASSIC_LIB = path.dirname(require.resolve('@docusaurus/theme-classic'));

/** The theme's client modules as `client-modules.js` requires them. */
export const PRISM_CLIENT_MODULE = path.join(THEME_CLASSIC_LIB, 'prism-include-languages');
export const PROGRESS_CLIENT_MODULE = path.join(THEME_CLASSIC_LIB, 'nprogress');
export const LAZY_PROGRESS_MODULE = path.resolve(__dirname, 'navigationProgress.ts');

export default function themeClientModulesPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  return {
    name: 'theme-client-modules',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'client-modules.js'),
              resolve: {
                alias: {
                  // `false`: an empty module.
                  [`${PRISM_CLIENT_MODULE}$`]: false,
                  [`${PROGRESS_CLIENT_MODULE}$`]: LAZY_PROGRESS_MODULE,
                },
              },
            },
          ],
        },
      };
    },
  };
}
