/**
 * Remark plugin: paragraphs whose lines start with `T>`, `W>` or `?>` become
 * tip, warning and note admonitions, so writers may use that short form as
 * well as `:::tip` blocks. Runs before Docusaurus' admonitions plugin, which
 * renders the container directives this produces.
 */

type Node = { type: string; value?: string; children?: Node[]; name?: string; attributes?: Record<string, string> };

export const LINE_MARKERS = { T: 'tip', W: 'warning', '?': 'note' } as const;

const FIRST_MARKER = /^([TW?])> ?/;
const LINE_MARKER = /(^|\n)[TW?]> ?/g;

function admonitionFor(paragraph: Node): Node | undefined {
  const first = paragraph.children?.[0];
  if (first?.type !== 'text' || !first.value) return undefined;
  const marker = FIRST_MARKER.exec(first.value)?.[1] as keyof typeof LINE_MARKERS | undefined;
  if (!marker) return undefined;
  const children = paragraph.children!.map((child) =>
    child.type === 'text' ? { ...child, value: child.value!.replace(LINE_MARKER, '$1') } : child,
  );
  return {
    type: 'containerDirective',
    name: LINE_MARKERS[marker],
    attributes: {},
    children: [{ ...paragraph, children }],
  };
}

function transform(node: Node): void {
  if (!node.children) return;
  node.children = node.children.map((child) => (child.type === 'paragraph' && admonitionFor(child)) || child);
  node.children.forEach(transform);
}

export default function remarkLineAdmonitions() {
  return (tree: Node) => transform(tree);
}
