/**
 * The docs versions the search has an index of, read from the site's constants in this one place: the indexer names
 * each index by a version's label, and the search box picks the index of the version of the page it is on.
 */
import { ARCHIVED_VERSIONS, archivedVersionPath, CURRENT_VERSION } from '../../../src/constants';

export type SearchVersion = {
  /** The version's label (`5`), which names its index. */
  label: string;
  /** Its path under the site's root, '' for the current version. */
  path: string;
};

/** Every docs version, the current one first. */
export function searchVersions(): SearchVersion[] {
  return [
    { label: CURRENT_VERSION, path: '' },
    ...ARCHIVED_VERSIONS.map((version) => ({ label: version, path: archivedVersionPath(version) })),
  ];
}

/** The version a page belongs to: the one whose path starts the page's, else the current one. */
export function versionOfPath(pathname: string, versions: readonly SearchVersion[] = searchVersions()): SearchVersion {
  return (
    versions.find(
      (version) => version.path && (pathname === `/${version.path}` || pathname.startsWith(`/${version.path}/`)),
    ) ?? versions[0]!
  );
}
