/** llms.txt: the docs of a version as a list of links to their Markdown twins, per section, built as Markdown syntax. */
import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { DirectoryNode, FileNode } from './tree';

export type LlmsLink = { title: string; url: string; description?: string };

export type LlmsOptions = {
  siteUrl: string;
  title: string;
  summary: string;
  sectionTitles: Record<string, string>;
  /** Links listed under "Optional" (the other versions' llms.txt). */
  extra?: LlmsLink[];
};

const printer = unified().use(remarkStringify, { bullet: '-' });

export function twinUrl(siteUrl: string, url: string): string {
  return `${siteUrl.replace(/\/$/, '')}${url}index.md`;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });

function linkList(links: readonly LlmsLink[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: links.map((link): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: link.url, children: [text(link.title)] },
            ...(link.description ? [text(`: ${link.description}`)] : []),
          ],
        },
      ],
    })),
  };
}

export function llmsTxt(tree: DirectoryNode, options: LlmsOptions): string {
  const heading = (depth: 1 | 2, value: string): RootContent => ({ type: 'heading', depth, children: [text(value)] });
  const children: RootContent[] = [
    heading(1, options.title),
    { type: 'blockquote', children: [{ type: 'paragraph', children: [text(options.summary)] }] },
  ];
  for (const section of tree.children.filter((c): c is DirectoryNode => c.type === 'directory')) {
    const files = section.children.filter((c): c is FileNode => c.type === 'file');
    children.push(heading(2, options.sectionTitles[section.name] ?? section.name));
    if (files.length === 0) continue;
    children.push(
      linkList(
        files.map((file) => ({
          title: file.title,
          url: twinUrl(options.siteUrl, file.url),
          ...(file.description ? { description: file.description } : {}),
        })),
      ),
    );
  }
  if (options.extra?.length) children.push(heading(2, 'Optional'), linkList(options.extra));
  return printer.stringify({ type: 'root', children } satisfies Root);
}
