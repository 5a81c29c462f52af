/**
 * Which stylesheet each style goes in. Docusaurus puts every stylesheet of the browser bundle into the one file that
 * every page loads before it paints (its `styles` cache group). This plugin keeps in it what pages in general render,
 * and takes out:
 *
 * - the styles of components that only the browser shows, later (`LAZY_STYLESHEETS`): they stay with their lazy
 *   chunks, which the bundler's runtime loads with the chunk's script, before the component renders;
 * - the styles of one kind of page (`PAGE_STYLESHEETS`: the docs, the blog, the home page, the search page, the
 *   printable pages, the vote page): the docs' and the blog's go into one stylesheet each, the others stay with their
 *   page's chunk. A page rendered on the server links the ones its route uses: the server render finds them in the
 *   build's manifest, to which `RouteStylesheetsManifestPlugin` adds them (without it, Docusaurus links the main
 *   stylesheet only). In the browser, a page reached by a link loads them with the route's chunks.
 *
 * Cascade order holds: the theme's stylesheets declare their cascade layers in the main file, first; what is moved out
 * is CSS modules, whose classes no other rule targets. See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'split-css',
  summary: "each page links the stylesheets of what it shows: main, docs, blog, and single pages' own",
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/webpack/base.js', 'lib/webpack/client.js', 'lib/ssg/ssgTemplate.html.js'],
      detail:
        'every stylesheet goes into the `styles` cache group, and the server render links the stylesheets the client manifest lists for the route modules it rendered',
    },
    {
      package: 'react-loadable-ssr-addon-v5-slorber',
      version: '1.0.3',
      files: ['lib/ReactLoadableSSRAddon.js'],
      detail: 'client-manifest.json has `origins` (request → asset keys) and `assets` (key → files), written at emit',
    },
    {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      files: ['lib/theme/'],
      detail:
        'the theme components of docs pages are named Doc…, of the blog Blog…, and the lazy ones are where LAZY_STYLESHEETS says; site components that one kind of page renders live in src/components/home, docs or vote',
    },
  ],
};

const THEME = String.raw`[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]`;
const SITE_THEME = String.raw`[\\/]src[\\/]theme[\\/]`;
const COMPONENTS = String.raw`[\\/]src[\\/]components[\\/]`;
const SEARCH_THEME = String.raw`[\\/]plugins[\\/]local-search[\\/]theme[\\/]`;

/** Stylesheets of components rendered only in the browser, by a lazy chunk. */
export const LAZY_STYLESHEETS = [
  /[\\/]src[\\/]theme[\\/]PwaReloadPopup[\\/]styles\.module\.css$/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.css$/,
  // The search box's suggestions and results, loaded when the reader turns to the box (plugins/local-search).
  new RegExp(`${SEARCH_THEME}(?:SearchBar[\\\\/]suggestions|SearchResult[\\\\/]styles)\\.module\\.css$`),
  // The original code block and its lines, for code highlighted in the browser (src/theme/CodeBlock): a lazy chunk.
  new RegExp(`${THEME}CodeBlock[\\\\/](?:Content|Line)[\\\\/]styles\\.module\\.css$`),
  // An author's social links and their icons, a lazy chunk for an author who has socials (src/theme/Blog/…/Socials).
  new RegExp(
    `${THEME}(?:Blog[\\\\/]Components[\\\\/]Author[\\\\/]Socials|Icon[\\\\/]Socials[\\\\/]\\w+)[\\\\/]styles\\.module\\.css$`,
  ),
];

/**
 * Stylesheets of what one kind of page renders. `docs` and `blog` become one stylesheet each (a page would otherwise
 * load one small file per route chunk); the others stay with the chunk of the one page that uses them.
 */
export const PAGE_STYLESHEETS = {
  docs: [
    new RegExp(`${THEME}Doc[A-Z]\\w*[\\\\/]`),
    new RegExp(`${SITE_THEME}Doc[A-Z]\\w*[\\\\/]`),
    // What the docs' footer, paginator and sidebar items (src/theme/Doc…) render: src/components/docs/.
    new RegExp(`${COMPONENTS}docs[\\\\/]`),
  ],
  blog: [new RegExp(`${THEME}Blog(?:[A-Z]\\w*)?[\\\\/]`), new RegExp(`${SITE_THEME}Blog(?:[A-Z]\\w*)?[\\\\/]`)],
  // What only the home page (src/pages/index.tsx) renders: src/components/home/.
  home: [new RegExp(`${COMPONENTS}home[\\\\/]`)],
  search: [new RegExp(`${SEARCH_THEME}SearchPage[\\\\/]`)],
  printable: [/[\\/]plugins[\\/]printable[\\/]theme[\\/]PrintablePage[\\/]/],
  // What only the vote page renders, its lazy app included: src/components/vote/.
  vote: [new RegExp(`${COMPONENTS}vote[\\\\/]`)],
};

