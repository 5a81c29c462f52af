/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';
import splitCssPlugin, {
  LAZY_STYLESHEETS,
  PAGE_STYLESHEETS,
  RouteStylesheetsManifestPlugin,
  addRouteStylesheets,
  inMainStylesheet,
  inPagesStylesheet,
  type ChunkGroupLike,
  type ClientManifest,
} from '..';

const SEARCH_THEME = 'plugins/local-search/theme';
/** theme-classic's `lib` folder. */
const THEME_LIB = path.resolve(path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/Layout')), '../..');
const theme = (file: string) => path.join(THEME_LIB, 'theme', file);

const module = (file: string) => ({ nameForCondition: () => path.resolve(file) });

describe('which stylesheet a style goes in', () => {
  it('keeps the styles of browser-only components out of every stylesheet a page links', () => {
    for (const file of [
      'src/theme/PwaReloadPopup/styles.module.css',
      path.join(THEME_LIB, 'nprogress.css'),
      `${SEARCH_THEME}/SearchBar/suggestions.module.css`,
      `${SEARCH_THEME}/SearchResult/styles.module.css`,
      theme('CodeBlock/Content/styles.module.css'),
      theme('CodeBlock/Line/styles.module.css'),
      theme('Blog/Components/Author/Socials/styles.module.css'),
      theme('Icon/Socials/Bluesky/styles.module.css'),
    ]) {
      expect([file, inMainStylesheet(module(file))]).toEqual([file, false]);
      expect([file, inPagesStylesheet('blog')(module(file))]).toEqual([file, false]);
    }
  });

  it("puts the docs' and the blog's styles in a stylesheet of their own", () => {
    const docs = [
      theme('DocRoot/Layout/Sidebar/styles.module.css'),
      theme('DocSidebarItem/Category/styles.module.css'),
      theme('DocItem/Layout/styles.module.css'),
      'src/theme/DocItem/Footer/styles.module.css',
      'src/components/docs/Contributors/styles.module.css',
    ];
    const blog = [
      theme('BlogSidebar/Desktop/styles.module.css'),
      theme('Blog/Components/Author/styles.module.css'),
      'src/theme/BlogPostItem/Footer/ReadMoreLink/styles.module.css',
    ];
    for (const file of docs)
      expect([file, inPagesStylesheet('docs')(module(file)), inMainStylesheet(module(file))]).toEqual([
        file,
        true,
        false,
      ]);
    for (const file of blog)
      expect([file, inPagesStylesheet('blog')(module(file)), inMainStylesheet(module(file))]).toEqual([
        file,
        true,
        false,
      ]);
    expect(inPagesStylesheet('docs')(module(blog[0]!))).toBe(false);
    expect(inPagesStylesheet('blog')(module(docs[0]!))).toBe(false);
  });

  it('keeps in the main stylesheet what pages of every kind render', () => {
    for (const file of [
      'src/css/custom.css',
      'node_modules/infima/dist/css/default/default.css',
      // Blog posts have a table of contents, tags and code blocks too.
      theme('TOC/styles.module.css'),
      theme('TOCCollapsible/styles.module.css'),
      theme('Tag/styles.module.css'),
      theme('EditMetaRow/styles.module.css'),
      theme('CodeBlock/Buttons/CopyButton/styles.module.css'),
      'src/theme/CodeBlock/Content/styles.module.css',
      // The docs render the not-found page for an unknown address under them.
      'src/theme/NotFound/Content/styles.module.css',
      'src/components/SidebarSwipe/styles.module.css',
    ]) {
      expect([file, inMainStylesheet(module(file))]).toEqual([file, true]);
    }
    expect(inMainStylesheet({})).toBe(true);
  });

  it('leaves the styles of one page with its chunk', () => {
    for (const file of [
      'src/components/home/Splash/styles.module.css',
      'src/components/home/Support/styles.module.css',
      `${SEARCH_THEME}/SearchPage/styles.module.css`,
      'plugins/printable/theme/PrintablePage/styles.module.css',
      'src/components/vote/VoteSkeleton/styles.module.css',
      'src/components/vote/VoteApp/styles.module.css',
      'src/components/vote/ProposalCard/styles.module.css',
    ]) {
      expect([file, inMainStylesheet(module(file)), inPagesStylesheet('docs')(module(file))]).toEqual([
        file,
        false,
        false,
      ]);
    }
  });

  it("decides by a component's folder, so a new component needs no edit here", () => {
    const placed = (file: string) => ({
      main: inMainStylesheet(module(file)),
      docs: inPagesStylesheet('docs')(module(file)),
    });
    expect(placed('src/components/home/NewSection/styles.module.css')).toEqual({ main: false, docs: false });
    expect(placed('src/components/vote/NewDialog/styles.module.css')).toEqual({ main: false, docs: false });
    expect(placed('src/components/docs/NewAside/styles.module.css')).toEqual({ main: false, docs: true });
    // Outside those folders a component may render on any page: its styles stay in the main stylesheet.
    expect(placed('src/components/NewBanner/styles.module.css')).toEqual({ main: true, docs: false });
  });

  it('names files that exist', () => {
    const stylesheetsIn = (dir: string): string[] =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => path.resolve(dir, file));
    const files = ['src', 'plugins', SEARCH_THEME, THEME_LIB].flatMap(stylesheetsIn);
    for (const pattern of [...LAZY_STYLESHEETS, ...Object.values(PAGE_STYLESHEETS).flat()]) {
      expect([String(pattern), files.some((file) => pattern.test(file))]).toEqual([String(pattern), true]);
    }
  });
});

