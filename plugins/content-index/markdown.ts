/** Reading a Markdown/MDX page the way the content index needs it: headings and their anchors. */
import { createSlugger } from '@docusaurus/utils';

export type Anchor = { title: string; id: string; level: number };

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Lines outside fenced code blocks, with their text. */
function proseLines(content: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of content.split('\n')) {
    const match = FENCE.exec(line);
    if (fence) {
      if (match && match[1]![0] === fence[0] && match[1]!.length >= fence.length && line.trim() === match[1])
        fence = null;
      continue;
    }
    if (match) {
      fence = match[1]!;
      continue;
    }
    lines.push(line);
  }
  return lines;
}

/** The plain text of a heading's inline Markdown, as the heading anchor is computed from it. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|\*)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .trim();
}

/**
 * Every heading's anchor, in order, with the ids Docusaurus gives them:
 * GitHub-style slugs, de-duplicated across the page, or an explicit `{#id}`.
 */
export function headingAnchors(content: string): Anchor[] {
  const slugger = createSlugger();
  const anchors: Anchor[] = [];
  for (const line of proseLines(content)) {
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const level = match[1]!.length;
    let raw = match[2]!;
    const explicit = /\s*\{#([^}\s]+)\}\s*$/.exec(raw);
    if (explicit) raw = raw.slice(0, explicit.index);
    const title = headingText(raw);
    const id = explicit ? explicit[1]! : slugger.slug(title);
    anchors.push({ title, id, level });
  }
  return anchors;
}
