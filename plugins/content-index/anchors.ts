/**
 * The in-page anchors of a doc, computed once at build time from its source with the heading-id logic Docusaurus'
 * MDX loader applies (`@docusaurus/mdx-loader` remark `headings` and `toc`): every heading in document order goes
 * through one slugger, an explicit `{#id}` or trailing `<!-- #id -->` wins, inline HTML does not count towards the
 * slug, and the TOC value is the heading's inline Markdown as HTML (code, emphasis, strong, delete; links unwrapped).
 * The content tree and the sidebar (config/sidebarItems.ts, through each item's `customProps.anchors`) both read
 * these, so they carry the ids the page renders.
 */
import fs from 'node:fs/promises';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { createSlugger, DEFAULT_PARSE_FRONT_MATTER, parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Heading, PhrasingContent, Root } from 'mdast';

export type PageAnchor = {
  /** The heading as plain text. */
  title: string;
  /** The heading's inline content as HTML, as Docusaurus' table of contents gives it. */
  value: string;
  id: string;
  level: number;
};

/** What the sidebar lists: levels 2 and 3, with the HTML value. */
export type SidebarAnchor = Pick<PageAnchor, 'value' | 'id' | 'level'>;

const parser = unified().use(remarkParse).use(remarkGfm);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Inline = Heading | PhrasingContent;

function htmlValue(node: Inline): string {
  const children = () => ('children' in node ? (node.children as Inline[]).map(htmlValue).join('').trim() : '');
  switch (node.type) {
    case 'text':
      return escapeHtml(node.value);
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'emphasis':
      return `<em>${children()}</em>`;
    case 'strong':
      return `<strong>${children()}</strong>`;
    case 'delete':
      return `<del>${children()}</del>`;
    case 'heading':
    case 'link':
      return children();
    default:
      return toString(node);
  }
}

/** An id written as a trailing HTML comment, `## Title <!-- #my-id -->`; the comment is removed from the heading. */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'html') return undefined;
  const comment = /^<!--([\s\S]*)-->$/.exec(last.value)?.[1]?.trim().split(' ')[0];
  if (!comment?.startsWith('#') || comment.length < 2) return undefined;
  heading.children.pop();
  const text = heading.children.at(-1);
  if (text?.type === 'text') text.value = text.value.trimEnd();
  return comment.slice(1);
}

/** An id written as `## Title {#my-id}`; the id is removed from the heading's last text. */
function classicId(heading: Heading, text: string): string | undefined {
  const { id } = parseMarkdownHeadingId(text, 'classic');
  if (!id) return undefined;
  const last = heading.children.at(-1);
  if (last?.type === 'text') {
    const rest = parseMarkdownHeadingId(last.value, 'classic').text;
    if (rest || heading.children.length === 1) last.value = rest;
    else heading.children.pop();
  }
  return id;
}

/** Every heading of a page's Markdown body (frontmatter removed), in order, levels 1 to 6. */
export function markdownAnchors(markdown: string): PageAnchor[] {
  const tree = parser.parse(markdown) as Root;
  const slugger = createSlugger();
  const anchors: PageAnchor[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    const id =
      commentId(heading) ??
      (() => {
        const counted = heading.children.filter((child) => child.type !== 'html');
        const text = toString(counted.length > 0 ? counted : heading);
        return classicId(heading, text) ?? slugger.slug(text, { maintainCase: false });
      })();
    const title = toString(heading).trim();
    // Docusaurus lists no heading without text in its table of contents.
    if (title) anchors.push({ title, value: htmlValue(heading), id, level: heading.depth });
  });
  return anchors;
}

/** The anchors the sidebar lists under a page. */
export function sidebarAnchors(anchors: readonly PageAnchor[]): SidebarAnchor[] {
  return anchors.filter((a) => a.level === 2 || a.level === 3).map(({ value, id, level }) => ({ value, id, level }));
}

/** Anchors by file, kept while the file is unchanged: the sidebar generator and the content index both ask. */
const byFile = new Map<string, { stamp: string; anchors: Promise<PageAnchor[]> }>();

/** Every heading of a doc's file (see `markdownAnchors`), read once for each state of the file. */
export async function fileAnchors(file: string): Promise<PageAnchor[]> {
  const { mtimeMs, size } = await fs.stat(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = byFile.get(file);
  if (known?.stamp === stamp) return known.anchors;
  const anchors = fs
    .readFile(file, 'utf8')
    .then((raw) => DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: raw }))
    .then(({ content }) => markdownAnchors(content));
  byFile.set(file, { stamp, anchors });
  return anchors;
}
