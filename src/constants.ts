/**
 * The one module of constants shared by the site config, plugins, theme
 * components and tests. Values that several places need are defined here and
 * imported everywhere; never retype them.
 */
import versionsJson from '../versions.json';

/** Every docs section, in the order the Documentation menu lists them. */
export const DOC_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'] as const;

/** All docs sections: the documentation ones plus contribute. */
export const SECTIONS = [...DOC_SECTIONS, 'contribute'] as const;
export type Section = (typeof SECTIONS)[number];

/** The section the Documentation link and each version's home point to. */
export const DOCS_HOME_SECTION = 'concepts' satisfies Section;

/** Sections that get a combined /{section}/printable/ page. */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const satisfies readonly Section[];

/** Menu labels of the sections. */
export const SECTION_LABELS: Record<Section, string> = {
  api: 'API',
  concepts: 'Concepts',
  configuration: 'Configuration',
  contribute: 'Contribute',
  guides: 'Guides',
  loaders: 'Loaders',
  migrate: 'Migrate',
  plugins: 'Plugins',
};

/**
 * Docs versions. `docs/` holds the current version, served at the root. `npx docusaurus docs:version N` freezes it
 * into versioned_docs/version-N/ and puts N first in versions.json, the list of archived versions (newest first),
 * each served at /vN/; the current docs then describe the next major version. Everything that depends on the
 * versions (the docs plugin's versions, the dropdown, banners, titles, printable pages, the offline worker's
 * precache, search, the content check) reads them from here.
 */
export const ARCHIVED_VERSIONS: readonly string[] = versionsJson;
export const CURRENT_VERSION = currentVersionAfter(ARCHIVED_VERSIONS);

/**
 * The version the current docs describe: the major after the newest archived one. versions.json is checked where the
 * site config loads (config/versions.ts), so that its messages stay out of what every page loads.
 */
export function currentVersionAfter(archived: readonly string[]): string {
  return String(Number(archived[0]) + 1);
}

/** The docs plugin's path of an archived version: 'v4' (its pages are served at /v4/…). */
export function archivedVersionPath(version: string): string {
  return `v${version}`;
}

/** The URL prefix of a version's pages: '' for the current version, '/v4' for version 4. */
export function versionPrefix(version: string): string {
  return version === CURRENT_VERSION ? '' : `/${archivedVersionPath(version)}`;
}

/**
 * Archived versions whose pages were written with their own prefix in links to their own pages (`/v4/concepts/`),
 * and root URLs for the current docs' pages ("see SplitChunksPlugin in webpack 5"). In the pages of versions cut
 * since, a root URL leads to the version's own page when it has one, as it did before the cut (plugins/versioned-links).
 */
export const VERSIONS_WITH_PREFIXED_LINKS: readonly string[] = ['4'];

/** Every docs version, newest first: the current one, then the archived ones. */
export const DOCS_VERSIONS: readonly string[] = [CURRENT_VERSION, ...ARCHIVED_VERSIONS];

/**
 * Paths on which the Documentation navbar item is active: every doc section
 * but contribute, in any version.
 */
export const DOCS_ACTIVE_BASE_REGEX = `^/((${ARCHIVED_VERSIONS.map(archivedVersionPath).join('|')})/)?(${DOC_SECTIONS.join('|')})(/|$)`;

export const SITE_TITLE = 'webpack';
export const TITLE_DELIMITER = '|';
export const PRINTABLE_TITLE = 'Combined printable page';

export const URLS = {
  repository: 'https://github.com/webpack/webpack',
  siteRepository: 'https://github.com/webpack/webpack.js.org',
  x: 'https://x.com/webpack',
  stackOverflow: 'https://stackoverflow.com/questions/tagged/webpack',
  chinese: 'https://webpack.docschina.org',
  swagStore: 'https://webpack.threadless.com/',
  chat: 'https://discord.gg/5sxFZPdx2k',
  changelog: 'https://github.com/webpack/webpack/releases',
  openCollective: 'https://opencollective.com/webpack',
  npmPackage: 'https://www.npmjs.com/package/webpack',
  versionBadge: 'https://img.shields.io/npm/v/webpack.svg?label=webpack&style=flat-square&maxAge=3600',
  githubAvatar: (handle: string, size = 90): string =>
    `https://github.com/${encodeURIComponent(handle)}.png?size=${size}`,
} as const;

/** The release post of the current version, linked from the banner (a new version needs its own post here). */
export const RELEASE_POST_PATH = '/blog/2020-10-10-webpack-5-release/';

export const STORAGE_KEYS = {
  theme: 'theme',
  bannerDismissed: 'notification-dismissed',
  updateNoticeCollapsed: 'app-update-button',
  /** The anonymous voter token the vote service issued to this browser, for the vote page. */
  voterToken: 'vote-voter-token',
  /** The last proposal list fetched from the vote service, shown read-only when it cannot be reached. */
  voteCache: 'vote-proposals-cache',
} as const;

/** The vote service `npm start` talks to unless VOTE_API_URL is set (`npm run vote-api` listens there). */
/**
 * When the offline worker precaches every version-5 page (offline mode): when installed as an app, opened in
 * standalone display, or visited with `?offlineMode=true` (@docusaurus/plugin-pwa's strategy names; the site's
 * registration module reads them from here too).
 */
export const OFFLINE_MODE_ACTIVATION_STRATEGIES = ['appInstalled', 'standalone', 'queryString'] as const;

export const VOTE_API_DEFAULT_URL = 'http://127.0.0.1:3030';

/** Stored under STORAGE_KEYS.bannerDismissed once the v5 banner is closed. */
export const BANNER_DISMISSED_VALUE = '3';

export const TIMINGS = {
  /**
   * The home page's rotating word and cube (CSS animations). Their keyframes place each slide or turn in the first
   * slide/(4 × repeat) of a four-step cycle; their unit tests fail when these values and the keyframes disagree.
   */
  rotatorInitialDelayMs: 5000,
  rotatorRepeatMs: 5000,
  rotatorSlideMs: 1000,
  cubeRepeatMs: 5000,
  cubeTransitionMs: 1000,
  contributorsCheckMs: 300,
  /** A vote service request still unanswered after this long counts as the service being unreachable. */
  voteRequestTimeoutMs: 10_000,
} as const;

export const SIZES = {
  cubeDepth: 120,
  avatarRequest: 90,
  avatarShown: 32,
  swipeThresholdPx: 20,
  swipeOpenerLimitPx: 295,
  swipeSlopeLimit: 0.8,
  updateButtonWidthPx: 100,
  updateToggleSizePx: 44,
  /**
   * From this viewport width up (tablets included) the docs sidebar is a column beside the page and the navbar shows
   * its links; below it, both are in the navbar's drawer. The stylesheets repeat it in their media queries.
   */
  tabletMinWidthPx: 768,
} as const;

export const SPONSOR_RANKS = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export const MONTHLY_MODE_CHANCE = 0.33;

/** Brand colours (the webpack palette). */
export const COLORS = {
  heroBackground: '#2b3a42',
} as const;
