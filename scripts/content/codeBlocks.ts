/** Fenced code blocks of a Markdown/MDX page, with their meta (title, the `validate` flag) and line, from its syntax tree. */
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { parsePage } from '../../plugins/content-index/parse';

export type CodeBlock = {
  lang: string;
  meta: string;
  title?: string;
  /** Marked with the meta word `validate`: a complete webpack configuration. */
  validate: boolean;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
};

/** The language and meta of a fence's info string (`js title="webpack.config.js" validate {2}`). */
export function parseMeta(info: string): { lang: string; meta: string; title?: string; validate: boolean } {
  const trimmed = info.trim();
  const [lang = '', ...rest] = trimmed.split(/\s+/);
  const meta = rest.join(' ');
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const withoutTitle = meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '');
  return {
    lang: lang.toLowerCase(),
    meta,
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    validate: /(^|\s)validate(\s|$)/.test(withoutTitle),
  };
}

/** The fenced code blocks of a page (indented code, which MDX does not have, is left out). */
export function extractCodeBlocks(source: string, format: 'md' | 'mdx' = 'mdx'): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(parsePage(source, format), 'code', (node: Code) => {
    const start = node.position?.start;
    if (!start || !/^\s*(`{3,}|~{3,})/.test(source.slice(start.offset))) return;
    blocks.push({ ...parseMeta(`${node.lang ?? ''} ${node.meta ?? ''}`), code: node.value, line: start.line });
  });
  return blocks;
}
