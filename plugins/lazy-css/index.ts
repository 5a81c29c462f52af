/**
 * Docusaurus puts every stylesheet of the browser bundle into the one file that every page loads before it paints
 * (its `styles` cache group). That is right for what pages render on the server, and it includes styles of components
 * that only the browser shows, after the page has loaded and only when something happens: the voting app (the vote
 * page's server HTML holds a placeholder), the offline worker's update notice, the navigation progress bar, the search
 * bar (pages render a look-alike until the reader turns to it). Their styles stay with their own chunks, which the
 * bundler's runtime loads together with the chunk's JavaScript, before the component renders. Cascade order holds: the theme's stylesheets declare their cascade layers in the main file
 * first; these are CSS modules (the progress bar's own ids), and the search bar's few global rules are ones the
 * look-alike's own stylesheet already applies. See README.md.
 */
import type { Plugin } from '@docusaurus/types';

/** Stylesheets of components rendered only in the browser, by a lazy chunk. */
export const LAZY_STYLESHEETS = [
  /[\\/]src[\\/]components[\\/]VoteApp[\\/]styles\.module\.css$/,
  /[\\/]src[\\/]components[\\/]ProposalCard[\\/]styles\.module\.css$/,
  /[\\/]src[\\/]theme[\\/]PwaReloadPopup[\\/]styles\.module\.css$/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.css$/,
  // The search bar's, mostly for its results: pages render a look-alike (plugins/lazy-search-bar) until it is used.
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/].*[\\/]SearchBar[\\/]SearchBar\.module\.css$/,
];

/** What the bundler passes to a cache group's `test`. */
type Module = { nameForCondition?: () => string | null | undefined };

/** Whether a module's styles go into the main stylesheet. */
export const inMainStylesheet = (module: Module): boolean => {
  const name = module.nameForCondition?.() ?? '';
  return !LAZY_STYLESHEETS.some((pattern) => pattern.test(name));
};

export default function lazyCssPlugin(): Plugin {
  return {
    name: 'lazy-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Merged into Docusaurus' `styles` group (name, type css/mini-extract, all chunks, enforce).
      return { optimization: { splitChunks: { cacheGroups: { styles: { test: inMainStylesheet } } } } };
    },
  };
}
