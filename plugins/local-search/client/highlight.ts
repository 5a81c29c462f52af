/** Where a result's text holds the words a query was matched on, to show them marked. */

export type Piece = { text: string; marked: boolean };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text cut into pieces, the ones that start with one of `words` (lower case, as the index holds them) marked:
 * `devServer.proxy` is marked whole for the word `devserver.proxy`, "Loaders" in part for `loader`.
 */
export function highlight(text: string, words: readonly string[]): Piece[] {
  const usable = [...new Set(words)].filter((word) => word.length > 1).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, marked: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_$])(?:${usable.map(escape).join('|')})`, 'giu');
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), marked: false });
    pieces.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
