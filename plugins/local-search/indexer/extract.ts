/**
 * Reads a built page (its HTML, as the reader gets it) into what the search indexes: the page's title and
 * description, then one section per place a result can open — the top of the page, each h2 and h3, and each h4 with
 * an anchor — with the text up to the next of them. Sections under boilerplate headings (Further Reading, Contributors…)
 * are left out with everything below them up to the next heading of their level.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export type Section = {
  /** The heading's id, '' for the top of the page. */
  anchor: string;
  /** The heading's text; the page's title for the top of the page. */
  heading: string;
  /** 1 for the top of the page, 2 to 4 for headings. */
  level: 1 | 2 | 3 | 4;
  /** The section's text, whitespace collapsed. */
  text: string;
  /** The texts of its code, inline and line by line, where error messages and output are quoted. */
  code: string[];
  /**
   * The terms it defines in a list: the code that alone fills the first cell of a table's row or a definition list's
   * term (the devtool values of "All values", the options of a plugin's options table).
   */
  terms: string[];
  /** The pages of the site its links go to. */
  links: string[];
};

/** A list item that names a page by a link and says what it is: "[copy-webpack-plugin](…): copies files…". */
export type Entry = { href: string; name: string; text: string };

export type ExtractedPage = {
  title: string;
  description: string;
  /**
   * The writer's `keywords` (frontmatter, rendered as `<meta name="keywords">`): words readers use that the page may
   * not.
   */
  keywords: string[];
  sections: Section[];
  /** What the page's lists say of other pages of the site. */
  entries: Entry[];
};

export type ExtractOptions = {
  /** Headings whose sections are left out, compared without case. */
  ignoredHeadings: readonly string[];
};

/** Elements whose text is not the page's: the anchor links of headings, buttons, scripts, icons. */
const SKIPPED = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'head']);
/** Elements that do not break a word: text on either side runs on. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const classes = (element: Element) => (attribute(element, 'class') ?? '').split(/\s+/);

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An element's text, without the parts that are not the page's (see SKIPPED, the headings' `#` links). */
function textOf(node: Node, out: string[] = []): string[] {
  if (node.nodeName === '#text') out.push((node as DefaultTreeAdapterMap['textNode']).value);
  if (!isElement(node)) {
    for (const child of 'childNodes' in node ? node.childNodes : []) textOf(child, out);
    return out;
  }
  if (SKIPPED.has(node.tagName) || classes(node).includes('hash-link')) return out;
  const block = !INLINE.has(node.tagName);
  if (block) out.push(' ');
  for (const child of node.childNodes) textOf(child, out);
  if (block) out.push(' ');
  return out;
}

/** The code that alone fills a table row's first cell or a definition list's term, or undefined. */
function definedTerm(element: Element): string | undefined {
  const cell =
    element.tagName === 'dt'
      ? element
      : element.tagName === 'tr'
        ? element.childNodes.filter(isElement).find((child) => child.tagName === 'td')
        : undefined;
  if (!cell) return undefined;
  const code = cell.childNodes.filter(isElement);
  const text = collapse(textOf(cell).join(''));
  const only = code.length === 1 && code[0]!.tagName === 'code' ? collapse(textOf(code[0]!).join('')) : undefined;
  return only && only === text ? only : undefined;
}

/**
 * A list item that opens with a link to a page of the site, then says what it is after a colon or dash; or a table row
 * whose first cell is such a link alone, and whose other cells say what it is (the loaders list's table).
 */
