/**
 * The contributors of every doc, for the list under its previous/next links:
 * the handles of its `contributors` frontmatter, then the GitHub handles of
 * the file's git authors, without duplicates (compared without case). Shared
 * with the theme as global data keyed by the doc's `source`.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { gitAuthorsByFile } from './git';
import handlesByEmail from './handles.json';

export const PLUGIN_NAME = 'contributors';

/** What the theme reads with `usePluginData('contributors')`. */
export type ContributorsData = { bySource: Record<string, string[]> };

type Doc = { source: string; frontMatter: Record<string, unknown> };
type DocsContent = { loadedVersions: { docs: Doc[] }[] };
type AllContent = Record<string, Record<string, unknown> | undefined>;

/** Every doc of every docs plugin instance and version. */
export function collectDocs(allContent: AllContent): Doc[] {
  return Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap((content) =>
    (content as DocsContent).loadedVersions.flatMap((version) => version.docs),
  );
}

/** Frontmatter handles first, then git authors; the first spelling of a handle wins. */
export function mergeHandles(...lists: readonly (readonly unknown[])[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const handle of lists.flat()) {
    if (typeof handle !== 'string' || seen.has(handle.toLowerCase())) continue;
    seen.add(handle.toLowerCase());
    merged.push(handle);
  }
  return merged;
}

/** The contributors of each doc that has any, keyed by its `source` (`@site/docs/…`). */
export function contributorsBySource(
  docs: readonly Doc[],
  gitAuthors: ReadonlyMap<string, readonly string[]> | null,
): Record<string, string[]> {
  const bySource: Record<string, string[]> = {};
  for (const { source, frontMatter } of docs) {
    const fromFrontMatter = Array.isArray(frontMatter.contributors) ? frontMatter.contributors : [];
    const fromGit = gitAuthors?.get(source.replace(/^@site\//, '')) ?? [];
    const handles = mergeHandles(fromFrontMatter, fromGit);
    if (handles.length > 0) bySource[source] = handles;
  }
  return bySource;
}

export default function contributorsPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({ allContent, actions }) {
      const gitAuthors = await gitAuthorsByFile(context.siteDir, handlesByEmail);
      if (gitAuthors === null) {
        console.warn(
          '[contributors] No full git history (shallow clone or no git): lists show frontmatter handles only.',
        );
      }
      const data: ContributorsData = {
        bySource: contributorsBySource(collectDocs(allContent as AllContent), gitAuthors),
      };
      actions.setGlobalData(data);
    },
  };
}
