/**
 * Loads the local search bar late (see theme/SearchBar). A theme of its own rather than a component in src/theme,
 * so that it applies only with the local search: with Algolia DocSearch the site does not register it.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function lazySearchBarPlugin(): Plugin {
  return {
    name: 'lazy-search-bar',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}
