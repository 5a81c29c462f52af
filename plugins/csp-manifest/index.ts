/**
 * Writes `csp-manifest.json` into the build: what the site itself puts into its pages that a
 * Content-Security-Policy has to allow, so that scripts/deploy/csp.mjs can allow exactly that and refuse
 * the rest. The site's inline scripts are the ones every page it renders carries (the theme's colour-mode
 * script, the banner script, the gtag snippet…), read from the built pages as the HTML minifier wrote them;
 * an inline script that came in with one page's content is not on every page, so it is not in the manifest.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadedPlugin, Plugin, Props } from '@docusaurus/types';

export const MANIFEST_FILE = 'csp-manifest.json';

export type CspManifest = {
  /** Inline scripts the site injects into every page, by the SHA-256 of their text (base64). */
  inlineScripts: { sha256: string; preview: string }[];
  /** Origin of the vote service the vote page calls, when the build has one. */
  voteApiOrigin?: string;
  /** Algolia application id, when DocSearch replaces the local search. */
  algoliaAppId?: string;
  /** Google Analytics (gtag.js) is loaded. */
  gtag: boolean;
  /**
   * The HTML redirect pages of `@docusaurus/plugin-client-redirects` (files relative to the build, from its
   * `redirects` option): each sends the reader on with an inline script of its own. The build writes them from its
   * configuration (the plugin never writes over a page), and deploy/nginx.conf answers their paths with a 301.
   */
  redirectPages: string[];
};

type ManifestPlugin = Pick<LoadedPlugin, 'name'> & Partial<Pick<LoadedPlugin, 'options'>>;

const CLIENT_REDIRECTS_PLUGIN = 'docusaurus-plugin-client-redirects';

/** The file each `from` of plugin-client-redirects' `redirects` option is written to: `<from>/index.html`. */
function redirectPages(plugins: readonly ManifestPlugin[]): string[] {
  const options = plugins.find((plugin) => plugin.name === CLIENT_REDIRECTS_PLUGIN)?.options as
    { redirects?: { from: string | string[] }[] } | undefined;
  return (options?.redirects ?? [])
    .flatMap(({ from }) => from)
    .map((from) => `${from.replace(/^\/+|\/+$/g, '')}/index.html`)
    .sort();
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

/** The bodies of the inline scripts of an HTML document that run (no `src`, no data type such as JSON-LD), in order. */
export function runningInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(([, attributes, body]) => {
    if (/\bsrc=/i.test(attributes!) || body!.trim() === '') return [];
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes!)?.[1];
    return type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type) ? [] : [body!];
  });
}

/** The inline scripts that every page has, in the order the first page has them. */
export function scriptsOfEveryPage(pages: readonly string[]): CspManifest['inlineScripts'] {
  const [first, ...rest] = pages.map(runningInlineScripts);
  const others = rest.map((bodies) => new Set(bodies.map(sha256)));
  return [...new Set(first ?? [])]
    .filter((body) => others.every((hashes) => hashes.has(sha256(body))))
    .map((body) => ({ sha256: sha256(body), preview: body.slice(0, 60) }));
}

/** The HTML file of a route of the build (`/concepts/` → `concepts/index.html`, `/404.html` as it is). */
export const routeFile = (outDir: string, routePath: string) =>
  path.join(outDir, routePath.endsWith('.html') ? routePath : path.join(routePath, 'index.html'));

export function buildManifest(
  pages: readonly string[],
  plugins: readonly ManifestPlugin[],
  siteConfig: Pick<Props['siteConfig'], 'customFields' | 'themeConfig'>,
): CspManifest {
  const voteApiUrl = siteConfig.customFields?.voteApiUrl;
  const algolia = (siteConfig.themeConfig as { algolia?: { appId?: string } }).algolia;
  return {
    inlineScripts: scriptsOfEveryPage(pages),
    voteApiOrigin: typeof voteApiUrl === 'string' ? new URL(voteApiUrl).origin : undefined,
    algoliaAppId: algolia?.appId,
    gtag: plugins.some((plugin) => plugin.name === 'docusaurus-plugin-google-gtag'),
    redirectPages: redirectPages(plugins),
  };
}

export default function cspManifestPlugin(): Plugin {
  return {
    name: 'csp-manifest',
    async postBuild({ plugins, siteConfig, outDir, routesPaths }) {
      // The pages Docusaurus rendered for the site's routes (files other plugins write are not the site's pages).
      const pages = await Promise.all(
        routesPaths.map((routePath) => fs.readFile(routeFile(outDir, routePath), 'utf8').catch(() => undefined)),
      );
      const manifest = buildManifest(
        pages.filter((page): page is string => page !== undefined),
        plugins,
        siteConfig,
      );
      await fs.writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
