/**
 * Writes `csp-manifest.json` into the build: what the site itself puts into its pages that a
 * Content-Security-Policy has to allow, so that scripts/deploy/csp.mjs can allow exactly that and refuse
 * the rest. It lists the hashes of the inline scripts that the plugins, the theme and the config inject
 * (after the HTML minifier, as they appear in the pages), and the services the configuration talks to.
 * Any other inline script in a page (one that came in with content) is not in it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getHtmlMinifier } from '@docusaurus/bundler';
import type { HtmlTagObject, HtmlTags, LoadedPlugin, Plugin, Props } from '@docusaurus/types';

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
};

const isScriptTag = (tag: string | HtmlTagObject): tag is HtmlTagObject =>
  typeof tag !== 'string' && tag.tagName === 'script';

/** The inline scripts among a plugin's tags, as HTML (raw strings may hold scripts too). */
export function inlineScriptTags(tags: HtmlTags | undefined): string[] {
  const list = tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
  return list.flatMap((tag) => {
    if (typeof tag === 'string')
      return [...tag.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/gi)].map(([m]) => m);
    if (!isScriptTag(tag) || tag.attributes?.src || !tag.innerHTML?.trim()) return [];
    return [`<script>${tag.innerHTML}</script>`];
  });
}

/** Inline script bodies of an HTML document, in order. */
export function scriptBodies(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body]) => body!);
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

type Minify = (html: string) => Promise<string>;

export async function buildManifest(
  plugins: Pick<LoadedPlugin, 'injectHtmlTags' | 'content' | 'name'>[],
  siteConfig: Pick<Props['siteConfig'], 'customFields' | 'themeConfig'>,
  minify: Minify,
): Promise<CspManifest> {
  const scripts = plugins.flatMap((plugin) => {
    const tags = plugin.injectHtmlTags?.({ content: plugin.content }) ?? {};
    return [tags.headTags, tags.preBodyTags, tags.postBodyTags].flatMap(inlineScriptTags);
  });
  // The pages carry these scripts as the minifier wrote them: minify them the same way to know their hashes.
  const minified = await minify(`<!doctype html><html><head>${scripts.join('')}</head><body></body></html>`);
  const inlineScripts = scriptBodies(minified)
    .filter((body) => body.trim() !== '')
    .map((body) => ({ sha256: sha256(body), preview: body.slice(0, 60) }));
  const voteApiUrl = siteConfig.customFields?.voteApiUrl;
  const algolia = (siteConfig.themeConfig as { algolia?: { appId?: string } }).algolia;
  return {
    inlineScripts,
    voteApiOrigin: typeof voteApiUrl === 'string' ? new URL(voteApiUrl).origin : undefined,
    algoliaAppId: algolia?.appId,
    gtag: plugins.some((plugin) => plugin.name === 'docusaurus-plugin-google-gtag'),
  };
}

export default function cspManifestPlugin(): Plugin {
  return {
    name: 'csp-manifest',
    async postBuild({ plugins, siteConfig, outDir }) {
      const minifier = await getHtmlMinifier({ type: siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser' });
      const manifest = await buildManifest(plugins, siteConfig, async (html) => (await minifier.minify(html)).code);
      await fs.writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
