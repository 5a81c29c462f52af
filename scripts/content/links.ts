/** The links a page makes, from its syntax tree: Markdown links, images and definitions, JSX and HTML href/to. */
import { visit } from 'unist-util-visit';
import { parsePage } from '../../plugins/content-index/parse';
import { htmlAttributes } from '../../plugins/package-readmes/transform';

export type PageLink = { url: string; line: number };

type Position = { start: { line: number; column: number } };
type JsxAttribute = { type: string; name?: string; value?: unknown; position?: Position };

export function pageLinks(source: string, format: 'md' | 'mdx' = 'mdx'): (PageLink & { column: number })[] {
  const links: (PageLink & { column: number })[] = [];
  const add = (url: string, position: Position | undefined) => {
    if (position) links.push({ url, line: position.start.line, column: position.start.column });
  };
  visit(parsePage(source, format), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') add(node.url, node.position);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes as JsxAttribute[]) {
        if ((attribute.name === 'href' || attribute.name === 'to') && typeof attribute.value === 'string') {
          add(attribute.value, attribute.position ?? node.position);
        }
      }
    }
    if (node.type === 'html') {
      for (const { value, offset } of htmlAttributes(node.value, ['href'])) {
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
  return links.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Only links inside this site are checked. */
export function isInternal(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('#');
}