describe('the stylesheets a page rendered on the server links', () => {
  const manifest: ClientManifest = {
    entrypoints: ['main'],
    origins: { main: ['main', 'styles'], d: ['17'] },
    assets: { main: { js: [{ file: 'assets/js/main.js', publicPath: '/assets/js/main.js' }] } },
  };
  const group = (initial: boolean, files: string[], ...requests: (string | undefined)[]): ChunkGroupLike => ({
    isInitial: () => initial,
    getFiles: () => files,
    origins: requests.map((request) => ({ request })),
  });
  const groups = [
    group(true, ['assets/js/main.js', 'assets/css/styles.1.css']),
    // A docs page's layout: the docs' stylesheet and the main one (already linked everywhere).
    group(false, ['assets/js/17.js', 'assets/css/docs-styles.2.css', 'assets/css/styles.1.css'], '@theme/DocRoot'),
    group(false, ['assets/js/18.js', 'assets/css/docs-styles.2.css'], '@theme/DocItem'),
    group(false, ['assets/js/19.js', 'assets/css/19.3.css'], '@site/src/pages/index.tsx', undefined),
    group(false, ['assets/js/20.js'], '@site/docs/concepts/index.mdx'),
  ];

  it("maps each route module to its group's stylesheets other than the ones every page links", () => {
    const result = addRouteStylesheets(manifest, groups, '/');
    expect(result.origins['@theme/DocRoot']).toEqual(['stylesheet:assets/css/docs-styles.2.css']);
    expect(result.origins['@theme/DocItem']).toEqual(['stylesheet:assets/css/docs-styles.2.css']);
    expect(result.origins['@site/src/pages/index.tsx']).toEqual(['stylesheet:assets/css/19.3.css']);
    expect(result.origins['@site/docs/concepts/index.mdx']).toBeUndefined();
    expect(result.assets['stylesheet:assets/css/19.3.css']).toEqual({
      css: [{ file: 'assets/css/19.3.css', publicPath: '/assets/css/19.3.css' }],
    });
    // Scripts and what was there are unchanged.
    expect(result.origins.main).toEqual(manifest.origins.main);
    expect(result.origins.d).toEqual(manifest.origins.d);
    expect(result.assets.main).toEqual(manifest.assets.main);
    expect(Object.values(result.assets).flatMap((asset) => asset.js ?? [])).toEqual(manifest.assets.main!.js);
  });

  it('writes them into the manifest after the bundler has written it, and leaves a missing manifest alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-css-'));
    const file = path.join(dir, 'client-manifest.json');
    fs.writeFileSync(file, JSON.stringify(manifest));
    let afterEmit: ((compilation: never) => void) | undefined;
    const compiler = { hooks: { afterEmit: { tap: (_name: string, fn: typeof afterEmit) => (afterEmit = fn) } } };
    new RouteStylesheetsManifestPlugin(file).apply(compiler);
    afterEmit!({ chunkGroups: groups, outputOptions: { publicPath: '/' } } as never);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(addRouteStylesheets(manifest, groups, '/'));

    new RouteStylesheetsManifestPlugin(path.join(dir, 'none.json')).apply(compiler);
    expect(() => afterEmit!({ chunkGroups: groups, outputOptions: {} } as never)).not.toThrow();
    expect(fs.existsSync(path.join(dir, 'none.json'))).toBe(false);
  });
});

describe('the plugin', () => {
  it("narrows Docusaurus' styles cache group and adds the docs' and the blog's, in the browser bundle only", () => {
    const plugin = splitCssPlugin({ generatedFilesDir: '/site/.docusaurus' });
    const client = configureWebpack(plugin, false, { mode: 'production' });
    const groups = (client.optimization?.splitChunks || {}).cacheGroups as Record<string, Record<string, unknown>>;
    expect(groups.styles!.test).toBe(inMainStylesheet);
    expect(groups.docsStyles).toMatchObject({ name: 'docs-styles', type: 'css/mini-extract', enforce: true });
    expect(groups.blogStyles).toMatchObject({ name: 'blog-styles', type: 'css/mini-extract', enforce: true });
    expect(client.plugins).toEqual([expect.any(RouteStylesheetsManifestPlugin)]);
    // `docusaurus start`: no manifest to add to.
    expect(configureWebpack(plugin, false, { mode: 'development' }).plugins).toEqual([]);
    expect(configureWebpack(plugin, true)).toEqual({});
  });
});
