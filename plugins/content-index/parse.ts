/**
 * Parses a page's Markdown into its syntax tree (mdast) the way Docusaurus reads it: `.mdx` as MDX (JSX, expressions,
 * no indented code), `.md` as CommonMark, both with GitHub's extensions (tables, task lists, autolinks). An `.mdx`
 * page that is not valid MDX is read as CommonMark, so that a check can still report on it.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const markdown = unified().use(remarkParse).use(remarkGfm);
const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parsePage(content: string, format: 'md' | 'mdx'): Root {
  if (format === 'mdx') {
    try {
      return mdx.parse(content);
    } catch {
      // Not valid MDX: read it as Markdown.
    }
  }
  return markdown.parse(content);
}

/** The format of a page file, from its extension. */
export function formatOf(file: string): 'md' | 'mdx' {
  return file.endsWith('.mdx') ? 'mdx' : 'md';
}