function entryOf(element: Element): Entry | undefined {
  if (element.tagName === 'tr') {
    const [first, ...others] = element.childNodes.filter(isElement).filter((child) => child.tagName === 'td');
    const link = first?.childNodes.filter(isElement);
    if (!link || link.length !== 1 || link[0]!.tagName !== 'a') return undefined;
    const name = collapse(textOf(link[0]!).join(''));
    const href = attribute(link[0]!, 'href') ?? '';
    const text = collapse(others.map((cell) => textOf(cell).join('')).join(' '));
    return /^\/[^#]*$/.test(href) && name === collapse(textOf(first!).join('')) && text
      ? { href, name, text }
      : undefined;
  }
  if (element.tagName !== 'li') return undefined;
  const children = element.childNodes.filter(
    (child) => isElement(child) || collapse((child as DefaultTreeAdapterMap['textNode']).value ?? '') !== '',
  );
  const [link, ...rest] = children;
  if (!link || !isElement(link) || link.tagName !== 'a') return undefined;
  const href = attribute(link, 'href') ?? '';
  if (!/^\/[^#]*$/.test(href)) return undefined;
  const after = collapse(rest.map((child) => textOf(child).join('')).join(''));
  const text = /^(?::|[-–—]\s)\s*(.+)$/.exec(after)?.[1];
  return text ? { href, name: collapse(textOf(link).join('')), text } : undefined;
}

/**
 * The content of a built doc page, blog post or Markdown page (the pages plugin renders one as an article with its
 * title), or undefined for other pages.
 */
function contentOf(document: Node): { root: Element; title: string } | undefined {
  const doc = find(document, (element) => classes(element).includes('theme-doc-markdown'));
  if (doc) {
    const h1 = find(doc, (element) => element.tagName === 'h1');
    return { root: doc, title: h1 ? collapse(textOf(h1).join('')) : '' };
  }
  const article = find(document, (element) => element.tagName === 'article');
  const h1 = article && find(article, (element) => element.tagName === 'h1');
  if (!h1) return undefined;
  const post = find(document, (element) => attribute(element, 'id') === '__blog-post-container');
  return { root: post ?? article, title: collapse(textOf(h1).join('')) };
}

export function extractPage(html: string, { ignoredHeadings }: ExtractOptions): ExtractedPage | undefined {
  const document = parse(html);
  const content = contentOf(document);
  if (!content) return undefined;
  const ignored = new Set(ignoredHeadings.map((heading) => heading.trim().toLowerCase()));
  const meta = (name: string) => {
    const element = find(document, (node) => node.tagName === 'meta' && attribute(node, 'name') === name);
    return collapse((element && attribute(element, 'content')) ?? '');
  };
  const sections: (Section & { parts: string[] })[] = [
    { anchor: '', heading: content.title, level: 1, text: '', code: [], terms: [], links: [], parts: [] },
  ];
  // Below a boilerplate heading, everything is left out up to the next heading of its level or higher.
  let skippingBelow: number | undefined;
  const entries: Entry[] = [];

  const walk = (node: Node) => {
    // An h4 is a place of its own when it has an anchor to open (a sub-option: `devServer.client.overlay`).
    if (isElement(node) && (/^h[1-3]$/.test(node.tagName) || (node.tagName === 'h4' && attribute(node, 'id')))) {
      const level = Number(node.tagName[1]) as Section['level'];
      if (level === 1) return;
      const heading = collapse(textOf(node).join(''));
      if (skippingBelow !== undefined && level > skippingBelow) return;
      skippingBelow = ignored.has(heading.toLowerCase()) ? level : undefined;
      if (skippingBelow === undefined) {
        sections.push({
          anchor: attribute(node, 'id') ?? '',
          heading,
          level,
          text: '',
          code: [],
          terms: [],
          links: [],
          parts: [],
        });
      }
      return;
    }
    if (skippingBelow !== undefined && isElement(node)) {
      for (const child of node.childNodes) walk(child);
      return;
    }
    if (!isElement(node)) {
      if (node.nodeName === '#text' && skippingBelow === undefined) {
        sections.at(-1)!.parts.push((node as DefaultTreeAdapterMap['textNode']).value);
      }
      return;
    }
    if (SKIPPED.has(node.tagName) || classes(node).includes('hash-link')) return;
    // Code: inline, or a block's lines (each a div of the highlighted block, or its text's lines).
    if (node.tagName === 'code' || classes(node).includes('token-line')) {
      const code = collapse(textOf(node).join(''));
      const hasLines = node.childNodes.some((child) =>
        find(child, (element) => classes(element).includes('token-line')),
      );
      if (code && !hasLines) sections.at(-1)!.code.push(code);
    }
    const term = definedTerm(node);
    if (term) sections.at(-1)!.terms.push(term);
    const entry = entryOf(node);
    if (entry) entries.push(entry);
    const href = node.tagName === 'a' ? attribute(node, 'href') : undefined;
    if (href?.startsWith('/')) sections.at(-1)!.links.push(href);
    const block = !INLINE.has(node.tagName);
    const current = () => sections.at(-1)!.parts;
    if (block && skippingBelow === undefined) current().push(' ');
    for (const child of node.childNodes) walk(child);
    if (block && skippingBelow === undefined) current().push(' ');
  };
  for (const child of content.root.childNodes) walk(child);

  return {
    title: content.title,
    description: meta('description'),
    // Docusaurus joins the frontmatter's list with commas.
    keywords: meta('keywords')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    sections: sections.map(({ parts, ...section }) => ({ ...section, text: collapse(parts.join('')) })),
    entries,
  };
}
