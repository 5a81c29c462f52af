/**
 * The order of search results, in the search worker of @easyops-cn/docusaurus-search-local: this module replaces the
 * plugin's `utils/sortSearchResults` in the bundle (see the plugin's README).
 *
 * The worker tries the query in steps, strictest first (every word as typed, then the last word as a prefix, then
 * without one word, then misspelt), each step in the page titles, then headings, descriptions and section texts, and
 * keeps the first results it finds. The plugin's own sort then moves each heading or text behind its page's title
 * wherever that title was found, even in a much looser step: "dev server proxy" found the heading `devServer.proxy`
 * first, and the loose match "DevServer" (without "proxy") pulled it down below a guide that only mentions the words.
 *
 * Here each result is ranked on what a reader means by a match (keysOf), in this order:
 * 1. a title or heading that has every word of the query, then a page title that has all but one of three or more;
 * 2. how many words it matched as typed (not as a misspelling);
 * 3. whether its heading is the name searched for: a page title that is the query, or a heading that names an option,
 *    hook or method (`devServer.proxy` for "dev server proxy" or `devServer.proxy`, `output.chunkFilename` for
 *    `chunkFilename`, `accept` under "Call these on module.hot" for `module.hot.accept`);
 * 4. page titles, then headings, then texts;
 * 5. the weight of its page (release notes and imported package READMEs below the docs' own pages);
 * 6. the query's words in this order in its text ("Module not found");
 * 7. how many of the words its heading and page title hold, the first word (the topic) first;
 * 8. how many words its text holds as written, not only as the stem of another ("compiler" is not "Compilation");
 * 9. the order the worker found it in (its step, then lunr's score).
 * When a page's title is among the results, the page's other results follow it (the search bar draws them as its
 * tree).
 */
import lunr from 'lunr';

/** A search result as the plugin's worker makes it (the fields used here). */
export type RankedResult = {
  document: { t: string; u: string; s?: string; w?: number; n?: string[] };
  /** The page's title document, for headings and texts. */
  page?: { t: string; w?: number } | false;
  type: number;
  tokens: string[];
  /** The index terms matched (stemmed), by field. */
  metadata: Record<string, unknown>;
  index?: number;
};

const TITLE = 0;
const HEADING = 1;
const KEYWORDS = 3;

/** The words of a text: its pieces between punctuation, with the humps of camelCase pieces. */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const [piece] of text.matchAll(/[\p{L}\p{N}_$]+/gu)) {
    words.add(piece.toLowerCase());
    for (const hump of piece.split(/(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)) words.add(hump.toLowerCase());
  }
  return words;
}

/** Letters and digits only, lower-cased: `devServer.proxy`, "dev server proxy" and `devserverproxy` are one name. */
const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The heading a result points at: its page's title, a heading, or the section title of a text. */
const labelOf = (result: RankedResult) =>
  result.type === TITLE || result.type === HEADING ? result.document.t : (result.document.s ?? result.document.t);

/**
 * Whether `label` is the name `query` searches for: a page title that is the query, or a heading that names a thing of
 * code (an option, hook or method: `devServer.proxy`, `chunkFilename`) that is the query or ends with it after a dot.
 * Headings in words ("Source maps") are not names: a page title that matches ranks above them.
 */
export function isNamed(label: string, query: string[], isTitle: boolean): boolean {
  const searched = squeeze(query.join(''));
  const name = label.trim();
  if (!searched) return false;
  if (isTitle) return squeeze(name) === searched;
  if (/\s/.test(name)) return false;
  return squeeze(name) === searched || squeeze(name.slice(name.lastIndexOf('.') + 1)) === searched;
}

const isWord = (token: string) => Boolean(lunr.stopWordFilter(token as unknown as lunr.Token));
const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_WORD = '[^\\p{L}\\p{N}_$]';
const WORD = '[\\p{L}\\p{N}_$]';

/** Whether the text holds the word as written (without case), not only as part of a longer word. */
export function hasWord(text: string, word: string): boolean {
  return new RegExp(`(?<!${WORD})${escape(word)}(?!${WORD})`, 'iu').test(text);
}

/**
 * Whether the words appear in this order in the text, at most two other words between neighbours: the words left out
 * of a query ("process is not defined" is searched as `process defined`) are still between them in the text.
 */
