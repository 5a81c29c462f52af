/** The Markdown twin of a doc page: its source with root-relative links made absolute, located on its syntax tree. */
import { visit } from 'unist-util-visit';
import { parsePage } from './parse';

/** Where the root-relative URL of each link, image and reference definition begins in `content`. */
export function rootRelativeUrlOffsets(content: string, format: 'md' | 'mdx'): number[] {
  const offsets: number[] = [];
  visit(parsePage(content, format), (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    if (!node.url.startsWith('/') || node.url.startsWith('//')) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    // The destination follows the label: `](` for links and images (after the link's text), `]:` for definitions.
    const labelEnd = node.type === 'link' ? (node.children.at(-1)?.position?.end.offset ?? start) : start;
    const marker = content.indexOf(node.type === 'definition' ? ']:' : '](', labelEnd);
    if (marker === -1 || marker >= end) return;
    let at = marker + 2;
    while (/\s/.test(content[at] ?? '')) at += 1;
    if (content[at] === '<') at += 1;
    if (content[at] === '/') offsets.push(at);
  });
  return offsets;
}

/** Rewrites root-relative Markdown links and images (and their reference definitions) to absolute URLs on `siteUrl`. */
export function absoluteLinks(content: string, siteUrl: string, format: 'md' | 'mdx' = 'mdx'): string {
  const base = siteUrl.replace(/\/$/, '');
  return rootRelativeUrlOffsets(content, format)
    .sort((a, b) => b - a)
    .reduce((text, at) => `${text.slice(0, at)}${base}${text.slice(at)}`, content);
}