/** What the bundler passes to a cache group's `test`. */
type Module = { nameForCondition?: () => string | null | undefined };

const nameOf = (module: Module) => module.nameForCondition?.() ?? '';
const matches = (patterns: readonly RegExp[], name: string) => patterns.some((pattern) => pattern.test(name));

/** Whether a module's styles go into the main stylesheet. */
export const inMainStylesheet = (module: Module): boolean => {
  const name = nameOf(module);
  return !matches(LAZY_STYLESHEETS, name) && !matches(Object.values(PAGE_STYLESHEETS).flat(), name);
};

/** Whether a module's styles go into the docs' (or the blog's) stylesheet. */
export const inPagesStylesheet =
  (page: 'docs' | 'blog') =>
  (module: Module): boolean => {
    const name = nameOf(module);
    return !matches(LAZY_STYLESHEETS, name) && matches(PAGE_STYLESHEETS[page], name);
  };

/** The server render's manifest (react-loadable-ssr-addon's format), as far as this plugin reads and writes it. */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, { file: string; hash?: string; publicPath: string }[]>>;
};

/** A chunk group as the bundler gives it: its files, and the `import()` requests that load it. */
export type ChunkGroupLike = {
  isInitial(): boolean;
  getFiles(): string[];
  origins: { request?: string | undefined }[];
};

/**
 * Adds to the manifest, for each request that lazy-loads a chunk group (Docusaurus' route modules among them: the
 * server render reports the ones a page renders, as `@theme/DocItem` or `@site/docs/…`), the stylesheets of that group
 * other than the ones every page links. Scripts are left as they are: the page loads its route chunks as before.
 */
export function addRouteStylesheets(
  manifest: ClientManifest,
  chunkGroups: readonly ChunkGroupLike[],
  publicPath: string,
): ClientManifest {
  const isStylesheet = (file: string) => file.endsWith('.css');
  const initial = new Set(chunkGroups.filter((group) => group.isInitial()).flatMap((group) => group.getFiles()));
  const origins = { ...manifest.origins };
  const assets = { ...manifest.assets };
  for (const group of chunkGroups) {
    if (group.isInitial()) continue;
    const files = group.getFiles().filter((file) => isStylesheet(file) && !initial.has(file));
    if (files.length === 0) continue;
    for (const { request } of group.origins) {
      if (!request) continue;
      for (const file of files) {
        const key = `stylesheet:${file}`;
        assets[key] = { css: [{ file, publicPath: `${publicPath}${file}` }] };
        const keys = origins[request] ?? [];
        if (!keys.includes(key)) origins[request] = [...keys, key];
      }
    }
  }
  return { ...manifest, origins, assets };
}

type CompilerLike = {
  hooks: { afterEmit: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
};
type CompilationLike = { chunkGroups: readonly ChunkGroupLike[]; outputOptions: { publicPath?: unknown } };

/**
 * After the build's manifest is written (Docusaurus' ReactLoadableSSRAddon, at `emit`), adds the route stylesheets to
 * it. The addon maps `import()` requests to chunks for webpack 4 only; with webpack 5 and Rspack it keys chunks by
 * name, which the server render never asks for.
 */
export class RouteStylesheetsManifestPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tap('RouteStylesheetsManifestPlugin', (compilation) => {
      if (!fs.existsSync(this.manifestPath)) return;
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const publicPath =
        typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
      fs.writeFileSync(
        this.manifestPath,
        JSON.stringify(addRouteStylesheets(manifest, compilation.chunkGroups, publicPath), null, 2),
      );
    });
  }
}

const sectionGroup = (page: 'docs' | 'blog') => ({
  name: `${page}-styles`,
  test: inPagesStylesheet(page),
  type: 'css/mini-extract',
  chunks: 'all' as const,
  enforce: true,
  priority: 60,
});

export default function splitCssPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  return {
    name: 'split-css',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // `docusaurus build` writes the manifest; `docusaurus start` renders in the browser only and writes none.
      const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
      return {
        // Merged into Docusaurus' `styles` group (name, type css/mini-extract, all chunks, enforce).
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: { test: inMainStylesheet },
              docsStyles: sectionGroup('docs'),
              blogStyles: sectionGroup('blog'),
            },
          },
        },
        plugins: config.mode === 'production' ? [new RouteStylesheetsManifestPlugin(manifestPath)] : [],
      };
    },
  };
}
