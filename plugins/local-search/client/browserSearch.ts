/** The search in the browser: one index per docs version, read with fetch from where the page says it is. */
import { SearchIndex } from './engine';
import { indexLocations } from './location';

const indexes = new Map<string, SearchIndex>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The index of a docs version, or undefined when the page has none (a development server builds no index). */
export function searchIndexOf(version: string): SearchIndex | undefined {
  let index = indexes.get(version);
  if (!index) {
    const url = indexLocations(document).get(version);
    if (!url) return undefined;
    index = new SearchIndex(url, fetchJson);
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
