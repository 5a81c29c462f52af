/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import lazyCssPlugin, { LAZY_STYLESHEETS, inMainStylesheet } from '..';

const SEARCH_BAR_CSS =
  'node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

const module = (file: string) => ({ nameForCondition: () => path.resolve(file) });

describe('lazy-css', () => {
  it('keeps the styles of browser-only components out of the main stylesheet, and nothing else', () => {
    expect(inMainStylesheet(module('src/components/VoteApp/styles.module.css'))).toBe(false);
    expect(inMainStylesheet(module('src/components/ProposalCard/styles.module.css'))).toBe(false);
    expect(inMainStylesheet(module('src/theme/PwaReloadPopup/styles.module.css'))).toBe(false);
    expect(inMainStylesheet(module('node_modules/@docusaurus/theme-classic/lib/nprogress.css'))).toBe(false);
    expect(inMainStylesheet(module(SEARCH_BAR_CSS))).toBe(false);
    // The search page is rendered on the server.
    expect(inMainStylesheet(module(SEARCH_BAR_CSS.replace(/SearchBar/g, 'SearchPage')))).toBe(true);
    // The vote page's placeholder is in its server HTML: its styles must be there when it paints.
    expect(inMainStylesheet(module('src/components/VoteSkeleton/styles.module.css'))).toBe(true);
    expect(inMainStylesheet(module('src/css/custom.css'))).toBe(true);
    expect(inMainStylesheet({})).toBe(true);
  });

  it('names files that exist', () => {
    const files = [
      'src/components/VoteApp/styles.module.css',
      'src/components/ProposalCard/styles.module.css',
      'src/theme/PwaReloadPopup/styles.module.css',
      path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'nprogress.css'),
      SEARCH_BAR_CSS,
    ].map((file) => path.resolve(file));
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    for (const pattern of LAZY_STYLESHEETS) expect(files.some((file) => pattern.test(file))).toBe(true);
  });

  it("narrows Docusaurus' styles cache group in the browser bundle only", () => {
    const configure = lazyCssPlugin().configureWebpack as NonNullable<Plugin['configureWebpack']>;
    const client = configure({}, false, {} as never, undefined) as Configuration;
    const groups = (client.optimization?.splitChunks || {}).cacheGroups as Record<string, { test: unknown }>;
    expect(groups.styles!.test).toBe(inMainStylesheet);
    expect(configure({}, true, {} as never, undefined)).toEqual({});
  });
});
