/**
 * Fails the build when a doc, blog post or page has frontmatter of the wrong
 * type or a `related` link to a page that does not exist, naming the file and
 * the field.
 */
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { PRINTABLE_SECTIONS } from '../../src/constants';
import { checkFrontMatterTypes, checkRelatedUrls, formatIssues, internalPath, type FrontMatterIssue } from './validate';

type Page = { source: string; permalink: string; frontMatter: Record<string, unknown> };

type AllContent = Record<string, Record<string, unknown> | undefined>;

type DocsContent = { loadedVersions: { docs: Page[]; versionPath?: string; path?: string }[] };
type BlogContent = { blogPosts: { metadata: Page }[]; blogListPaginated?: { metadata: { permalink: string } }[] };
type PagesContent = { type: string; permalink: string; source: string; frontMatter?: Record<string, unknown> }[];

/** Every page the content plugins produced, with its frontmatter. */
export function collectPages(allContent: AllContent): Page[] {
  const pages: Page[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions) pages.push(...version.docs);
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    pages.push(...(content as BlogContent).blogPosts.map((post) => post.metadata));
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of content as PagesContent) {
      pages.push({ source: page.source, permalink: page.permalink, frontMatter: page.frontMatter ?? {} });
    }
  }
  return pages;
}

/**
 * The URLs a `related` entry may point to, with a trailing slash (content
 * plugins report permalinks before the site's trailingSlash is applied).
 */
export function knownPaths(pages: readonly Page[], extraPaths: readonly string[] = []): Set<string> {
  return new Set([...pages.map((p) => p.permalink), ...extraPaths, '/blog/'].map(internalPath));
}

export function validateAll(pages: readonly Page[], extraPaths: readonly string[] = []): FrontMatterIssue[] {
  const paths = knownPaths(pages, extraPaths);
  return pages.flatMap((page) => {
    const file = page.source.replace(/^@site\//, '');
    return [...checkFrontMatterTypes(file, page.frontMatter), ...checkRelatedUrls(file, page.frontMatter, paths)];
  });
}

/** The plugin takes no options. */
export function validateOptions({ validate, options }: OptionValidationContext<object | undefined, { id: string }>) {
  return validate(Joi.object({}), options ?? {});
}

export default function frontmatterCheckPlugin(_context: LoadContext): Plugin<undefined> {
  return {
    name: 'frontmatter-check',
    async allContentLoaded({ allContent }) {
      const printable = PRINTABLE_SECTIONS.map((section) => `/${section}/printable/`);
      const issues = validateAll(collectPages(allContent as AllContent), printable);
      if (issues.length > 0) throw new Error(formatIssues(issues));
    },
  };
}
