/**
 * The site's local search: @easyops-cn/docusaurus-search-local (search bar, search page, the worker that searches in
 * the browser), with an index built for a reference site and the order of results changed. See README.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, PluginModule, Props } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import searchLocalPlugin, {
  validateOptions as validateSearchOptions,
} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';
import { processPluginOptions } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions.js';
import { processDocInfos } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos.js';
import { scanDocuments } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments.js';
import { buildIndexFile } from './searchIndex';
import type { Synonyms } from './tokenizer';

export type Options = {
  /** Options of @easyops-cn/docusaurus-search-local, passed on (except `hashed: 'filename'` and search contexts). */
  search: SearchOptions;
  /** Headings whose sections are left out of the index (compared without case). */
  ignoredHeadings: string[];
  /** A word in the text → words readers search for instead. */
  synonyms: Synonyms;
  /** How results of some pages rank against the docs' own pages for the same kind of match (1 = the same). */
  weights: {
    blogPosts: number;
    /** Docs whose front matter has `frontMatterKey`: pages imported from elsewhere (package READMEs). */
    importedDocs: { frontMatterKey: string; weight: number };
  };
};

/** Sections every page or package README ends with, which say nothing about the page's subject. */
export const DEFAULT_IGNORED_HEADINGS = ['Further Reading', 'Related', 'Contributors', 'Contributing', 'License'];

/** The module of the search worker that orders results, and this plugin's replacement for it. */
const RESULT_ORDER_REQUEST = /^\.\.\/utils\/sortSearchResults$/;
const RESULT_ORDER = path.resolve(__dirname, 'client/rankResults.ts');
/** The search page's layout, given to the plugin's SearchPage (and only to it) for `@theme/Layout`. */
const SEARCH_PAGE_LAYOUT = path.resolve(__dirname, 'client/SearchPageLayout.tsx');
const SEARCH_PAGE_DIR = `${path.sep}theme${path.sep}SearchPage`;

/** The file the search bar fetches, in each version's output directory (this plugin refuses `hashed: 'filename'`). */
const INDEX_FILE = 'search-index.json';

type DocsContent = { loadedVersions: { docs: { permalink: string; frontMatter: Record<string, unknown> }[] }[] };

/** Permalinks lack the trailing slash that the built pages' URLs have (`trailingSlash: true`). */
const withoutSlash = (url: string) => url.replace(/\/$/, '');

/** The weight of each page that does not weigh 1, by URL. */
function pageWeights(props: Props, weights: Options['weights'], blogBasePaths: string[]): (url: string) => number {
  const imported = new Set<string>();
  for (const plugin of props.plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    for (const version of (plugin.content as DocsContent).loadedVersions) {
      for (const doc of version.docs) {
        if (doc.frontMatter[weights.importedDocs.frontMatterKey] !== undefined)
          imported.add(withoutSlash(doc.permalink));
      }
    }
  }
  const blog = blogBasePaths.map((base) => `${props.baseUrl}${base.replace(/^\/|\/$/g, '')}/`);
  return (url) => {
    if (imported.has(withoutSlash(url))) return weights.importedDocs.weight;
    if (blog.some((base) => url.startsWith(base))) return weights.blogPosts;
    return 1;
  };
}

type NavbarItem = { label?: string; to?: string; items?: NavbarItem[] };

/**
 * The breadcrumb of a page from the navbar: the labels of the dropdown and of its item whose link is the longest start
 * of the page's URL, in any docs version (`Documentation › Configuration` for /configuration/output/ and
 * /v4/configuration/output/). The search plugin's parser takes the active navbar item only, which is the same for
 * every section.
 */