export function hasPhrase(text: string, words: string[]): boolean {
  if (words.length < 2) return false;
  const gap = `${NOT_WORD}+(?:${WORD}+${NOT_WORD}+){0,2}`;
  return new RegExp(`(?<!${WORD})${words.map(escape).join(gap)}(?!${WORD})`, 'iu').test(text);
}

/** Whether the result matched the word itself (or words it begins, while the reader types), not a misspelling of it. */
function matchedAsTyped(result: RankedResult, word: string): boolean {
  const stemmed = stem(word);
  return Object.keys(result.metadata).some((term) => term === stemmed || term.startsWith(word));
}

/**
 * The sort keys of a result, compared in order, lower first. `queryWords` is the number of words of the whole query
 * (the worker gives each result the words of the step that found it).
 */
export function keysOf(result: RankedResult, index: number, queryWords: number): number[] {
  const words = result.tokens.filter(isWord);
  const matched = words.filter((word) => matchedAsTyped(result, word)).length;
  const isTitle = result.type === TITLE;
  const label = labelOf(result);
  // The heading's and the page title's words, and their stems: "library" is in "Authoring Libraries".
  const context = `${label} ${result.page ? result.page.t : ''}`;
  const contextStems = new Set([...wordsOf(context)].map(stem));
  const squeezedContext = squeeze(context);
  const inContext = (word: string) => contextStems.has(stem(word)) || squeezedContext.includes(squeeze(word));
  const weight = (isTitle ? result.document.w : result.page ? result.page.w : undefined) ?? 1;
  return [
    // A title or heading with every word; then a page title with all but one word of a longer query ("Code
    // Splitting" for "split vendor code"), which is closer to what the reader means than a text with every word.
    (isTitle || result.type === HEADING) && matched === queryWords
      ? 0
      : isTitle && queryWords >= 3 && matched === queryWords - 1
        ? 1
        : 2,
    // Words matched as typed, not as misspellings.
    -matched,
    [label, ...(result.document.n ?? [])].some((name) => isNamed(name, words, isTitle)) ? 0 : 1,
    isTitle || result.type === KEYWORDS ? 0 : result.type === HEADING ? 1 : 2,
    -weight,
    hasPhrase(result.document.t, words) ? 0 : 1,
    -words.filter(inContext).length,
    // Readers name the topic first and narrow it after: "target node", "resolve alias", "stats errorDetails".
    words.length > 1 && inContext(words[0]!) ? 0 : 1,
    // Words written as such, not only as the stem of another ("compiler" is not in "Compilation").
    -words.filter((word) => hasWord(result.document.t, word)).length,
    index,
  ];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Sorts the results in place (the worker's contract), best first. When a page's title is among the results, the other
 * results of that page follow it, where the search bar draws them as its tree.
 */
export function sortSearchResults(results: RankedResult[]): void {
  const queryWords = Math.max(0, ...results.map((result) => result.tokens.filter(isWord).length));
  const keyed = results.map((result, index) => ({ result, keys: keysOf(result, index, queryWords) }));
  keyed.sort((a, b) => compare(a.keys, b.keys));
  const titled = new Set(keyed.filter(({ result }) => result.type === TITLE).map(({ result }) => result.document.u));
  const groupOf = new Map<string, number>();
  const groups = keyed.map(({ result }, rank) => {
    if (!titled.has(result.document.u)) return rank;
    if (!groupOf.has(result.document.u)) groupOf.set(result.document.u, rank);
    return groupOf.get(result.document.u)!;
  });
  const ordered = keyed
    .map(({ result }, rank) => ({ result, rank, group: groups[rank]! }))
    .sort((a, b) => a.group - b.group || a.rank - b.rank)
    .map(({ result }) => result);
  results.splice(0, results.length, ...ordered);
  results.forEach((result, index) => {
    result.index = index;
    markWhereFound(result);
  });
}

type FieldMatch = { position?: [number, number][] };

/**
 * The search bar highlights a result's text at the positions its words were found in the text (field `t`), and
 * fails on a result with none. A title or heading found by another name (`module.hot.accept` for `accept`) is
 * highlighted whole; a text found by its section's title is shown from its start, with nothing highlighted.
 */
export function markWhereFound(result: RankedResult): void {
  const matches = Object.values(result.metadata) as Record<string, FieldMatch | undefined>[];
  if (matches.some((match) => match.t?.position?.length)) return;
  const whole = result.type === TITLE || result.type === HEADING;
  result.metadata[''] = { t: { position: [[0, whole ? result.document.t.length : 0]] } };
}
