/**
 * Builds each section's sidebar from its folder: frontmatter `sort` gives the
 * order (index pages -1 first), frontmatter `group` gives headings, and pages
 * named printable are never listed. Each doc item carries the page's in-page
 * anchors (levels 2 and 3) in `customProps.anchors`, which the sidebar lists
 * under the page (src/theme/DocSidebarItem/Link): they reach the theme with
 * the sidebar, through the docs plugin.
 */
import path from 'node:path';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { fileAnchors, sidebarAnchors, type SidebarAnchor } from '../plugins/content-index/anchors';
import { escapeHtml } from '../src/utils/text';

type SidebarItemsGenerator = PluginOptions['sidebarItemsGenerator'];
type GeneratorArgs = Parameters<SidebarItemsGenerator>[0];
type SidebarItemsGeneratorDoc = GeneratorArgs['docs'][number];
type NormalizedSidebar = Awaited<ReturnType<SidebarItemsGenerator>>;

/** A doc as far as ordering is concerned. */
export type SortableDoc = Pick<SidebarItemsGeneratorDoc, 'id' | 'title' | 'frontMatter' | 'sourceDirName' | 'source'>;

/** The `group` values that mean "no group heading". */
const NO_GROUP = new Set(['', '-']);

const DEFAULT_SORT = 0;

export function docSort(doc: SortableDoc): number {
  const { sort } = doc.frontMatter as { sort?: unknown };
  if (typeof sort === 'number') return sort;
  return isIndexDoc(doc) ? -1 : DEFAULT_SORT;
}

export function docGroup(doc: SortableDoc): string | undefined {
  const { group } = doc.frontMatter as { group?: unknown };
  if (typeof group !== 'string' || NO_GROUP.has(group.trim())) return undefined;
  return group.trim();
}

export function isIndexDoc(doc: SortableDoc): boolean {
  return /(^|\/)index$/.test(doc.id);
}

export function isPrintableDoc(doc: SortableDoc): boolean {
  return /(^|\/)printable$/.test(doc.id);
}

function docTitle(doc: SortableDoc): string {
  const { title } = doc.frontMatter as { title?: unknown };
  return typeof title === 'string' ? title : doc.title;
}

function compareDocs(a: SortableDoc, b: SortableDoc): number {
  return docSort(a) - docSort(b) || docTitle(a).localeCompare(docTitle(b), 'en');
}

export type SidebarGroup = { group: string | undefined; docs: SortableDoc[] };

/**
 * Orders one folder's docs into groups. Pages without a group form one
 * cluster, every named group another; clusters are ordered by their lowest
 * `sort` (so the ungrouped index page comes first), pages inside a cluster by
 * `sort` then title. A heading therefore appears once per group.
 */
export function groupSectionDocs(docs: readonly SortableDoc[]): SidebarGroup[] {
  const clusters = new Map<string | undefined, SortableDoc[]>();
  for (const doc of [...docs].filter((d) => !isPrintableDoc(d)).sort(compareDocs)) {
    const key = docGroup(doc);
    const list = clusters.get(key) ?? [];
    list.push(doc);
    clusters.set(key, list);
  }
  return [...clusters.entries()]
    .map(([group, list]) => ({ group, docs: list }))
    .sort((a, b) => compareDocs(a.docs[0]!, b.docs[0]!));
}

/**
 * The folder a doc is listed in: its own, or for a doc with an absolute `slug` (the pages generated from package
 * READMEs, which live in a folder of their own), the folder of its URL.
 */
export function docFolder(doc: SortableDoc): string {
  const { slug } = doc.frontMatter as { slug?: unknown };
  if (typeof slug !== 'string' || !slug.startsWith('/')) return doc.sourceDirName;
  return slug.replace(/\/+$/, '').split('/').slice(1, -1).join('/') || '.';
}

/** The docs of a folder (direct children only, like the section folders). */
export function docsInDir(docs: readonly SortableDoc[], dirName: string): SortableDoc[] {
  const dir = dirName.replace(/^\.?\/?|\/$/g, '');
  return docs.filter((doc) => docFolder(doc) === dir);
}

/** What a doc item of the sidebar carries for the theme. */
export type DocItemCustomProps = { anchors: SidebarAnchor[] };

export function sectionSidebar(
  docs: readonly SortableDoc[],
  anchorsOf: (doc: SortableDoc) => SidebarAnchor[],
): NormalizedSidebar {
  return groupSectionDocs(docs).flatMap(({ group, docs: list }) => [
    ...(group
      ? [
          {
            type: 'html' as const,
            value: escapeHtml(group),
            className: 'sidebar-group-heading',
            defaultStyle: true,
          },
        ]
      : []),
    ...list.map((doc) => ({
      type: 'doc' as const,
      id: doc.id,
      customProps: { anchors: anchorsOf(doc) } satisfies DocItemCustomProps,
    })),
  ]);
}

/** The sidebar generator of the docs: each section's folder, its pages' anchors read from their files. */
export function sectionSidebarItems(siteDir: string): SidebarItemsGenerator {
  return async ({ item, docs }) => {
    const listed = docsInDir(docs, item.dirName);
    const anchors = new Map(
      await Promise.all(
        listed.map(async (doc) => {
          const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
          return [doc.id, sidebarAnchors(await fileAnchors(file))] as const;
        }),
      ),
    );
    return sectionSidebar(listed, (doc) => anchors.get(doc.id) ?? []);
  };
}
