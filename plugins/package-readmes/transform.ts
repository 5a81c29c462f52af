/**
 * Turns a package README into the body of a page of this site, working on
 * its Markdown syntax tree (remark) and, for the raw HTML it holds, on the
 * tags parse5 finds (edited in place, so that HTML split over several blocks
 * keeps its structure):
 *
 * - the README's own header goes (its h1 titles, logos and badges: the page
 *   has its title and links), its summary stays;
 * - GitHub alerts (`> [!NOTE]`) become admonitions;
 * - relative links and images point into the repository, links to other
 *   documented packages point to their pages here;
 * - links to anchors the page does not have are dropped (the build fails on
 *   broken anchors), and anchors differing only in case are fixed.
 *
 * What the HTML may contain is not decided here: ./sanitize.ts removes
 * anything outside its allow-list when the page is compiled.
 */
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import type {
  Blockquote,
  Code,
  Definition,
  Html,
  Image,
  ImageReference,
  Link,
  LinkReference,
  Nodes,
  Paragraph,
  Parents,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

export type ReadmeContext = {
  /** https URL of the package repository. */
  repository?: string;
  /** Folder of the package in its repository (monorepos). */
  directory?: string;
  /** Lower-cased repository URLs and npm package names of documented packages → their page here. */
  packagePages: ReadonlyMap<string, string>;
  /**
   * Whether the site highlights a fence's language. A README's fences in other languages (`console`, `hbs`) become
   * `text`, as the site's pages may only name languages it knows (plugins/code-highlight): they show as plain text,
   * as they would have anyway.
   */
  knownLanguage?: (lang: string) => boolean;
};

type HtmlElement = DefaultTreeAdapterMap['element'];
type HtmlNode = DefaultTreeAdapterMap['childNode'];
type Edit = { start: number; end: number; text: string };

const parser = unified().use(remarkParse).use(remarkGfm);
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one' });

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}

export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}

// --- Raw HTML, located with parse5 ---------------------------------------------------------------------------------

/** A `<template>` context, so that table parts (`<tr>`, `<td>`) in a block of their own are parsed too. */
const TEMPLATE = parseFragment('<template></template>').childNodes[0] as HtmlElement;

function parseHtml(html: string): HtmlNode[] {
  return parseFragment(TEMPLATE, html, { sourceCodeLocationInfo: true }).childNodes;
}

function* htmlElements(nodes: readonly HtmlNode[]): Generator<HtmlElement> {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    yield node;
    yield* htmlElements('content' in node ? node.content.childNodes : node.childNodes);
  }
}

