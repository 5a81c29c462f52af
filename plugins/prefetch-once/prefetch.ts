/**
 * Docusaurus' prefetch helper (@docusaurus/core 3.10.2 `lib/client/prefetch.js`), called once per chunk file of a
 * linked page, with two differences: a file is hinted once per page load, and a file the browser has already fetched
 * (a chunk of the page being read, or of a page prefetched before) is not hinted at all.
 */
const requested = new Map<string, Promise<void>>();

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

function xhrPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(`prefetch failed: ${url}`)));
    request.send(null);
  });
}

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** Whether the page has fetched this file already (the browser keeps a timing entry for each resource). */
function fetchedAlready(url: string): boolean {
  const absolute = new URL(url, document.baseURI).href;
  return performance.getEntriesByName(absolute, 'resource').length > 0;
}

export default function prefetch(url: string): Promise<void> {
  let pending = requested.get(url);
  if (!pending) {
    pending = fetchedAlready(url)
      ? Promise.resolve()
      : (supportsLinkPrefetch() ? linkPrefetch(url) : xhrPrefetch(url)).catch(() => {
          // Docusaurus ignores a failed prefetch too: the browser logs a missing file, and the page loads it again
          // when it is opened.
        });
    requested.set(url, pending);
  }
  return pending;
}
