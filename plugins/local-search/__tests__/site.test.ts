/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Props } from '@docusaurus/types';
import localSearchPlugin, { validateOptions, type Options } from '..';
import { navbarBreadcrumbs, writeSiteIndexes } from '../indexer/site';
import { DEFAULT_BUILD_OPTIONS } from '../indexer/build';
import type { Manifest } from '../client/format';

const docPage = (title: string, text: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><article><div class="theme-doc-markdown markdown">` +
  `<h1>${title}</h1><p>${text}</p></div></article></body></html>`;

/**
 * A built site: two versions of a docs page, a blog post, a Markdown page, a React page, and props that describe them.
 */
function builtSite(): { outDir: string; props: Props } {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-search-'));
  const write = (route: string, html: string) => {
    fs.mkdirSync(path.join(outDir, route), { recursive: true });
    fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
  };
  write('configuration/output', docPage('Output', 'Where webpack 5 writes bundles.'));
  write('loaders/css-loader', docPage('css-loader', 'Imported README.'));
  write('v4/configuration/output', docPage('Output', 'Where webpack 4 writes bundles.'));
  write('blog/release', docPage('webpack 5 is released', 'Release notes.'));
  write('vote', '<html><head></head><body><main>Vote</main></body></html>');
  write(
    'glossary',
    '<html><head></head><body><main><article><h1>Glossary</h1><p>Chunk.</p></article></main></body></html>',
  );
  const props = {
    outDir,
    baseUrl: '/',
    siteConfig: {
      trailingSlash: true,
      themeConfig: {
        navbar: { items: [{ label: 'Documentation', items: [{ label: 'Configuration', to: '/configuration/' }] }] },
      },
    },
    plugins: [
      {
        name: 'docusaurus-plugin-content-docs',
        options: { id: 'default' },
        content: {
          loadedVersions: [
            // As the docs plugin loads them: the current version is named 'current', and the site labels each
            // version for its dropdown ('v5', 'v4'), which is not the search's label.
            {
              versionName: 'current',
              label: 'v5',
              docs: [
                // Docs know their permalink without the trailing slash of the site's URLs.
                { permalink: '/configuration/output', frontMatter: {} },
                { permalink: '/loaders/css-loader/', frontMatter: { source: 'npm' } },
              ],
            },
            { versionName: '4', label: 'v4', docs: [{ permalink: '/v4/configuration/output/', frontMatter: {} }] },
          ],
        },
      },
      {
        name: 'docusaurus-plugin-content-blog',
        options: { id: 'default' },
        content: { blogPosts: [{ metadata: { permalink: '/blog/release/' } }] },
      },
      {
        name: 'docusaurus-plugin-content-pages',
        options: { id: 'default' },
        content: [
          { type: 'mdx', permalink: '/glossary/' },
          { type: 'jsx', permalink: '/vote/' },
        ],
      },
    ],
  } as unknown as Props;
  return { outDir, props };
}

const OPTIONS = {
  ...DEFAULT_BUILD_OPTIONS,
  ignoredHeadings: [],
  weights: { blogPosts: 0.5, importedDocs: { frontMatterKey: 'source', weight: 0.25 } },
  historyPages: [],
};

const manifestOf = (outDir: string, url: string) =>
  JSON.parse(fs.readFileSync(path.join(outDir, url), 'utf8')) as Manifest;

describe('writeSiteIndexes', () => {
  it("indexes each version's docs, the blog and the Markdown pages with the current version, and weighs imported docs and posts", () => {
    const { outDir, props } = builtSite();
    const written = writeSiteIndexes(props, OPTIONS);
    expect(written.map(({ label, pages }) => [label, pages])).toEqual([
      ['5', 4],
      ['4', 1],
    ]);
    expect(manifestOf(outDir, written[0]!.url).pages).toEqual([
      ['/configuration/output/', 'Output', 0, 1],
      ['/loaders/css-loader/', 'css-loader', 1, 0.25],
      ['/blog/release/', 'webpack 5 is released', 1, 0.5, 1],
      ['/glossary/', 'Glossary', 1, 1],
    ]);
    expect(manifestOf(outDir, written[1]!.url).pages.map(([url]) => url)).toEqual(['/v4/configuration/output/']);
    expect(written[1]!.url).toMatch(/^\/search-index\/4\/manifest\.[0-9a-f]{12}\.json$/);
  });

  it("marks the blog's posts and the docs named in historyPages, in their version, as the site's history", () => {
    const { outDir, props } = builtSite();
    const written = writeSiteIndexes(props, { ...OPTIONS, historyPages: ['/v4/configuration/output/'] });
    const history = (url: string) =>
      manifestOf(outDir, url)
        .pages.filter((page) => page[4] === 1)
        .map(([url]) => url);
    expect(history(written[0]!.url)).toEqual(['/blog/release/']);
    expect(history(written[1]!.url)).toEqual(['/v4/configuration/output/']);
  });

  it('fails the build on a URL in historyPages that is no docs page', () => {
    const { props } = builtSite();
    expect(() => writeSiteIndexes(props, { ...OPTIONS, historyPages: ['/configuration/outptu/'] })).toThrow(
      '[local-search] historyPages names no docs page: /configuration/outptu',
    );
  });

  it('points every page of the build at the indexes', () => {
    const { outDir, props } = builtSite();
    const written = writeSiteIndexes(props, OPTIONS);
    for (const route of ['configuration/output', 'v4/configuration/output', 'vote']) {
      const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      for (const { label, url } of written) {
        expect(head).toContain(`<meta name="search-index" data-version="${label}" content="${url}">`);
      }
    }
  });

  it("has written everything by the time the plugin's postBuild returns, before any await", () => {
    const { outDir, props } = builtSite();
    const options = validateOptions({
      validate: (_schema, value) =>
        ({
          ignoredHeadings: [],
          synonyms: {},
          weights: OPTIONS.weights,
          historyPages: [],
          ...(value as object),
        }) as Options,
      options: {},
    });
    const plugin = localSearchPlugin({ baseUrl: '/' } as never, options);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    void plugin.postBuild!({ ...props, content: undefined } as never);
    log.mockRestore();
    expect(fs.readdirSync(path.join(outDir, 'search-index'))).toEqual(['4', '5']);
    expect(fs.readFileSync(path.join(outDir, 'vote', 'index.html'), 'utf8')).toContain('name="search-index"');
  });
});

describe('navbarBreadcrumbs', () => {
  const breadcrumbOf = navbarBreadcrumbs(
    [
      {
        label: 'Documentation',
        to: '/concepts/',
        items: [
          { label: 'Concepts', to: '/concepts/' },
          { label: 'Configuration', to: '/configuration/' },
        ],
      },
      { label: 'Blog', to: '/blog/' },
    ],
    ['v4'],
  );

  it('names a page by the menu and the item its path starts with, in any version', () => {
    expect(breadcrumbOf('/configuration/output/')).toEqual(['Documentation', 'Configuration']);
    expect(breadcrumbOf('/concepts/output/')).toEqual(['Documentation', 'Concepts']);
    expect(breadcrumbOf('/v4/configuration/output/')).toEqual(['Documentation', 'Configuration']);
    expect(breadcrumbOf('/blog/release/')).toEqual(['Blog']);
    expect(breadcrumbOf('/glossary/')).toEqual([]);
  });
});