function htmlText(nodes: readonly HtmlNode[], removed: ReadonlySet<HtmlElement>): string {
  return nodes
    .map((node) => {
      if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
      if (!('tagName' in node) || removed.has(node)) return '';
      return htmlText(node.childNodes, removed);
    })
    .join('');
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  // Outer ranges first, so that an edit inside a range already replaced is skipped; then from the end.
  const kept: Edit[] = [];
  for (const edit of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = kept.at(-1);
    if (last && edit.start < last.end) continue;
    kept.push(edit);
  }
  return kept.reduceRight((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}

const attribute = (element: HtmlElement, name: string) => element.attrs.find((a) => a.name === name)?.value;
const isHeadingTag = (element: HtmlElement, levels: RegExp) => levels.test(element.tagName);

/**
 * The README's header HTML (logo blocks): images, h1 titles and links left empty go, as does centring; what text
 * remains (a one-line summary) stays. Returns undefined when nothing is left.
 */
export function cleanHeaderHtml(html: string): string | undefined {
  const nodes = parseHtml(html);
  const removed = new Set<HtmlElement>();
  const elements = [...htmlElements(nodes)];
  for (const element of elements) {
    if (element.tagName === 'img' || element.tagName === 'h1' || element.tagName === 'picture') removed.add(element);
  }
  for (const element of elements.reverse()) {
    if (element.tagName === 'a' && htmlText(element.childNodes, removed).trim() === '') removed.add(element);
  }
  if (
    htmlText(nodes, removed)
      .replace(/\u00a0/g, '')
      .trim() === ''
  )
    return undefined;
  const edits: Edit[] = [];
  for (const element of htmlElements(nodes)) {
    const location = element.sourceCodeLocation;
    if (!location) continue;
    if (removed.has(element)) {
      edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
      continue;
    }
    const align = location.attrs?.align;
    if (align) edits.push({ start: align.startOffset - 1, end: align.endOffset, text: '' });
  }
  const cleaned = applyEdits(html, edits)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');
  return cleaned;
}

/** Rewrites the `href` and `src` of the tags in a piece of README HTML; an `href` to a missing anchor goes. */
export function rewriteHtml(html: string, context: ReadmeContext, resolveAnchor: AnchorResolver): string {
  const edits: Edit[] = [];
  for (const element of htmlElements(parseHtml(html))) {
    const attrs = element.sourceCodeLocation?.attrs;
    if (!attrs) continue;
    for (const name of ['href', 'src'] as const) {
      const value = attribute(element, name);
      const at = attrs[name];
      if (value === undefined || !at) continue;
      let next: string | undefined = value;
      if (name === 'href' && value.startsWith('#')) {
        const id = resolveAnchor(value.slice(1));
        next = id === undefined ? undefined : `#${id}`;
      } else {
        next = rewriteUrl(value, name === 'src' ? 'image' : 'link', context);
      }
      if (next === value) continue;
      edits.push({
        start: next === undefined ? at.startOffset - 1 : at.startOffset,
        end: at.endOffset,
        text: next === undefined ? '' : `${name}="${next.replace(/"/g, '&quot;')}"`,
      });
    }
  }
  return applyEdits(html, edits);
}

/** The values of the given attributes in a piece of HTML, with their offsets in it. */
export function htmlAttributes(
  html: string,
  names: readonly string[],
): { name: string; value: string; offset: number }[] {
  return [...htmlElements(parseHtml(html))].flatMap((element) =>
    names.flatMap((name) => {
      const value = attribute(element, name);
      const at = element.sourceCodeLocation?.attrs?.[name];
      return value !== undefined && at ? [{ name, value, offset: at.startOffset }] : [];
    }),
  );
}

/** The heading ids a piece of HTML declares (`<h2 id="install">`). */
function htmlHeadingIds(html: string): string[] {
  return [...htmlElements(parseHtml(html))]
    .filter((element) => isHeadingTag(element, /^h[1-6]$/))
    .map((element) => attribute(element, 'id'))
    .filter((id): id is string => Boolean(id));
}

function htmlHasHeading(html: string, levels: RegExp): boolean {
  return [...htmlElements(parseHtml(html))].some((element) => isHeadingTag(element, levels));
}

// --- Markdown ------------------------------------------------------------------------------------------------------

const BADGE_URL = /badge|shields\.io|badgen\.net/i;

function definitionsOf(tree: Root): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  visit(tree, 'definition', (node) => {
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
  });
  return definitions;
}

/** A paragraph made only of badge images (linked or not), as READMEs put under their title. */
function isBadgeRow(paragraph: Paragraph, definitions: ReadonlyMap<string, Definition>): boolean {
  const imageUrl = (node: PhrasingContent): string | undefined =>
    node.type === 'image'
      ? node.url
      : node.type === 'imageReference'
        ? (definitions.get(node.identifier)?.url ?? '')
        : undefined;
  let badges = 0;
  const allBadges = (nodes: readonly PhrasingContent[]): boolean =>
    nodes.every((node) => {
      if (node.type === 'text') return node.value.trim() === '';
      if (node.type === 'break') return true;
      if (node.type === 'link' || node.type === 'linkReference') return allBadges(node.children);
      const url = imageUrl(node);
      if (url === undefined || !BADGE_URL.test(url)) return false;
      badges += 1;
      return true;
    });
  return allBadges(paragraph.children) && badges > 0;
}

const ALERTS: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
};
const ALERT_MARKER = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][^\S\n]*(\n|$)/i;

