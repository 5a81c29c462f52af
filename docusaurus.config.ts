import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import type { Options as PwaOptions } from '@docusaurus/plugin-pwa';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { VERSIONED_DOCS_DIR } from '@docusaurus/plugin-content-docs/server';
import {
  ARCHIVED_VERSIONS,
  archivedVersionPath,
  COLORS,
  CURRENT_VERSION,
  DOC_SECTIONS,
  DOCS_ACTIVE_BASE_REGEX,
  OFFLINE_MODE_ACTIVATION_STRATEGIES,
  SECTION_LABELS,
  SITE_TITLE,
  TITLE_DELIMITER,
  URLS,
  versionPrefix,
  VERSIONS_WITH_PREFIXED_LINKS,
  VOTE_API_DEFAULT_URL,
} from './src/constants';
import { sectionSidebarItems } from './config/sidebarItems';
import { checkVersionsJson } from './config/versions';
import { bannerDismissedScript } from './config/inlineScripts';
import { prismConfig, themeConfigPrism } from './config/prismThemes';
import { blogSlugFromPath } from './config/blogSlug';
import { REDIRECTS } from './config/redirects';
import {
  README_PAGE_REQUESTS,
  withoutReadmePages,
  type Options as PackageReadmesOptions,
} from './plugins/package-readmes';
import rehypeSanitizeReadmes from './plugins/package-readmes/sanitize';
import {
  PAGES_DIR as README_PAGES_DIR,
  README_PAGES_INCLUDE,
  SANITIZED_FOLDER as README_PAGES_FOLDER,
} from './plugins/package-readmes/layout';
import {
  DATA_FILE as SUPPORTERS_FILE,
  FIXTURE_FILE as SUPPORTERS_FIXTURE,
  type Options as SupportersOptions,
} from './plugins/supporters';
import { docsPlugin, perfPlugins } from './plugins/perf';
import robotsTxtPlugin from './plugins/robots-txt';
import {
  archivedVersionRequests,
  docsPluginRequests,
  PRINTABLE_REQUESTS,
  BLOG_REQUESTS,
  withoutExcludedFiles,
} from './plugins/perf/offline-scope';
import localSearchPlugin, {
  DEFAULT_IGNORED_HEADINGS,
  type Options as LocalSearchOptions,
} from './plugins/local-search';
import { INDEX_DIR as SEARCH_INDEX_DIR } from './plugins/local-search/client/location';
import { searchVersions } from './plugins/local-search/client/versions';
import remarkLineAdmonitions from './plugins/remark-line-admonitions';
import remarkVersionedLinks, {
  versionedFrontMatter,
  type Options as VersionedLinksOptions,
} from './plugins/versioned-links';
import remarkCodeHighlight from './plugins/code-highlight/remark';

checkVersionsJson();

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '') || undefined;

/** Settings that differ between deployments; each is documented in the README. */
const env = {
  siteUrl: process.env.SITE_URL ?? 'https://webpack.js.org',
  siteRepository: process.env.SITE_REPOSITORY ?? URLS.siteRepository,
  algolia:
    process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
      ? {
          appId: process.env.ALGOLIA_APP_ID,
          apiKey: process.env.ALGOLIA_API_KEY,
          indexName: process.env.ALGOLIA_INDEX_NAME,
        }
      : undefined,
  gtagId: process.env.GTAG_ID,
  /**
   * Base URL of the vote service (vote-api/) that the vote page calls from the browser. Unset in a production build,
   * the vote page says the vote is not available (and the CSP allows no service); `npm start` uses the local one.
   */
  voteApiUrl: withoutTrailingSlash(
    process.env.VOTE_API_URL || (process.env.NODE_ENV === 'development' ? VOTE_API_DEFAULT_URL : ''),
  ),
  /**
   * Adds the pages under tests/fixtures/docs at /fixtures/ and the fictional supporters of tests/fixtures for the
   * end-to-end tests (never in production).
   */
  e2eFixtures: process.env.E2E_FIXTURES === '1',
};

const editUrl = `${env.siteRepository}/edit/main/`;

/** The webpack version these docs describe, shown on the home page when the version badge cannot load. */
const webpackVersion = (
  JSON.parse(fs.readFileSync(path.join(__dirname, 'node_modules/webpack/package.json'), 'utf8')) as { version: string }
).version;

/**
 * In an archived version's pages, absolute links to pages the version has lead to its own (plugins/versioned-links):
 * in the text (a remark plugin) and in the frontmatter's `related` list (`markdown.parseFrontMatter` below).
 */
