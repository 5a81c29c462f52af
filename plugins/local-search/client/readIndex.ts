/**
 * Reading the index's files in the browser. A version's manifest is read once per page, and can be read ahead: the
 * search box starts it as the reader turns to the box, while the search's own code (a lazy chunk) downloads, so that
 * the two overlap instead of one waiting for the other. This module is in every page's bundle: it stays small.
 */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const manifests = new Map<string, Promise<unknown>>();

/** The manifest at `url`, read once; after a failure (offline, say), read again at the next call. */
export function readManifest(url: string): Promise<unknown> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetchJson(url);
    manifest.catch(() => manifests.delete(url));
    manifests.set(url, manifest);
  }
  return manifest;
}

/** Starts reading the manifest of a version's index, where the page has one; a failure shows when the search runs. */
export function readManifestAhead(version: string): void {
  // The meta tag that location.ts writes, looked up here directly so that location.ts stays out of every page's bundle.
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="search-index"][data-version="${version}"]`);
  if (meta?.content) readManifest(meta.content).catch(() => undefined);
}
