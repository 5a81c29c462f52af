/**
 * Where a page finds the search index of each docs version. The manifests' names carry a hash of their content, which
 * is known only once the site is built: the build writes it into every page, one meta tag per version, and the
 * search reads it from the page it runs on.
 */

/** The folder of the indexes, one sub-folder per version label. */
export const INDEX_DIR = 'search-index';
const META_NAME = 'search-index';

/** The tags that point a page at the indexes. */
export function indexMetaTags(indexes: readonly { label: string; url: string }[]): string {
  return indexes
    .map(({ label, url }) => `<meta name="${META_NAME}" data-version="${label}" content="${url}">`)
    .join('');
}

/** The manifest of each version's index, by version label, as the page says; empty where the site was not built. */
export function indexLocations(doc: Document): Map<string, string> {
  const locations = new Map<string, string>();
  for (const meta of doc.querySelectorAll<HTMLMetaElement>(`meta[name="${META_NAME}"]`)) {
    const version = meta.dataset.version;
    if (version && meta.content) locations.set(version, meta.content);
  }
  return locations;
}