const versionedLinksOptions = {
  versions: ARCHIVED_VERSIONS.filter((version) => !VERSIONS_WITH_PREFIXED_LINKS.includes(version)).map((version) => ({
    dir: path.join(__dirname, VERSIONED_DOCS_DIR, `version-${version}`),
    prefix: versionPrefix(version),
  })),
} satisfies VersionedLinksOptions;
const versionedLinks = [remarkVersionedLinks, versionedLinksOptions] as [
  typeof remarkVersionedLinks,
  VersionedLinksOptions,
];

/** Code blocks are highlighted at build time (plugins/code-highlight): add this to every content plugin. */
const highlightCode = [remarkCodeHighlight, prismConfig] as [typeof remarkCodeHighlight, typeof prismConfig];

/** The current version at the root, each archived version under its own prefix (/v4/). */
const docsOptions = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: sectionSidebarItems(__dirname),
  // The writers' pages, and the pages plugins/package-readmes generates from package READMEs outside docs/.
  include: ['**/*.{md,mdx}', README_PAGES_INCLUDE],
  beforeDefaultRemarkPlugins: [remarkLineAdmonitions, versionedLinks],
  // The pages made from package READMEs keep only allow-listed HTML.
  rehypePlugins: [[rehypeSanitizeReadmes, { folder: README_PAGES_FOLDER }]],
  remarkPlugins: [highlightCode],
  editUrl,
  lastVersion: 'current',
  // Labelled as the version dropdown names them ("v5"); an archived version's pages call it by its number
  // (src/theme/DocVersionRoot). No version badge on the current docs; archived versions' pages keep theirs.
  versions: {
    current: { label: `v${CURRENT_VERSION}`, path: '', badge: false },
    ...Object.fromEntries(
      ARCHIVED_VERSIONS.map((version) => [
        version,
        { label: `v${version}`, path: archivedVersionPath(version), banner: 'unmaintained' as const },
      ]),
    ),
  },
} satisfies DocsOptions;

