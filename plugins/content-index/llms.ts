/** llms.txt: the docs of a version as a list of links to their Markdown twins, per section. */
import type { DirectoryNode, FileNode } from './tree';

export type LlmsOptions = {
  siteUrl: string;
  title: string;
  summary: string;
  sectionTitles: Record<string, string>;
  extra?: string[];
};

export function twinUrl(siteUrl: string, url: string): string {
  return `${siteUrl.replace(/\/$/, '')}${url}index.md`;
}

export function llmsTxt(tree: DirectoryNode, options: LlmsOptions): string {
  const lines = [`# ${options.title}`, '', `> ${options.summary}`, ''];
  for (const section of tree.children.filter((c): c is DirectoryNode => c.type === 'directory')) {
    lines.push(`## ${options.sectionTitles[section.name] ?? section.name}`, '');
    const files = section.children.filter((c): c is FileNode => c.type === 'file');
    for (const file of files) {
      const description = file.description ? `: ${file.description}` : '';
      lines.push(`- [${file.title}](${twinUrl(options.siteUrl, file.url)})${description}`);
    }
    lines.push('');
  }
  if (options.extra?.length) lines.push('## Optional', '', ...options.extra, '');
  return lines.join('\n');
}
