/**
 * The token colours of code blocks highlighted at build time (./remark.ts): a stylesheet generated from the site's
 * two Prism themes (`themeConfig.prism`), which every page loads with the site's styles. The highlighted HTML names
 * the colours by class (./palette.ts), so the page needs no highlighter and no inline styles.
 */
import type { Plugin } from '@docusaurus/types';
import { createTokenPalette } from './palette';
import type { PrismOptions } from './highlight';

export const STYLESHEET = 'prism-theme.css';

export default function codeHighlightPlugin(context: { siteConfig: { themeConfig: object } }): Plugin {
  const { prism } = context.siteConfig.themeConfig as { prism: PrismOptions };
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
