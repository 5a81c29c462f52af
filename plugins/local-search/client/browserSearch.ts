/** The search in the browser: one index per docs version, read with fetch from where the page says it is. */
import { SearchIndex } from './engine';
import { indexLocations } from './location';
import { fetchJson, readManifest } from './readIndex';

const indexes = new Map<string, SearchIndex>();

/** The index of a docs version, or undefined when the page has none (a development server builds no index). */
export function searchIndexOf(version: string): SearchIndex | undefined {
  let index = indexes.get(version);
  if (!index) {
    const url = indexLocations(document).get(version);
    if (!url) return undefined;
    // The manifest may be on its way already (readManifestAhead).
    index = new SearchIndex(url, (file) => (file === url ? readManifest(file) : fetchJson(file)));
    indexes.set(version, index);
  }
  return index;
}

/** Why a search has no answer when the index parts it needs cannot be read. */
export function failureMessage(): string {
  return navigator.onLine
    ? 'The search index could not be loaded. Check your connection and try again.'
    : 'You are offline: search answers the words searched before (and everything once the site is installed).';
}
