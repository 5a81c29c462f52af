/**
 * A rehype plugin for the docs: the pages generated from package READMEs
 * (files in a folder of the generated folder's name, in the docs or in a
 * versioned copy of them) keep only the HTML of an allow-list
 * (rehype-sanitize's GitHub-like schema, narrowed): no script, style, frame,
 * form, meta, base or event handler, and no `javascript:` or `data:` URL.
 * Headings keep their ids (the table of contents and anchors use them).
 *
 * It runs after Docusaurus has parsed the README's raw HTML (rehype-raw), on
 * the whole page. The nodes Docusaurus itself adds to the tree (admonitions,
 * the `toc` export) are MDX nodes that a Markdown file cannot contain: they
 * are set aside while the rest is sanitised and put back, with their own
 * children sanitised.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ElementContent, Nodes, Properties, Root } from 'hast';
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
  return restore(sanitizer.runSync(hide(tree) as Root)) as Root;
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
