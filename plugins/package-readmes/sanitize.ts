/**
 * A rehype plugin for the docs: the pages generated from package READMEs
 * (files in a folder of the generated folder's name, in the docs or in a
 * versioned copy of them) keep only the HTML of an allow-list
 * (rehype-sanitize's GitHub-like schema, narrowed): no script, style, frame,
 * form, meta, base or event handler, and no `javascript:` or `data:` URL.
 * Headings keep their ids (the table of contents and anchors use them), unless
 * an id could clash with the page's own: those are prefixed (see safeHeadingIds).
 *
 * It runs after Docusaurus has parsed the README's raw HTML (rehype-raw), on
 * the whole page. The nodes Docusaurus itself adds to the tree (admonitions,
 * the `toc` export) are MDX nodes that a Markdown file cannot contain: they
 * are set aside while the rest is sanitised and put back, with their own
 * children sanitised.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Element, ElementContent, Nodes, Properties, Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import { unified, type Plugin } from 'unified';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

/** Elements removed with everything inside them. */
const STRIP = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'button',
  'textarea',
  'select',
  'title',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'head',
  'meta',
  'base',
  'link',
];

/** Stand-in for the MDX nodes while the rest is sanitised: a tag name no README can guess. */
const PLACEHOLDER = `readme-mdx-${randomUUID()}`;

export function readmeSchema(): Schema {
  const attributes = defaultSchema.attributes!;
  const global = (attributes['*'] ?? []).filter((name) => name !== 'id' && name !== 'name');
  return {
    ...defaultSchema,
    // Ids are kept as they are (headings need theirs) but only where they cannot clobber a global: on headings, and
    // the `user-content-` ids of footnotes.
    clobber: [],
    attributes: {
      ...attributes,
      '*': [...global, ['id', /^user-content-/]],
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, [...(attributes[tag] ?? []), 'id']])),
      // Docusaurus' code blocks read their title and options from `metastring`.
      code: [...(attributes.code ?? []), 'metastring', 'live'],
      // Docusaurus' admonitions (`:::note`, and the GitHub alerts made into them) are elements of this name.
      admonition: [['type', ...ADMONITION_TYPES], 'title'],
      [PLACEHOLDER]: [['dataIndex', /^\d+$/]],
    },
    protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
    tagNames: [
      ...defaultSchema.tagNames!,
      'caption',
      'col',
      'colgroup',
      'figcaption',
      'figure',
      'mark',
      'small',
      'u',
      'admonition',
      'mdxAdmonitionTitle',
      PLACEHOLDER,
    ],
    strip: STRIP,
    allowComments: false,
    allowDoctypes: false,
  };
}

const sanitizer = unified().use(rehypeSanitize, readmeSchema());

/**
 * GitHub's prefix for the ids of user content, which the schema already allows anywhere: an id with it cannot be one
 * the page or its scripts use.
 */
const USER_CONTENT_PREFIX = 'user-content-';

/**
 * The shape of the ids Docusaurus gives Markdown headings (GitHub's slugs): lower-case letters of any script, digits,
 * `-` and `_`. An id of another shape came from the README's own HTML (`<h2 id="dataLayer">`): a camel-case name can
 * be a global that a script reads from `window` (analytics' `dataLayer`), which an element of that id would replace.
 */
const SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}_-]+$/u;

/**
 * Ids the page around a README gives elements of its own, which a heading of the same id would take the place of in
 * `getElementById`, `aria-controls` or `href="#…"`: Docusaurus' root and skip-to-content target, the classic theme's
 * external-link icon, the container the offline worker's update notice renders into, and the ids React's `useId`
 * makes in the browser (`_r_1_`; the server's `_R_…_` are not slugs).
 */
const PAGE_IDS = /^(__docusaurus.*|theme-svg-external-link|pwa-popup-container|_r_.*)$/;

const isSafeId = (id: string) => id.startsWith(USER_CONTENT_PREFIX) || (SLUG.test(id) && !PAGE_IDS.test(id));

/** The id a same-page link points at: `#dataLayer` → `dataLayer`, `#caf%C3%A9` → `café`. */
function fragmentOf(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

function* elements(node: Nodes): Generator<Element> {
  if (node.type === 'element') yield node;
  if ('children' in node) for (const child of node.children as Nodes[]) yield* elements(child);
}

/**
 * Prefixes the heading ids that could clash with the page's own (USER_CONTENT_PREFIX), and points the README's links
 * to them at the new ids, so that they still lead to their heading.
 */
function safeHeadingIds(tree: Root): void {
  const renamed = new Map<string, string>();
  for (const element of elements(tree)) {
    const { id } = element.properties;
    if (!HEADINGS.includes(element.tagName) || typeof id !== 'string' || isSafeId(id)) continue;
    renamed.set(id, `${USER_CONTENT_PREFIX}${id}`);
    element.properties.id = renamed.get(id);
  }
  if (renamed.size === 0) return;
  for (const element of elements(tree)) {
    const { href } = element.properties;
    if (element.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) continue;
    const target = renamed.get(fragmentOf(href));
    if (target) element.properties.href = `#${target}`;
  }
}

const isMdxNode = (node: { type: string }) => node.type.startsWith('mdx');

/** Sanitises a hast tree, keeping MDX nodes (with sanitised children) where they were. */
export function sanitizeTree(tree: Root): Root {
  const kept: Nodes[] = [];
  const hide = (node: Nodes): Nodes => {
    if (isMdxNode(node)) {
      kept.push(node);
      const children = 'children' in node ? (node.children as Nodes[]).map(hide) : [];
      return {
        type: 'element',
        tagName: PLACEHOLDER,
        properties: { dataIndex: String(kept.length - 1) },
        children: children as ElementContent[],
      };
    }
    if ('children' in node) return { ...node, children: (node.children as Nodes[]).map(hide) } as Nodes;
    return node;
  };
  const restore = (node: Nodes): Nodes => {
    const children = 'children' in node ? (node.children as Nodes[]).map(restore) : undefined;
    if (node.type === 'element' && node.tagName === PLACEHOLDER) {
      const original = kept[Number((node.properties as Properties).dataIndex)];
      if (original) return { ...original, ...('children' in original ? { children } : {}) } as Nodes;
    }
    return children ? ({ ...node, children } as Nodes) : node;
  };
  const sanitized = sanitizer.runSync(hide(tree) as Root);
  safeHeadingIds(sanitized);
  return restore(sanitized) as Root;
}

export type Options = {
  /** Name of the folder of the generated README pages: only files inside such a folder are sanitised. */
  folder: string;
};

/** The rehype plugin: sanitises the pages in `folder`, leaves every other page alone. */
const rehypeSanitizeReadmes: Plugin<[Options], Root> = function rehypeSanitizeReadmes({ folder }) {
  return (tree, file) => {
    if (!file.path || !path.dirname(path.resolve(file.path)).split(path.sep).includes(folder)) return undefined;
    return sanitizeTree(tree);
  };
};

export default rehypeSanitizeReadmes;