/** `> [!WARNING]` + text → the blocks of a `:::warning` admonition, or undefined when it is no alert. */
function alertToAdmonition(quote: Blockquote): RootContent[] | undefined {
  const [first, ...rest] = quote.children;
  if (first?.type !== 'paragraph' || first.children[0]?.type !== 'text') return undefined;
  const marker = ALERT_MARKER.exec(first.children[0].value);
  if (!marker) return undefined;
  const text = { ...first.children[0], value: first.children[0].value.slice(marker[0].length) };
  const children = [text, ...first.children.slice(1)].filter((c) => c.type !== 'text' || c.value !== '');
  const body = children.length > 0 ? [{ ...first, children }, ...rest] : rest;
  const fence = (value: string): Html => ({ type: 'html', value });
  return [fence(`:::${ALERTS[marker[1]!.toUpperCase()]}`), ...body, fence(':::')];
}

function isRelative(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|#|\/\/)/i.test(url);
}

/** Where a URL of the README should point on this site. */
export function rewriteUrl(url: string, kind: 'link' | 'image', context: ReadmeContext): string {
  const trimmed = url.trim();
  const npmPage = /^https?:\/\/(?:www\.)?npmjs\.(?:com|org)\/package\/((?:@[^/]+\/)?[^/#?]+)\/?$/i.exec(trimmed);
  if (npmPage && kind === 'link') return context.packagePages.get(npmPage[1]!.toLowerCase()) ?? trimmed;
  const repo = /^(https?:\/\/github\.com\/[^/#?]+\/[^/#?]+?)(?:\.git)?\/?(#readme)?$/i.exec(trimmed);
  if (repo && kind === 'link') return context.packagePages.get(repo[1]!.toLowerCase()) ?? trimmed;
  if (!isRelative(trimmed) && !trimmed.startsWith('/')) return trimmed;
  if (!context.repository || trimmed === '') return trimmed;
  const [pathPart, hash] = trimmed.split('#') as [string, string | undefined];
  const base = context.directory ? `${context.directory.replace(/\/$/, '')}/` : '';
  const clean = trimmed.startsWith('/') ? pathPart.replace(/^\/+/, '') : `${base}${pathPart.replace(/^\.\//, '')}`;
  const mode = kind === 'image' ? 'raw' : 'blob';
  return `${context.repository}/${mode}/HEAD/${clean}${hash ? `#${hash}` : ''}`;
}

type AnchorResolver = (hash: string) => string | undefined;

/** The anchors of the page, with the ids Docusaurus gives headings, and a resolver for the hashes of links. */
export function pageAnchors(tree: Root): { ids: string[]; resolve: AnchorResolver } {
  const slugger = createSlugger();
  const ids: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const last = node.children.at(-1);
      const comment = last?.type === 'html' ? /^<!--\s*#(\S+)[\s\S]*-->$/.exec(last.value)?.[1] : undefined;
      const text = toString(node.children.filter((child) => child.type !== 'html'));
      ids.push(comment ?? parseMarkdownHeadingId(text).id ?? slugger.slug(text));
      return SKIP;
    }
    if (node.type === 'html') ids.push(...htmlHeadingIds(node.value));
    return undefined;
  });
  const known = new Set(ids);
  const resolve: AnchorResolver = (hash) => {
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // keep the raw hash
    }
    if (known.has(id)) return id;
    // GitHub matches anchors whatever their case.
    return known.has(id.toLowerCase()) ? id.toLowerCase() : undefined;
  };
  return { ids, resolve };
}

/** Replaces `node` in its parent by `replacement` (several nodes, or none). */
function replaceChild(parent: Parents, node: Nodes, replacement: Nodes[]): void {
  const children = parent.children as Nodes[];
  children.splice(children.indexOf(node), 1, ...replacement);
}

/**
 * Removes the README's header: its h1 titles before the first lower heading (Markdown or HTML), the logos of the
 * HTML blocks before its first heading and of those holding such a title, and badge rows anywhere.
 */
