/**
 * Docusaurus' prefetch helper (@docusaurus/core `lib/client/prefetch.js`), which Docusaurus calls once per chunk file
 * of a linked page, wrapped: a file is hinted once per page load, and a file the browser has already fetched (a chunk
 * of the page being read, or of a page prefetched before) is not hinted at all. This module's own import of the
 * helper is not redirected (the plugin's rule applies to Docusaurus' client module only).
 */
import docusaurusPrefetch from '@docusaurus/core/lib/client/prefetch.js';

const requested = new Map<string, Promise<void>>();

/** Whether the page has fetched this file already (the browser keeps a timing entry for each resource). */
function fetchedAlready(url: string): boolean {
  const absolute = new URL(url, document.baseURI).href;
  return performance.getEntriesByName(absolute, 'resource').length > 0;
}

export default function prefetch(url: string): Promise<void> {
  let pending = requested.get(url);
  if (!pending) {
    pending = fetchedAlready(url) ? Promise.resolve() : docusaurusPrefetch(url);
    requested.set(url, pending);
  }
  return pending;
}
