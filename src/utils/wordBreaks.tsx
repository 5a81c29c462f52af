/**
 * Line-break opportunities inside long identifiers (`output.compareBeforeEmit`, `EvalSourceMapDevToolPlugin`,
 * `__webpack_require__`): after a dot or an inner underscore, and at camel-case humps. Labels render a `<wbr>` at
 * each, and their CSS (`overflow-wrap: normal`) lets a line break nowhere else inside a word.
 */
import React from 'react';

const isLower = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isUpper = (c: string | undefined) => c !== undefined && c >= 'A' && c <= 'Z';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isAlnum = (c: string | undefined) => isLower(c) || isUpper(c) || isDigit(c);

/**
 * Whether a line may break between `text[i - 1]` and `text[i]` inside a word: after a dot that ends a name and
 * starts another (`output.|path`, `rules[].|use`), after inner underscores (`__webpack_|require__`), at a camel-case
 * hump (`compare|Before`, `Dev|Tool`) and after an acronym (`HTML|Webpack`).
 */
export function isBreakOpportunity(text: string, i: number): boolean {
  const [before, prev, cur, next] = [text[i - 2], text[i - 1], text[i], text[i + 1]];
  if (prev === '.')
    return (isAlnum(before) || before === ']' || before === ')') && (isLower(cur) || isUpper(cur) || cur === '_');
  if (prev === '_') return isAlnum(cur) && /[A-Za-z\d]_*$/.test(text.slice(0, i - 1));
  if (isUpper(cur)) return isLower(prev) || isDigit(prev) || (isUpper(prev) && isLower(next));
  return false;
}

/** `text` cut at its break opportunities. */
export function breakableParts(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i += 1) {
    if (isBreakOpportunity(text, i)) {
      parts.push(text.slice(start, i));
      start = i;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `text` with a `<wbr>` at each break opportunity. */
export function WordBreaks({ text }: { text: string }): React.ReactNode {
  const parts = breakableParts(text);
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}

/**
 * An HTML fragment (a heading's table-of-contents value) with a `<wbr>` at each break opportunity of its text;
 * tags and character references are left whole.
 */
export function htmlWithWordBreaks(html: string): string {
  return html
    .split(/(<[^>]*>|&[#\w]+;)/)
    .map((piece) => (piece.startsWith('<') || /^&[#\w]+;$/.test(piece) ? piece : breakableParts(piece).join('<wbr>')))
    .join('');
}