const config = {
  title: SITE_TITLE,
  tagline: 'webpack is a module bundler for modern JavaScript applications.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  // Its inline script (on the home page only) is a hint for a wrong baseUrl, which this fixed '/' cannot be; the
  // Content-Security-Policy allows no inline script the site does not inject on every page (plugins/csp-manifest).
  baseUrlIssueBanner: false,
  trailingSlash: true,
  titleDelimiter: TITLE_DELIMITER,
  organizationName: 'webpack',
  projectName: 'webpack.js.org',

  // Docusaurus Faster (Rspack, SWC, Lightning CSS) through the v4 flags; DOCUSAURUS_FASTER=false builds with
  // webpack and Babel instead, for the benchmark's comparison.
  future: process.env.DOCUSAURUS_FASTER === 'false' ? { v4: true, faster: false } : { v4: true },
  // The stored theme key is plain `theme` (not namespaced per site).
  storage: { type: 'localStorage', namespace: false },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: { defaultLocale: 'en', locales: ['en'] },

  markdown: {
    // .md files compile as CommonMark (package READMEs), .mdx as MDX.
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    async parseFrontMatter(params) {
      const result = await params.defaultParseFrontMatter(params);
      // Blog posts live at /blog/{file name}/ unless a post sets its own slug.
      const slug = blogSlugFromPath(path.relative(__dirname, params.filePath));
      if (slug && result.frontMatter.slug === undefined) result.frontMatter.slug = slug;
      return {
        ...result,
        frontMatter: versionedFrontMatter(params.filePath, result.frontMatter, versionedLinksOptions.versions),
      };
    },
  },

  clientModules: ['./src/clientModules/chunkErrorRecovery.ts', './src/clientModules/searchShortcut.ts'],

  customFields: { voteApiUrl: env.voteApiUrl, webpackVersion },

  headTags: [{ tagName: 'script', attributes: {}, innerHTML: bannerDismissedScript }],

  presets: [
    [
      'classic',
      {
        // The docs plugin is listed with the plugins: the speed layer may load it wrapped (plugins/perf).
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'webpack blog',
          beforeDefaultRemarkPlugins: [remarkLineAdmonitions],
          remarkPlugins: [highlightCode],
          blogDescription: 'News and release notes from the webpack team.',
          postsPerPage: 10,
          blogSidebarTitle: 'Recent posts',
          blogSidebarCount: 10,
          showReadingTime: true,
          editUrl,
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: 'all',
            title: 'webpack blog',
            description: 'News and release notes from the webpack team.',
            copyright: `Copyright © ${new Date().getFullYear()} webpack contributors.`,
          },
        } satisfies BlogOptions,
        pages: { remarkPlugins: [highlightCode] },
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          ignorePatterns: ['/**/printable/**', '/app-shell/**'],
        },
        ...(env.gtagId ? { gtag: { trackingID: env.gtagId, anonymizeIP: true } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  // The local index unless Algolia is configured (both at once would register /search twice): see
  // plugins/local-search for how it indexes and ranks.
  themes: env.algolia
    ? []
    : [
        [
          localSearchPlugin,
          {
            ignoredHeadings: DEFAULT_IGNORED_HEADINGS,
            // Words readers search for that the pages say otherwise.
            synonyms: {
              devtool: ['source', 'maps'],
              hmr: ['hot', 'module', 'replacement'],
              interface: ['api'],
              application: ['app'],
              upgrade: ['migrate'],
              upgrading: ['migrating'],
              faster: ['speed', 'up'],
              performance: ['speed'],
              caching: ['busting'],
              // The option is `minimize` and the plugins are minimizers; readers say "minify".
              minimize: ['minify'],
              minimizer: ['minimize', 'minify'],
              minification: ['minify'],
            },
            weights: {
              // Release notes and news rank below the docs they announce.
              blogPosts: 0.5,
              // Loader and plugin pages made from a package's README (their front matter names its version). A page
              // built without its README says what the package does in the site's own words and weighs as the docs do.
              importedDocs: { frontMatterKey: 'package_version', weight: 0.5 },
            },
            // With the release notes, the site's history: the guide from webpack 1 (both versions have it) names
            // loaders, plugins and options in passing as much as the pages about them do.
            historyPages: ['/migrate/3/', '/v4/migrate/3/'],
          } satisfies Partial<LocalSearchOptions>,
        ],
      ],

  plugins: [
    [docsPlugin(), docsOptions],
    // Local plugins by path, so that Docusaurus validates their options with the module's `validateOptions`.
    // Frontmatter, links, anchors, duplicate URLs: checked before anything is bundled.
    './plugins/content-rules/index.ts',
    './plugins/printable/index.ts',
    './plugins/content-index/index.ts',
    [
      './plugins/package-readmes/index.ts',
      (env.e2eFixtures
        ? { fixturesDir: 'tests/fixtures/package-readmes' }
        : {}) satisfies Partial<PackageReadmesOptions>,
    ],
    [
      './plugins/supporters/index.ts',
      { dataFile: env.e2eFixtures ? SUPPORTERS_FIXTURE : SUPPORTERS_FILE } satisfies SupportersOptions,
    ],
    './plugins/csp-manifest/index.ts',
    './plugins/contributors/index.ts',
    ['./plugins/code-highlight/index.ts', prismConfig],
    // The speed layer (plugins/perf): PERF_PATCHES_OFF=all builds without it.
    ...perfPlugins({
      // The scripts that only archived versions' pages, printable pages (and the test fixtures) load stay out of the
      // offline precache, as those pages do.
      'offline-scope': {
        excluded: [
          ...searchVersions()
            .slice(1)
            .flatMap(({ label, path: versionPath }) => archivedVersionRequests(label, versionPath)),
          // The printable pages, which the precache leaves out too (plugins/printable: its page and its data).
          ...PRINTABLE_REQUESTS,
          // The blog and the vote page, which the precache leaves out too.
          ...BLOG_REQUESTS,
          // The pages made from package READMEs, which the precache leaves out too (withoutReadmePages).
          ...README_PAGE_REQUESTS,
          /^@site\/src\/pages\/vote\.tsx$/,
          /^@site\/src\/components\/vote\/VoteApp$/,
          ...(env.e2eFixtures ? docsPluginRequests('fixtures', 'tests/fixtures/docs') : []),
        ],
      },
    }),
    robotsTxtPlugin,
    // An HTML page at each old URL of webpack.js.org that sends the reader on (deploy/nginx.conf answers the same
    // list with 301s).
    ['@docusaurus/plugin-client-redirects', { redirects: [...REDIRECTS] } satisfies ClientRedirectsOptions],
    [
      '@docusaurus/plugin-pwa',
      {
        offlineModeActivationStrategies: [...OFFLINE_MODE_ACTIVATION_STRATEGIES],
        swCustom: path.resolve(__dirname, 'src/sw/offline.js'),
        // Registration without workbox-window (see the module).
        swRegister: path.resolve(__dirname, 'src/clientModules/registerOfflineWorker.tsx'),
        injectManifestConfig: {
          // Archived versions, printable pages and the Markdown copies load on demand (runtime cache) instead.
          globIgnores: [
            ...ARCHIVED_VERSIONS.map((version) => `${archivedVersionPath(version)}/**`),
            // The archived versions' search indexes (plugins/local-search): their parts are kept as a reader fetches them.
            ...searchVersions()
              .slice(1)
              .map(({ label }) => `${SEARCH_INDEX_DIR}/${label}/**`),
            '**/printable/**',
            // The blog: news, not the docs a reader offline needs first (its scripts: offline-scope, BLOG_REQUESTS). The
            // posts a reader opens are kept as they are read.
            'blog/**',
            // The vote page, which needs the vote service, online.
            'vote/**',
            'fixtures/**',
            '**/index.md',
            'llms-full.txt',
            '404.html',
            // The app icons of the web app manifest: the browser fetches them when the site is installed, no page shows
            // them.
            'img/icons/**',
            // Data for machines, feed readers and deploying, which no page reads.
            'content-tree.json',
            'csp-manifest.json',
            // The old URLs' redirect pages (written by plugin-client-redirects while the worker is built).
            ...REDIRECTS.map(({ from }) => `${from.slice(1)}index.html`),
          ],
          // The scripts of those pages (plugins/perf/offline-scope), which no glob can tell apart; and the pages made
          // from package READMEs (plugins/package-readmes): third-party text whose size the registry decides, kept as
          // a reader opens them.
          manifestTransforms: [
            withoutExcludedFiles(path.join(__dirname, '.docusaurus')),
            withoutReadmePages(path.join(__dirname, README_PAGES_DIR)),
          ],
          // swSrc and swDest, required by the type, are set by the plugin itself.
        } as PwaOptions['injectManifestConfig'],
        pwaHead: [
          { tagName: 'link', rel: 'manifest', href: '/manifest.json' },
          { tagName: 'meta', name: 'theme-color', content: COLORS.heroBackground },
          { tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes' },
          { tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' },
          { tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-180.png' },
        ],
      } satisfies PwaOptions,
    ],
    ...(env.e2eFixtures
      ? [
          [
            '@docusaurus/plugin-content-docs',
            {
              id: 'fixtures',
              path: 'tests/fixtures/docs',
              routeBasePath: 'fixtures',
              beforeDefaultRemarkPlugins: [remarkLineAdmonitions],
              remarkPlugins: [highlightCode],
            } satisfies DocsOptions,
          ] satisfies [string, DocsOptions],
        ]
      : []),
  ],

  themeConfig: {
    image: 'img/icons/icon-512.png',
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'webpack',
      style: 'dark',
      logo: { alt: 'webpack logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        {
          type: 'dropdown',
          label: 'Documentation',
          to: '/concepts/',
          position: 'left',
          activeBaseRegex: DOCS_ACTIVE_BASE_REGEX,
          // The dropdown's own link is a NavLink; give it the class navbar links use when active.
          activeClassName: 'navbar__link--active',
          items: DOC_SECTIONS.map((section) => ({ label: SECTION_LABELS[section], to: `/${section}/` })),
        },
        { label: 'Contribute', to: '/contribute/', position: 'left' },
        { label: 'Vote', to: '/vote/', position: 'left' },
        { label: 'Blog', to: '/blog/', position: 'left' },
        // Every version, newest first (the docs plugin's order: current, then versions.json), each by its label. A
        // `versions` object here would list them oldest first: JavaScript orders keys such as "5" and "4" as numbers.
        { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
        { type: 'search', position: 'right' },
        {
          type: 'custom-iconLink',
          position: 'right',
          href: URLS.repository,
          label: 'GitHub repository',
          icon: 'github',
        },
        { type: 'custom-iconLink', position: 'right', href: URLS.x, label: 'webpack on X', icon: 'x' },
        {
          type: 'custom-iconLink',
          position: 'right',
          href: URLS.stackOverflow,
          label: 'webpack questions on Stack Overflow',
          icon: 'stackoverflow',
        },
        { type: 'custom-languageDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { label: 'Get Started', to: '/guides/getting-started/' },
        { label: 'Comparison', to: '/comparison/' },
        { label: 'Swag Store', href: URLS.swagStore },
        { label: 'Glossary', to: '/glossary/' },
        { label: 'Branding', to: '/branding/' },
        { label: 'Chat', href: URLS.chat },
        { label: 'Changelog', href: URLS.changelog },
        { label: 'License', to: '/license/' },
      ],
      copyright: `webpack documentation, written by its contributors. Text under CC BY 4.0, code examples under MIT.`,
    },
    prism: themeConfigPrism,
    ...(env.algolia
      ? {
          algolia: {
            ...env.algolia,
            // Results follow the docs version of the page being read; the theme makes hit URLs root-relative.
            contextualSearch: true,
          },
        }
      : {}),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
