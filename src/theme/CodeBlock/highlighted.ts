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
