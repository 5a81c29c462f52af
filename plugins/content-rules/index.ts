/**
 * Fails the build, before the bundler runs, when a page breaks a content rule: its frontmatter
 * (plugins/frontmatter-check), a link to a page or anchor that does not exist, a URL two pages share, or
 * unfinished-page markers (`links.ts`, `unfinished.ts`). Every problem at once, each at its file, line and column;
 * `npm run content:check` applies the same rules. Docusaurus' own checks of the built site (`onBrokenLinks`,
 * `onBrokenAnchors`, `onDuplicateRoutes`) stay on for what these cannot see, such as links written in React pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { PRINTABLE_SECTIONS, VERSIONS_WITH_PREFIXED_LINKS } from '../../src/constants';
import { withTrailingSlash } from '../../src/utils/text';
import { PAGES_DIR as README_PAGES_DIR } from '../package-readmes/layout';
import { checkPage } from '../frontmatter-check';
import { describeIssue } from '../frontmatter-check/validate';
import type { PageKind } from '../frontmatter-check/keys';
import {
  checkLinks,
  duplicateUrls,
  formatProblem,
  pageReader,
  siteIndex,
  unfinishedPages,
  sortProblems,
  type ContentPage,
  type ContentProblem,
} from './links';

type Doc = { source: string; permalink: string; frontMatter?: Record<string, unknown> };
type DocsVersion = { versionName: string; path: string; isLast: boolean; docs: Doc[] };
type AllContent = Record<string, Record<string, unknown> | undefined>;
type BlogContent = { blogPosts: { metadata: Doc }[] };
type PagesContent = (Doc & { type: 'mdx' | 'jsx' })[];

/** Routes no content file makes: the search page of the search theme (local or Algolia). */
export const CODE_ROUTES = ['/search/'];

/** The site's pages, as the content plugins loaded them, and the URLs of the pages made by code. */
export function sitePages(
  allContent: AllContent,
  readFile: (file: string) => string,
): { pages: ContentPage[]; otherUrls: string[] } {
  const pages: ContentPage[] = [];
  const otherUrls = [...CODE_ROUTES];
  const page = (kind: PageKind, doc: Doc, versionLinks?: ContentPage['versionLinks']): ContentPage => {
    const file = doc.source.replace(/^@site\//, '');
    return {
      file,
      kind,
      frontMatter: doc.frontMatter ?? {},
      url: withTrailingSlash(doc.permalink),
      raw: readFile(file),
      ...(versionLinks && { versionLinks }),
      ...(file.startsWith(`${README_PAGES_DIR}/`) && { generated: true }),
    };
  };
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as { loadedVersions: DocsVersion[] }).loadedVersions) {
      const prefix = version.path.replace(/\/$/, '');
      otherUrls.push(...PRINTABLE_SECTIONS.map((section) => `${prefix}/${section}/printable/`));
      // In the pages of an archived version cut since version 4, root links lead to the version's own pages.
      const rewrites = !version.isLast && !VERSIONS_WITH_PREFIXED_LINKS.includes(version.versionName);
      const versionPages = new Set(version.docs.map((doc) => withTrailingSlash(doc.permalink).slice(prefix.length)));
      pages.push(
        ...version.docs.map((doc) => page('doc', doc, rewrites ? { prefix, pages: versionPages } : undefined)),
      );
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    pages.push(...(content as BlogContent).blogPosts.map((post) => page('blog', post.metadata)));
    otherUrls.push('/blog/');
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const item of content as PagesContent) {
      if (item.type === 'mdx') pages.push(page('page', item));
      else otherUrls.push(withTrailingSlash(item.permalink));
    }
  }
  return { pages, otherUrls };
}

/** The frontmatter problems of pages, at their places. */
export function frontMatterProblems(pages: readonly ContentPage[], urls: ReadonlySet<string>): ContentProblem[] {
  return pages.flatMap((page) =>
    checkPage(page.file, page.frontMatter, page.kind, urls, page.raw).map((issue) => ({
      file: page.file,
      line: issue.line ?? 1,
      column: issue.column ?? 1,
      message: describeIssue(issue),
    })),
  );
}

/** Every problem of the site's content, sorted by file and place. */
export function checkSite(pages: readonly ContentPage[], otherUrls: readonly string[]): ContentProblem[] {
  const reader = pageReader();
  const site = siteIndex(pages, otherUrls);
  return sortProblems([
    ...frontMatterProblems(pages, site.urls),
    ...duplicateUrls(pages),
    ...checkLinks(pages, site, reader),
    ...unfinishedPages(pages, reader),
  ]);
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  return [
    `Content problems in ${files} file(s) (npm run content:check finds them without a build):`,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
  ].join('\n');
}

/** The plugin takes no options. */
export function validateOptions({ validate, options }: OptionValidationContext<object | undefined, { id: string }>) {
  return validate(Joi.object({}), options ?? {});
}

export default function contentRulesPlugin(context: LoadContext): Plugin<undefined> {
  const readFile = (file: string) => fs.readFileSync(path.resolve(context.siteDir, file), 'utf8');
  return {
    name: 'content-rules',
    async allContentLoaded({ allContent }) {
      // `docusaurus start` reloads the content at every save: it is not stopped, nor slowed down, by a link being
      // written (`npm run content:check` is the writer's check). Builds set NODE_ENV to production.
      if (process.env.NODE_ENV !== 'production') return;
      const { pages, otherUrls } = sitePages(allContent as AllContent, readFile);
      const problems = checkSite(pages, otherUrls);
      if (problems.length > 0) throw new Error(formatProblems(problems));
    },
  };
}
