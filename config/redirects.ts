/**
 * Old URLs that links on the rest of the web still point at, each moved for good to the page of this site that holds
 * its content now. The one list behind both ways the site answers them: the HTML redirect pages of
 * `@docusaurus/plugin-client-redirects` (for `docusaurus serve` and any static host) and the 301s of
 * deploy/nginx.conf (generated from this list by `npm run redirects:nginx`).
 */
import { ARCHIVED_VERSION_PATH, DOCS_HOME_SECTION } from '../src/constants';

export type Redirect = {
  /** The old path, spelled as this site spells paths: absolute, ending in `/`. */
  from: string;
  /** The page that holds the content now: a path of this site, ending in `/`, without query or fragment. */
  to: string;
};

/**
 * webpack.js.org's own redirects (the RedirectWebpackPlugin options of its `webpack.ssg.mjs`), pointed at this site's
 * pages. Where the old target no longer exists either, the page that documents the subject now takes its place
 * (`/api/template/`, `/api/tapable/`, `/api/resolver/`); where the old list chained two redirects, the redirect goes
 * straight to the end of the chain. Old paths that are pages here are not redirected: `/guides/scaffolding/`,
 * `/contribute/writing-a-scaffold/` and the loader pages (`/loaders/raw-loader/` …), which the original sent to its
 * version-4 host.
 */
export const REDIRECTS: readonly Redirect[] = [
  { from: '/support/', to: '/contribute/' },
  { from: '/writers-guide/', to: '/contribute/writers-guide/' },
  { from: '/get-started/', to: '/guides/getting-started/' },
  { from: '/get-started/install-webpack/', to: '/guides/installation/' },
  // The old "Why webpack?" guide compared webpack with other bundlers: the comparison page holds that table now.
  { from: '/get-started/why-webpack/', to: '/comparison/' },
  { from: '/guides/why-webpack/', to: '/comparison/' },
  { from: '/pluginsapi/', to: '/api/plugins/' },
  { from: '/pluginsapi/compiler/', to: '/api/compiler-hooks/' },
  // The template hooks (render manifest, chunk hash, asset paths) are compilation hooks in webpack 5.
  { from: '/pluginsapi/template/', to: '/api/compilation-hooks/' },
  { from: '/api/passing-a-config/', to: '/configuration/configuration-types/' },
  { from: '/api/plugins/compiler/', to: '/api/compiler-hooks/' },
  { from: '/api/plugins/compilation/', to: '/api/compilation-hooks/' },
  { from: '/api/plugins/module-factories/', to: '/api/normalmodulefactory-hooks/' },
  { from: '/api/plugins/parser/', to: '/api/parser/' },
  // Tapable's hooks, taps and interception are explained on the Plugin API page.
  { from: '/api/plugins/tapable/', to: '/api/plugins/' },
  { from: '/api/plugins/template/', to: '/api/compilation-hooks/' },
  { from: '/api/plugins/resolver/', to: '/api/resolvers/' },
  { from: '/development/', to: '/contribute/' },
  { from: '/development/plugin-patterns/', to: '/contribute/plugin-patterns/' },
  { from: '/development/release-process/', to: '/contribute/release-process/' },
  { from: '/development/how-to-write-a-loader/', to: '/contribute/writing-a-loader/' },
  { from: '/development/how-to-write-a-plugin/', to: '/contribute/writing-a-plugin/' },
  { from: '/guides/code-splitting-import/', to: '/guides/code-splitting/' },
  { from: '/guides/code-splitting-require/', to: '/guides/code-splitting/' },
  { from: '/guides/code-splitting-async/', to: '/guides/code-splitting/' },
  { from: '/guides/code-splitting-css/', to: '/guides/code-splitting/' },
  { from: '/guides/code-splitting-libraries/', to: '/guides/code-splitting/' },
  { from: '/guides/production-build/', to: '/guides/production/' },
  // The migration guide from webpack 1 to 2.
  { from: '/migrating/', to: '/migrate/3/' },
  { from: '/plugins/no-emit-on-errors-plugin/', to: '/plugins/NoEmitOnErrorsPlugin/' },
  { from: '/concepts/mode/', to: '/configuration/mode/' },
  // Version 4's docs have no page of their own at their root: their first page, as version 5's is /concepts/.
  { from: `/${ARCHIVED_VERSION_PATH}/`, to: `/${ARCHIVED_VERSION_PATH}/${DOCS_HOME_SECTION}/` },
];

/** Why a list of redirects cannot be served as it is: one message per problem, none for a good list. */
export function redirectProblems(redirects: readonly Redirect[]): string[] {
  const problems: string[] = [];
  // Plain segments only: nginx.conf and the redirect pages carry the paths as they are, unquoted and unencoded.
  const isSitePath = (path: string) => /^\/([\w.~-]+\/)*$/.test(path);
  const froms = new Set<string>();
  for (const { from, to } of redirects) {
    if (!isSitePath(from)) problems.push(`${from}: "from" must be an absolute path ending in "/"`);
    if (!isSitePath(to)) problems.push(`${from}: "to" (${to}) must be a path of this site ending in "/"`);
    if (from === to) problems.push(`${from}: redirects to itself`);
    if (froms.has(from)) problems.push(`${from}: listed twice`);
    froms.add(from);
  }
  // A target that is itself redirected would make readers take two hops (or loop): point at the end instead.
  for (const { from, to } of redirects) {
    if (froms.has(to)) problems.push(`${from}: "to" (${to}) is redirected too`);
  }
  return problems;
}
