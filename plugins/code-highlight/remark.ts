/**
 * Remark plugin: highlights every fenced (or indented) code block at build time. The block becomes a `code` MDX
 * element — MDX maps it to `@theme/CodeBlock` through the theme's MDX components, as it maps Markdown code — carrying
 * the highlighted lines as an `html` string, the title, the `language-…` class and `showLineNumbers`. The page then
 * ships finished markup and no highlighter; `src/theme/CodeBlock` renders it. Works for `.mdx` and CommonMark `.md`.
 *
 * Blocks it leaves to the theme: `live` code (interactive, highlighted in the browser).
 *
 * A fence naming a language Prism does not know (`jsxx`) fails the page, every such fence of the page named with its
 * line and column: it would show as plain text, a typo nobody sees.
 */
import { createHighlighter, type CodeHighlighter, type PrismOptions } from './highlight';

type Position = { start: { line: number; column: number } };
/** The part of unified's VFile used here: `fail` throws a message placed at a node. */
type File = { fail(reason: string, place: Node): never };
type Node = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  position?: unknown;
  [key: string]: unknown;
};

/** An attribute value MDX compiles as a JavaScript expression (a string or number literal). */
function literal(value: string | number) {
  const raw = JSON.stringify(value);
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: raw,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value, raw } }],
      },
    },
  };
}

const attribute = (name: string, value: unknown) => ({ type: 'mdxJsxAttribute', name, value });

export function highlightedElement(node: Node, highlighter: CodeHighlighter): Node {
  const block = highlighter.highlight({ code: node.value ?? '', lang: node.lang, meta: node.meta });
  return {
    type: 'mdxJsxFlowElement',
    name: 'code',
    attributes: [
      attribute('className', block.className),
      ...(block.title ? [attribute('title', block.title)] : []),
      ...(block.lineNumbersStart !== undefined ? [attribute('showLineNumbers', literal(block.lineNumbersStart))] : []),
      attribute('html', literal(block.html)),
    ],
    children: [],
    position: node.position,
  };
}

function transform(node: Node, highlighter: CodeHighlighter, unknown: Node[]): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type !== 'code') return child;
    if (child.meta?.split(' ').includes('live')) return child;
    if (!highlighter.knows(child.lang)) unknown.push(child);
    return highlightedElement(child, highlighter);
  });
  node.children.forEach((child) => transform(child, highlighter, unknown));
}

export default function remarkCodeHighlight(options: PrismOptions) {
  const highlighter = createHighlighter(options);
  return (tree: Node, file: File) => {
    const unknown: Node[] = [];
    transform(tree, highlighter, unknown);
    if (unknown.length === 0) return;
    const where = (node: Node) => {
      const start = (node.position as Position | undefined)?.start;
      return `\`${node.lang}\`${start ? ` (${start.line}:${start.column})` : ''}`;
    };
    file.fail(
      `Code blocks in a language Prism does not know: ${unknown.map(where).join(', ')}. Name one it knows (js, ts, bash, json, diff, text, …) or none.`,
      // The first such fence: its position places the error.
      unknown[0]!,
    );
  };
}
