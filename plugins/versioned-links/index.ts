/**
 * Remark plugin for the docs: in an archived version's pages, a link written as an absolute URL of the current docs
 * (`/concepts/output/`, as pages are written and then copied by `docusaurus docs:version`) goes to that version's own
 * page (`/v5/concepts/output/`) when the version has it; `versionedFrontMatter` does the same for the Further Reading
 * links of the frontmatter. Links to pages the version does not have (the pages made from
 * package READMEs, a page added later) keep pointing at the current docs; links that already name a version, and the
 * current version's pages, are left as written. Docusaurus resolves relative links to `.md`/`.mdx` files within their
 * version, but leaves URLs as written.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { docFolderUrls } from '../../config/docUrls';
import { withTrailingSlash } from '../../src/utils/text';

export type ArchivedVersion = {
  /** The version's docs folder (versioned_docs/version-5), absolute. */
  dir: string;
  /** Its URL prefix: `/v5`. */
  prefix: string;
};

export type Options = { versions: ArchivedVersion[] };

/**
 * Where a link of a page of `version` leads: `url` itself, or the version's own page when `url` is an absolute link to
 * a page the version has (`pages`: its pages' URLs without the prefix).
 */
export function versionedUrl(url: string, prefix: string, pages: ReadonlySet<string>): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const pathname = /^[^?#]*/.exec(url)![0];
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return url;
  return pages.has(withTrailingSlash(pathname)) ? `${prefix}${url}` : url;
}

/** The version a file belongs to, if it is an archived version's page. */
export function versionOfFile(file: string, versions: readonly ArchivedVersion[]): ArchivedVersion | undefined {
  return versions.find((version) => file.startsWith(`${version.dir}${path.sep}`));
}

// An archived version is a frozen copy: its pages are read once per process.
const pagesByDir = new Map<string, Set<string>>();

export function versionPages(dir: string): Set<string> {
  if (!pagesByDir.has(dir)) pagesByDir.set(dir, new Set(docFolderUrls(dir).values()));
  return pagesByDir.get(dir)!;
}

type JsxAttribute = { type: string; name?: string; value?: unknown };

/** Rewrites the links of one page's syntax tree: Markdown links and definitions, `href`/`to` of JSX elements. */
export function rewriteLinks(tree: Root, rewrite: (url: string) => string): void {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') node.url = rewrite(node.url);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes as JsxAttribute[]) {
        if ((attribute.name === 'href' || attribute.name === 'to') && typeof attribute.value === 'string') {
          attribute.value = rewrite(attribute.value);
        }
      }
    }
  });
}

/**
 * The frontmatter of a page, its `related` URLs (the Further Reading list) sent to the version's own pages as the
 * links of its text are: for Docusaurus' `markdown.parseFrontMatter`, which reads every page's frontmatter.
 */
export function versionedFrontMatter(
  file: string,
  frontMatter: Record<string, unknown>,
  versions: readonly ArchivedVersion[],
): Record<string, unknown> {
  const version = versionOfFile(path.resolve(file), versions);
  if (!version || !Array.isArray(frontMatter.related)) return frontMatter;
  const pages = versionPages(version.dir);
  const related = (frontMatter.related as unknown[]).map((entry) => {
    const url = (entry as { url?: unknown } | null)?.url;
    return typeof url === 'string' ? { ...(entry as object), url: versionedUrl(url, version.prefix, pages) } : entry;
  });
  return { ...frontMatter, related };
}

const remarkVersionedLinks: Plugin<[Options], Root> = function remarkVersionedLinks({ versions }) {
  return (tree, file) => {
    const version = file.path ? versionOfFile(path.resolve(file.path), versions) : undefined;
    if (!version) return;
    const pages = versionPages(version.dir);
    rewriteLinks(tree, (url) => versionedUrl(url, version.prefix, pages));
  };
};

export default remarkVersionedLinks;
