/**
 * The link rules of the content, shared by the build (this plugin) and `npm run content:check`: every internal link
 * of every page leads to a page of the site, every `#anchor` to a heading or anchor of its page, and no two pages
 * share a URL. Each problem is placed at its line and column in the page's file, and all of them are reported at
 * once.
 */
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { parsePage } from '../content-index/parse';
import { markdownAnchors } from '../content-index/anchors';
import { htmlAttributes } from '../package-readmes/transform';
import { editDistance, type PageKind } from '../frontmatter-check/keys';
import { versionedUrl } from '../versioned-links';
import { unfinishedMarkers } from './unfinished';
import { withTrailingSlash } from '../../src/utils/text';

export type ContentPage = {
  /** Path from the site's root, with `/` separators. */
  file: string;
  /** The content plugin that serves it: docs, blog or pages. */
  kind: PageKind;
  /** Its frontmatter, parsed. */
  frontMatter: Record<string, unknown>;
  /** The URL it is served at, with its trailing slash. */
  url: string;
  /** The page's whole file, frontmatter included (positions are counted in it). */
  raw: string;
  /**
   * For a page of an archived version whose root links lead to its own pages (plugins/versioned-links): the version's
   * prefix and the URLs of its pages, without the prefix.
   */
  versionLinks?: { prefix: string; pages: ReadonlySet<string> };
  /**
   * A page made from a package README (plugins/package-readmes): a link target like any other, but its own links,
   * which the README's authors wrote, are left to Docusaurus' check of the built site.
   */
  generated?: boolean;
};

/** A problem at its place in a page's file. */
export type ContentProblem = {
  file: string;
  line: number;
  column: number;
  message: string;
  /** The page the problem is about, when it is another page's too: a link's target, a shared URL. */
  target?: string;
};

export type Position = { line: number; column: number };
export type PageLink = Position & { url: string };

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/;

/** The page's text with its frontmatter blanked out, line for line, so that positions stay those of the file. */
export function bodyOf(raw: string): string {
  const match = FRONT_MATTER.exec(raw);
  return match ? match[0].replace(/[^\n]/g, '') + raw.slice(match[0].length) : raw;
}

type JsxAttribute = { type: string; name?: string; value?: unknown };
type Point = { start: { line: number; column: number } };

/** Elements whose `id` Docusaurus records as an anchor of the page (its Heading, Link, list item and Details). */
const ANCHOR_ELEMENTS = new Set([
  'a',
  'Link',
  'li',
  'details',
  'Details',
  'Heading',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** What the rules read from a page. */
export type PageFacts = {
  /** Its links: Markdown links and definitions, `href`/`to` of JSX and HTML elements. */
  links: PageLink[];
  /** The ids its anchor elements declare. */
  ids: string[];
  /** Its unfinished-page markers. */
  unfinished: (Position & { marker: string })[];
};

/** Reads a page's facts from one parse of it. */
export function readPage(page: Pick<ContentPage, 'file' | 'raw'>): PageFacts {
  const format = page.file.endsWith('.mdx') ? 'mdx' : 'md';
  const links: PageLink[] = [];
  const ids: string[] = [];
  const add = (url: string, position: Point | undefined) => {
    if (position) links.push({ url, line: position.start.line, column: position.start.column });
  };
  const tree = parsePage(bodyOf(page.raw), format);
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') add(node.url, node.position);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes as JsxAttribute[]) {
        if (typeof attribute.value !== 'string') continue;
        if (attribute.name === 'href' || attribute.name === 'to') add(attribute.value, node.position);
        if (attribute.name === 'id' && ANCHOR_ELEMENTS.has(node.name ?? '')) ids.push(attribute.value);
      }
    }
    if (node.type === 'html') {
      for (const { name, value, offset } of htmlAttributes(node.value, ['href', 'id'])) {
        if (name === 'id') {
          ids.push(value);
          continue;
        }
        const before = node.value.slice(0, offset).split('\n');
        add(value, {
          start: {
            line: node.position!.start.line + before.length - 1,
            column: before.length > 1 ? before.at(-1)!.length + 1 : node.position!.start.column + offset,
          },
        });
      }
    }
  });
  return {
    links: links.sort((a, b) => a.line - b.line || a.column - b.column),
    ids,
    unfinished: unfinishedMarkers(page.raw, tree),
  };
}

/** The anchors of a page: its headings' ids, as Docusaurus makes them, and the ids of its anchor elements. */
export function pageAnchors(page: Pick<ContentPage, 'raw'>, ids: readonly string[]): string[] {
  return [...new Set([...markdownAnchors(bodyOf(page.raw)).map((anchor) => anchor.id), ...ids])];
}

/** Reads pages for the rules: each page's facts once, and its anchors once and only when a link needs them. */
export type PageReader = {
  facts(page: ContentPage): PageFacts;
  anchors(page: ContentPage): ReadonlySet<string>;
};

export function pageReader(): PageReader {
  const facts = new Map<string, PageFacts>();
  const anchors = new Map<string, ReadonlySet<string>>();
  const reader: PageReader = {
    facts(page) {
      if (!facts.has(page.file)) facts.set(page.file, readPage(page));
      return facts.get(page.file)!;
    },
    anchors(page) {
      if (!anchors.has(page.file)) anchors.set(page.file, new Set(pageAnchors(page, reader.facts(page).ids)));
      return anchors.get(page.file)!;
    },
  };
  return reader;
}

