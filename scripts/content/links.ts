/** The links a page makes: Markdown links, JSX href/to attributes and frontmatter `related`, outside code. */

export type PageLink = { url: string; line: number };

function withoutCode(source: string): string {
  // Blank out fenced blocks and inline code, keeping line numbers.
  return source
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\S\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

export function pageLinks(source: string): PageLink[] {
  const text = withoutCode(source);
  const links: PageLink[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    links.push({ url: m[1]!, line: lineOf(m.index!) });
  for (const m of text.matchAll(/\b(?:href|to)=["']([^"']+)["']/g)) links.push({ url: m[1]!, line: lineOf(m.index!) });
  for (const m of text.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)) links.push({ url: m[1]!, line: lineOf(m.index!) });
  return links;
}

/** Only links inside this site are checked. */
export function isInternal(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('#');
}
