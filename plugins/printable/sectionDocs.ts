/** The docs of each section of each version, in sidebar order: what a printable page holds. */
import { withoutTrailingSlash } from '../../src/utils/text';

export type SidebarItem = { type: string; id?: string; items?: SidebarItem[] };

export type VersionDocs = {
  versionName: string;
  /** The version's URL prefix: '/' for the current version, '/v4' for version 4. */
  path: string;
  docs: { id: string; title: string; permalink: string; source: string; frontMatter: Record<string, unknown> }[];
  sidebars: Record<string, SidebarItem[]>;
};

export type PrintableDoc = { id: string; title: string; permalink: string; source: string; anchorId: string };
export type PrintableSection = { section: string; versionName: string; path: string; docs: PrintableDoc[] };

/** Doc ids of a sidebar, depth first (categories included), in order. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id!] : []),
    ...(item.items ? sidebarDocIds(item.items) : []),
  ]);
}

/** A page's id inside the printable page: its URL without slashes ("/v4/concepts/output/" → "v4-concepts-output"). */
export function printableAnchorId(permalink: string): string {
  return permalink.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'index';
}

export function printablePath(versionPath: string, section: string): string {
  return `${withoutTrailingSlash(versionPath)}/${section}/printable/`;
}

export function printableSections(version: VersionDocs, sections: readonly string[]): PrintableSection[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  return sections
    .filter((section) => version.sidebars[section])
    .map((section) => ({
      section,
      versionName: version.versionName,
      path: printablePath(version.path, section),
      docs: sidebarDocIds(version.sidebars[section]!)
        .map((id) => byId.get(id))
        .filter((doc) => doc !== undefined)
        .map((doc) => ({
          id: doc.id,
          title: doc.title,
          permalink: doc.permalink,
          source: doc.source,
          anchorId: printableAnchorId(doc.permalink),
        })),
    }))
    .filter((section) => section.docs.length > 0);
}
