/** Which docs section and version a page belongs to, from its URL. */
import {
  ARCHIVED_VERSIONS,
  archivedVersionPath,
  PRINTABLE_SECTIONS,
  SECTIONS,
  type Section,
} from '@site/src/constants';

export type PageSection = { section: Section; versionPrefix: string };

const SECTION_PATH = new RegExp(`^(/(?:${ARCHIVED_VERSIONS.map(archivedVersionPath).join('|')}))?/([^/]+)/`);

export function sectionOf(pathname: string): PageSection | undefined {
  const match = SECTION_PATH.exec(pathname);
  const section = match?.[2];
  if (!section || !(SECTIONS as readonly string[]).includes(section)) return undefined;
  return { section: section as Section, versionPrefix: match[1] ?? '' };
}

/** The combined printable page of the page's section, when the section has one. */
export function printablePathFor(pathname: string): string | undefined {
  const found = sectionOf(pathname);
  if (!found || !(PRINTABLE_SECTIONS as readonly string[]).includes(found.section)) return undefined;
  if (pathname === `${found.versionPrefix}/${found.section}/printable/`) return undefined;
  return `${found.versionPrefix}/${found.section}/printable/`;
}