export function dropHeader(tree: Root): void {
  const definitions = definitionsOf(tree);
  const hasHeading = (node: RootContent, levels: RegExp, depth: (d: number) => boolean) =>
    (node.type === 'heading' && depth(node.depth)) || (node.type === 'html' && htmlHasHeading(node.value, levels));
  const isH1 = (node: RootContent) => hasHeading(node, /^h1$/, (d) => d === 1);
  const firstHeading = tree.children.findIndex((node) => hasHeading(node, /^h[1-6]$/, () => true));
  let firstLower = tree.children.findIndex((node) => hasHeading(node, /^h[2-6]$/, (d) => d > 1));
  // Without lower headings, only the first title goes.
  if (firstLower === -1) firstLower = tree.children.findIndex(isH1) + 1;
  tree.children = tree.children.flatMap((node, index): RootContent[] => {
    const inHeader = index < firstLower;
    if (inHeader && node.type === 'heading' && node.depth === 1) return [];
    if (node.type !== 'html' || !(index < firstHeading || (inHeader && isH1(node)))) return [node];
    const cleaned = cleanHeaderHtml(node.value);
    return cleaned === undefined ? [] : [{ ...node, value: cleaned }];
  });
  visit(tree, 'paragraph', (node, index, parent) => {
    if (parent && index !== undefined && isBadgeRow(node, definitions)) {
      replaceChild(parent, node, []);
      return [SKIP, index];
    }
    return undefined;
  });
  // The definitions of the badges go with them.
  const used = new Set<string>();
  visit(tree, ['linkReference', 'imageReference'], (node) => {
    used.add((node as LinkReference | ImageReference).identifier);
  });
  visit(tree, 'definition', (node, index, parent) => {
    if (parent && index !== undefined && !used.has(node.identifier)) {
      replaceChild(parent, node, []);
      return [SKIP, index];
    }
    return undefined;
  });
}

export function alertsToAdmonitions(tree: Root): void {
  visit(tree, 'blockquote', (node, index, parent) => {
    const admonition = parent && index !== undefined ? alertToAdmonition(node) : undefined;
    if (!admonition) return undefined;
    replaceChild(parent!, node, admonition);
    return [SKIP, index! + admonition.length];
  });
}

/** Points links, images and reference definitions where they belong on this site, and fixes or drops anchors. */
export function rewriteLinks(tree: Root, context: ReadmeContext): void {
  const { resolve } = pageAnchors(tree);
  const definitions = definitionsOf(tree);
  const imageIds = new Set<string>();
  visit(tree, 'imageReference', (node: ImageReference) => {
    imageIds.add(node.identifier);
  });
  const brokenDefinitions = new Set<string>();
  for (const definition of definitions.values()) {
    if (definition.url.startsWith('#')) {
      const id = resolve(definition.url.slice(1));
      if (id === undefined) brokenDefinitions.add(definition.identifier);
      else definition.url = `#${id}`;
    } else {
      definition.url = rewriteUrl(definition.url, imageIds.has(definition.identifier) ? 'image' : 'link', context);
    }
  }
  visit(tree, (node, index, parent) => {
    if (node.type === 'image') (node as Image).url = rewriteUrl(node.url, 'image', context);
    if (node.type === 'html') (node as Html).value = rewriteHtml(node.value, context, resolve);
    const broken =
      (node.type === 'link' && node.url.startsWith('#') && resolve(node.url.slice(1)) === undefined) ||
      (node.type === 'linkReference' && brokenDefinitions.has((node as LinkReference).identifier));
    if (broken && parent && index !== undefined) {
      // The link becomes its text.
      replaceChild(parent, node, (node as Link | LinkReference).children);
      return index;
    }
    if (node.type === 'link') {
      const link = node as Link;
      link.url = link.url.startsWith('#') ? `#${resolve(link.url.slice(1))}` : rewriteUrl(link.url, 'link', context);
    }
    return undefined;
  });
}

/** The README as the Markdown body of its page. */
export function readmeToTree(readme: string, context: ReadmeContext): Root {
  const tree = parseMarkdown(readme.replace(/\r\n?/g, '\n'));
  dropHeader(tree);
  alertsToAdmonitions(tree);
  rewriteLinks(tree, context);
  const { knownLanguage } = context;
  if (knownLanguage) {
    visit(tree, 'code', (node: Code) => {
      if (node.lang && !knownLanguage(node.lang)) node.lang = 'text';
    });
  }
  return tree;
}

export function readmeToPage(readme: string, context: ReadmeContext): string {
  return printMarkdown(readmeToTree(readme, context)).trim();
}