/** The closest of `candidates` to `value`, when it is close enough to be what was meant. */
function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(value, candidate);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(value.length / 5)) ? best.candidate : undefined;
}

const suggest = (value: string, candidates: Iterable<string>, prefix = '') => {
  const found = closest(value, candidates);
  return found ? ` (did you mean ${prefix}${found}?)` : '';
};

/**
 * The pages the blog plugin makes from its posts (tag, author, archive and list pages): links to them are left to
 * Docusaurus' own check of the built site, as this one runs before they exist.
 */
export const BLOG_GENERATED = /^\/blog\/(tags|authors|archive|page)\//;

/** Links the check leaves alone: other sites, `pathname://` escapes, mail, and files (`/img/logo.svg`, `llms.txt`). */
function isCheckedLink(url: string): boolean {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return false;
  const pathname = /^[^?#]*/.exec(url)![0];
  if (BLOG_GENERATED.test(withTrailingSlash(pathname))) return false;
  return !/\.[a-z\d]+$/i.test(pathname) || /\.mdx?$/.test(pathname);
}

export type SiteIndex = {
  /** Every URL the site serves a page at (content, generated and React pages), with a trailing slash. */
  urls: ReadonlySet<string>;
  /** The content pages by URL. */
  pages: ReadonlyMap<string, ContentPage>;
  /** The content pages by file. */
  files: ReadonlyMap<string, ContentPage>;
};

export function siteIndex(pages: readonly ContentPage[], otherUrls: Iterable<string>): SiteIndex {
  return {
    urls: new Set([...pages.map((page) => page.url), ...otherUrls]),
    pages: new Map(pages.map((page) => [page.url, page])),
    files: new Map(pages.map((page) => [page.file, page])),
  };
}

/** Checks the links of `pages` against the site. */
export function checkLinks(
  pages: readonly ContentPage[],
  site: SiteIndex,
  reader: PageReader = pageReader(),
): ContentProblem[] {
  const problems: ContentProblem[] = [];

  for (const page of pages.filter((p) => !p.generated)) {
    for (const link of reader.facts(page).links) {
      if (!isCheckedLink(link.url)) continue;
      const report = (message: string, target?: string) =>
        problems.push({ file: page.file, line: link.line, column: link.column, message, ...(target && { target }) });
      const [written = '', hash] = link.url.split('#') as [string, string | undefined];
      const pathname = written.split('?')[0]!;
      let target: string;
      if (pathname === '') {
        target = page.url;
      } else if (/\.mdx?$/.test(pathname) && !pathname.startsWith('/')) {
        // A link to a file, which Docusaurus resolves to its page.
        const file = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), decodeURI(pathname)));
        const linked = site.files.get(file);
        if (!linked) {
          report(`links to the file ${pathname}, which is no page of the site`);
          continue;
        }
        target = linked.url;
      } else {
        const absolute = pathname.startsWith('/') ? pathname : new URL(pathname, `https://site${page.url}`).pathname;
        const versioned = page.versionLinks
          ? versionedUrl(absolute, page.versionLinks.prefix, page.versionLinks.pages)
          : absolute;
        target = withTrailingSlash(decodeURI(versioned));
        if (!site.urls.has(target)) {
          report(`links to ${versioned}, which is no page of the site${suggest(target, site.urls)}`);
          continue;
        }
      }
      if (hash === undefined || hash === '') continue;
      const linked = site.pages.get(target);
      // Pages made by code (the home page, printable pages) declare their anchors at run time: not checked.
      if (!linked) continue;
      const ids = reader.anchors(linked);
      const id = decodeURIComponent(hash);
      if (!ids.has(id)) {
        const where = linked === page ? 'this page' : target;
        report(`links to #${id}, which is no heading or anchor of ${where}${suggest(id, ids, '#')}`, target);
      }
    }
  }
  return problems;
}

/** Pages served at the same URL: each is reported, naming the others. */
export function duplicateUrls(pages: readonly ContentPage[]): ContentProblem[] {
  const byUrl = new Map<string, ContentPage[]>();
  for (const page of pages) byUrl.set(page.url, [...(byUrl.get(page.url) ?? []), page]);
  return [...byUrl.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((page) => ({
        file: page.file,
        line: 1,
        column: 1,
        target: page.url,
        message: `is served at ${page.url}, as ${group
          .filter((other) => other !== page)
          .map((other) => other.file)
          .join(' and ')} ${group.length > 2 ? 'are' : 'is'}: one of them must move (or set another \`slug\`)`,
      })),
    );
}

/** The unfinished-page markers of the pages written by the site's writers. */
export function unfinishedPages(pages: readonly ContentPage[], reader: PageReader = pageReader()): ContentProblem[] {
  return pages
    .filter((page) => !page.generated)
    .flatMap((page) =>
      reader.facts(page).unfinished.map(({ line, column, marker }) => ({
        file: page.file,
        line,
        column,
        message: `unfinished: "${marker}"`,
      })),
    );
}

export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
}
