/**
 * The search of a build, in Node: the site's own search code over the index files the build wrote, found the way a
 * page finds them (the meta tags of its HTML). Used by the evaluation, which is quicker than typing every query into
 * the search box of a served build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SearchIndex } from '../../plugins/local-search/client/engine';

/** The index of each docs version of the build in `buildDir`, by version label. */
export function builtSearch(buildDir: string): Map<string, SearchIndex> {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const indexes = new Map<string, SearchIndex>();
  for (const [tag] of html.matchAll(/<meta name="search-index"[^>]*>/g)) {
    const version = /data-version="([^"]+)"/.exec(tag)?.[1];
    const url = /content="([^"]+)"/.exec(tag)?.[1];
    if (!version || !url) continue;
    indexes.set(
      version,
      new SearchIndex(url, async (file) => JSON.parse(await fs.promises.readFile(path.join(buildDir, file), 'utf8'))),
    );
  }
  return indexes;
}
