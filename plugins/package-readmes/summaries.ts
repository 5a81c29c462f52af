/**
 * What the site's own lists say each documented package does: the loaders page (`docs/loaders/index.mdx`) in table
 * rows, the plugins page (`docs/plugins/index.mdx`) in list items. A package's page built without its README says the
 * same, so that it still tells a reader what the package is for, in the words the list uses.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Paragraph, PhrasingContent, Root, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { packagePagePath, type ReadmePackage } from './packages';
import { parseMarkdown } from './transform';

/** A package's line in a list: the words after the link to its page, as Markdown phrasing and as plain text. */
export type Summary = { phrasing: PhrasingContent[]; text: string };

/** Trims the separator a list item puts after its link (`: `) and starts the words with a capital, as a sentence. */
function asSentence(phrasing: readonly PhrasingContent[]): PhrasingContent[] {
  const nodes = phrasing.map((node) => ({ ...node }));
  const first = nodes[0];
  if (first?.type === 'text') {
    const value = first.value.replace(/^\s*[:–—-]?\s*/, '');
    if (value) nodes[0] = { ...first, value: value[0]!.toUpperCase() + value.slice(1) };
    else nodes.shift();
  }
  const last = nodes.at(-1);
  if (last?.type === 'text') {
    const value = last.value.trimEnd();
    nodes[nodes.length - 1] = { ...last, value: /[.!?]$/.test(value) ? value : `${value}.` };
  } else if (last) nodes.push({ type: 'text', value: '.' });
  return nodes;
}

/** The summaries a list page gives the packages whose pages it links to, first mention first. */
export function summariesIn(tree: Root, packages: readonly ReadmePackage[]): Map<string, Summary> {
  const byPage = new Map(packages.map((pkg) => [packagePagePath(pkg), pkg.name]));
  const found = new Map<string, Summary>();
  const take = (url: string, phrasing: PhrasingContent[]) => {
    const name = byPage.get(url);
    if (!name || found.has(name)) return;
    const sentence = asSentence(phrasing);
    const text = toString({ type: 'paragraph', children: sentence } satisfies Paragraph)
      .replace(/\s+/g, ' ')
      .trim();
    if (text.length > 1) found.set(name, { phrasing: sentence, text });
  };
  visit(tree, (node) => {
    if (node.type === 'tableRow') {
      const [name, what] = node.children as TableCell[];
      const link = name?.children[0];
      if (link?.type === 'link' && what) take(link.url, what.children);
    } else if (node.type === 'listItem') {
      const paragraph = node.children[0];
      const link = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
      if (paragraph?.type === 'paragraph' && link?.type === 'link') take(link.url, paragraph.children.slice(1));
    }
  });
  return found;
}

/** The list page of each kind of package, relative to the docs folder. */
const LIST_PAGES = ['loaders/index.mdx', 'plugins/index.mdx'];

/** The summaries of the site's list pages in `docsDir` (a list page that is missing gives none). */
export async function readSummaries(
  docsDir: string,
  packages: readonly ReadmePackage[],
): Promise<Map<string, Summary>> {
  const summaries = new Map<string, Summary>();
  for (const page of LIST_PAGES) {
    const source = await fs.readFile(path.join(docsDir, page), 'utf8').catch(() => undefined);
    if (source === undefined) continue;
    for (const [name, summary] of summariesIn(parseMarkdown(source), packages)) {
      if (!summaries.has(name)) summaries.set(name, summary);
    }
  }
  return summaries;
}
