/**
 * The search of a build, in Node: the site's own search code over the index files the build wrote, found the way a
 * page finds them (the meta tags of its HTML). Used by the evaluation, which is quicker than typing every query into
 * the search box of a served build, and by the tests that check which pages a build indexed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SearchIndex } from '../../plugins/local-search/client/engine';
import type { Manifest } from '../../plugins/local-search/client/format';

/** The manifest URL of each docs version's index, by version label, from the meta tags of the build's home page. */
function manifestUrls(buildDir: string): Map<string, string> {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const urls = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta name="search-index"[^>]*>/g)) {
    const version = /data-version="([^"]+)"/.exec(tag)?.[1];
    const url = /content="([^"]+)"/.exec(tag)?.[1];
    if (version && url) urls.set(version, url);
  }
  return urls;
}

/** The index of each docs version of the build in `buildDir`, by version label. */
export function builtSearch(buildDir: string): Map<string, SearchIndex> {
  const read = async (file: string): Promise<unknown> =>
    JSON.parse(await fs.promises.readFile(path.join(buildDir, file), 'utf8'));
  return new Map([...manifestUrls(buildDir)].map(([version, url]) => [version, new SearchIndex(url, read)]));
}

/** The manifest of each docs version's index, by version label. */
export function indexManifests(buildDir: string): Map<string, Manifest> {
  return new Map(
    [...manifestUrls(buildDir)].map(([version, url]) => [
      version,
      JSON.parse(fs.readFileSync(path.join(buildDir, url), 'utf8')) as Manifest,
    ]),
  );
}

/** The URLs of the pages each docs version's index holds, by version label. */
export function indexedPages(buildDir: string): Map<string, string[]> {
  return new Map(
    [...indexManifests(buildDir)].map(([version, manifest]) => [version, manifest.pages.map(([pageUrl]) => pageUrl)]),
  );
}
