/**
 * The token colours of code blocks highlighted at build time (./remark.ts): a stylesheet generated from the site's
 * two Prism themes (the plugin's options: the themes ./remark.ts highlights with), which every page loads with the
 * site's styles. The highlighted HTML names the colours by class (./palette.ts), so the page needs no highlighter, no
 * inline styles, and no themes in the site config (config/prismThemes.ts).
 */
import type { Plugin } from '@docusaurus/types';
import { createTokenPalette } from './palette';
import type { PrismOptions } from './highlight';

export const STYLESHEET = 'prism-theme.css';

export default function codeHighlightPlugin(_context: unknown, prism: PrismOptions): Plugin {
  let stylesheet: string | undefined;
  return {
    name: 'code-highlight',
    async contentLoaded({ actions }) {
      // Without a dark theme, Docusaurus uses the light one in both modes.
      stylesheet = await actions.createData(
        STYLESHEET,
        createTokenPalette(prism.theme, prism.darkTheme ?? prism.theme).css,
      );
    },
    getClientModules() {
      return stylesheet ? [stylesheet] : [];
    },
  };
}
