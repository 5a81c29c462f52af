/**
 * theme-classic, wrapped: code blocks are highlighted at build time (./remark.ts), so the theme's client module that
 * loads Prism and its extra languages into every page (`prism-include-languages`) is left out, and the token colours
 * of both Prism themes come from a stylesheet generated from the theme config. Everything else is theme-classic's.
 * A `<CodeBlock>` given a string at run time still highlights, with Prism loaded lazily (src/theme/CodeBlock/Content).
 * The theme's navigation progress bar (`nprogress`) is loaded at the first navigation, by a client module that wraps
 * the theme's (src/clientModules/navigationProgress.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PluginOptions } from '@docusaurus/theme-classic';
import themeClassic from '@docusaurus/theme-classic';
import { validateOptions, validateThemeConfig } from '@docusaurus/theme-classic/lib/options';
import { createTokenPalette } from './palette';
import type { PrismOptions } from './highlight';

export { validateOptions, validateThemeConfig };

const THEME_CLASSIC_LIB = path.dirname(require.resolve('@docusaurus/theme-classic'));
const PRISM_CLIENT_MODULE = path.join(THEME_CLASSIC_LIB, 'prism-include-languages');
const PROGRESS_CLIENT_MODULE = path.join(THEME_CLASSIC_LIB, 'nprogress');
const LAZY_PROGRESS_CLIENT_MODULE = path.resolve(__dirname, '../../src/clientModules/navigationProgress.ts');

/** theme-common's barrel, and its request for the code block utilities (3.10.2). */
export const CODE_BLOCK_UTILS_USER = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]internal\.js$/;
export const CODE_BLOCK_UTILS_REQUEST = './utils/codeBlockUtils';
export const CODE_BLOCK_UTILS_MODULE = path.resolve(__dirname, 'client/codeBlockUtils.ts');
const THEME_COMMON_CODE_BLOCK_UTILS = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils/codeBlockUtils.js',
);

/** theme-classic's paths are relative to its own lib folder; Docusaurus would read them relative to this file. */
const fromThemeClassic = (p: string) => path.resolve(THEME_CLASSIC_LIB, p);

export default function themeClassicWithStaticCode(context: LoadContext, options: PluginOptions): Plugin<undefined> {
  const plugin = themeClassic(context, options);
  const { prism } = context.siteConfig.themeConfig as { prism: PrismOptions };
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'prism-theme.css');
  fs.mkdirSync(path.dirname(stylesheet), { recursive: true });
  // Without a dark theme, Docusaurus uses the light one in both modes.
  fs.writeFileSync(stylesheet, createTokenPalette(prism.theme, prism.darkTheme ?? prism.theme).css);
  return {
    ...plugin,
    getThemePath: () => fromThemeClassic(plugin.getThemePath!()),
    getTypeScriptThemePath: () => fromThemeClassic(plugin.getTypeScriptThemePath!()),
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer) return own;
      // The browser's code block utilities, with the context apart from the parsing (client/codeBlockUtils.ts).
      return {
        ...own,
        resolve: { alias: { '@code-highlight/theme-common-code-block-utils$': THEME_COMMON_CODE_BLOCK_UTILS } },
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
    getClientModules() {
      return plugin.getClientModules!()
        .map(fromThemeClassic)
        .map((module) => {
          if (module === PRISM_CLIENT_MODULE) return stylesheet;
          if (module === PROGRESS_CLIENT_MODULE) return LAZY_PROGRESS_CLIENT_MODULE;
          return module;
        });
    },
  };
}