function navbarBreadcrumbs(context: LoadContext, props: Props): (url: string) => string[] | undefined {
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar;
  const trails: { to: string; labels: string[] }[] = [];
  for (const item of navbar?.items ?? []) {
    for (const sub of item.items ?? []) {
      if (item.label && sub.label && sub.to?.startsWith('/'))
        trails.push({ to: sub.to, labels: [item.label, sub.label] });
    }
  }
  const versionPaths = props.plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap((plugin) => (plugin.content as { loadedVersions: { path: string }[] }).loadedVersions)
    .map((version) => withoutSlash(version.path))
    .filter(Boolean);
  return (url) => {
    const paths = [
      url,
      ...versionPaths.filter((base) => url.startsWith(`${base}/`)).map((base) => url.slice(base.length)),
    ];
    const found = trails
      .filter(({ to }) => paths.some((pathname) => pathname.startsWith(to)))
      .sort((a, b) => b.to.length - a.to.length)[0];
    return found?.labels;
  };
}

export default function localSearchPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  // Docusaurus passes the options through validateOptions (below) first.
  const options = validatedOptions as Options;
  const searchPlugin = searchLocalPlugin(context, options.search);
  return {
    ...searchPlugin,
    name: 'local-search',

    configureWebpack(config, isServer, utils, content) {
      const upstream = searchPlugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        ...upstream,
        plugins: [
          ...(('plugins' in upstream && upstream.plugins) || []),
          new NormalModuleReplacementPlugin(RESULT_ORDER_REQUEST, RESULT_ORDER),
          new NormalModuleReplacementPlugin(/^@theme\/Layout$/, (resource: { context: string; request: string }) => {
            if (resource.context.endsWith(SEARCH_PAGE_DIR)) resource.request = SEARCH_PAGE_LAYOUT;
          }),
        ],
      };
    },

    // The search plugin's own postBuild, with this plugin's index: the same pages, cut into documents by the same
    // parser, indexed by searchIndex.ts and written where the search bar fetches them.
    async postBuild(props) {
      const started = Date.now();
      const search = processPluginOptions(options.search, context);
      const weightOf = pageWeights(props, options.weights, search.blogRouteBasePath);
      let pages = 0;
      for (const { outDir, paths } of processDocInfos(props, search)) {
        const documents = await scanDocuments(paths, search);
        const file = buildIndexFile(documents, {
          ignoredHeadings: options.ignoredHeadings,
          synonyms: options.synonyms,
          pageWeight: weightOf,
          siteName: context.siteConfig.title,
          breadcrumbOf: navbarBreadcrumbs(context, props),
        });
        await fs.mkdir(outDir, { recursive: true });
        await fs.writeFile(path.join(outDir, INDEX_FILE), JSON.stringify(file));
        pages += paths.length;
      }
      console.log(`[local-search] indexed ${pages} pages in ${Date.now() - started} ms`);
    },
  };
}

const searchOptionsSchema = Joi.object({
  hashed: Joi.any().invalid('filename').messages({ 'any.invalid': '"hashed: \'filename\'" is not supported' }),
  searchContextByPaths: Joi.forbidden(),
}).unknown();

const schema = Joi.object<Options>({
  search: searchOptionsSchema.default({}),
  ignoredHeadings: Joi.array().items(Joi.string()).default(DEFAULT_IGNORED_HEADINGS),
  synonyms: Joi.object().pattern(Joi.string(), Joi.array().items(Joi.string())).default({}),
  weights: Joi.object({
    blogPosts: Joi.number().min(0).default(1),
    importedDocs: Joi.object({
      frontMatterKey: Joi.string().required(),
      weight: Joi.number().min(0).required(),
    }).default({ frontMatterKey: 'source', weight: 1 }),
  }).default(),
});

export function validateOptions({ validate, options }: OptionValidationContext<unknown, Options>): Options {
  const validated = validate(schema, options);
  // The search plugin's own schema fills in its defaults.
  const search = validateSearchOptions({
    validate: validate as unknown as OptionValidationContext<SearchOptions, SearchOptions>['validate'],
    options: validated.search,
  });
  return { ...validated, search };
}

localSearchPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
