/**
 * The code block metadata of a block highlighted at build time (plugins/code-highlight): the theme's metadata plus the
 * highlighted lines as HTML, which `CodeBlock/Content` renders as they are.
 */
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import { escapeHtml } from '@site/src/utils/escapeHtml';

export type HighlightedMetadata = CodeBlockMetadata & { html: string };

export function highlightedHtml(metadata: CodeBlockMetadata): string | undefined {
  return (metadata as Partial<HighlightedMetadata>).html;
}

/** The code as text, read from the rendered lines (each `.token-line` is one line; line numbers are CSS counters). */
export function codeTextOf(pre: HTMLElement | null): string {
  if (!pre) return '';
  return [...pre.querySelectorAll('code > .token-line')].map((line) => line.textContent ?? '').join('\n');
}

/** Code as unhighlighted lines, in the markup of highlighted ones. */
export function plainHtml(code: string): string {
  return code
    .split('\n')
    .map((line) => `<div class="token-line">${escapeHtml(line)}<br></div>`)
    .join('');
}

/**
 * The title of a metastring (`title="webpack.config.js"`), as theme-common's `parseCodeBlockTitle` (3.10.2) reads it.
 * Its own is in the module that parses code for blocks highlighted in the browser, which pages do not load
 * (plugins/code-highlight/client/codeBlockUtils.ts).
 */
export function titleOf(metastring: string | undefined): string {
  return /title=(?<quote>["'])(?<title>.*?)\1/.exec(metastring ?? '')?.groups?.title ?? '';
}
