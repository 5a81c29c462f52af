/**
 * Remark plugin: paragraphs whose lines start with `T>`, `W>` or `?>` become
 * tip, warning and note admonitions, so writers may use that short form as
 * well as `:::tip` blocks. Runs before Docusaurus' admonitions plugin, which
 * renders the container directives this produces.
 */
import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';

export const LINE_MARKERS = { T: 'tip', W: 'warning', '?': 'note' } as const;

const FIRST_MARKER = /^([TW?])> ?/;
const LINE_MARKER = /(^|\n)[TW?]> ?/g;

/** The container directive of remark-directive, as Docusaurus' admonitions plugin reads it. */
export type ContainerDirective = {
  type: 'containerDirective';
  name: string;
  attributes: Record<string, string>;
  children: Paragraph[];
};

function admonitionFor(paragraph: Paragraph): ContainerDirective | undefined {
  const first = paragraph.children[0];
  if (first?.type !== 'text') return undefined;
  const marker = FIRST_MARKER.exec(first.value)?.[1] as keyof typeof LINE_MARKERS | undefined;
  if (!marker) return undefined;
  const children = paragraph.children.map((child) =>
    child.type === 'text' ? { ...child, value: child.value.replace(LINE_MARKER, '$1') } : child,
  );
  return {
    type: 'containerDirective',
    name: LINE_MARKERS[marker],
    attributes: {},
    children: [{ ...paragraph, children }],
  };
}

function transform(node: Parent): void {
  node.children = node.children.map(
    (child) => ((child.type === 'paragraph' && admonitionFor(child)) || child) as RootContent,
  );
  for (const child of node.children) if ('children' in child) transform(child);
}

/** Takes no options. */
const remarkLineAdmonitions: Plugin<[], Root> = function remarkLineAdmonitions(...options: unknown[]) {
  if (options.some((option) => option !== undefined)) {
    throw new Error('remark-line-admonitions takes no options');
  }
  return (tree: Root) => transform(tree);
};

export default remarkLineAdmonitions;
