/**
 * How the local search index splits text into words. lunr cuts text at spaces
 * and hyphens only, so a heading such as `output.publicPath` becomes the one
 * token `output.publicpath`, and searches for `publicPath` or "public path"
 * miss it. This tokenizer keeps every token whole and adds:
 *
 * - in texts up to a paragraph long (titles, headings, descriptions), its parts around `.`, `/` and `:` and at
 *   camelCase humps (`devServer.proxy` → `devserver.proxy`, `devserver`, `dev`, `server`, `proxy`); long
 *   sections, mostly code, keep their words as they are, which keeps the index small;
 * - in short texts (titles, headings), each pair of neighbouring words joined,
 *   so that the page "Public Path" is found by `publicPath`;
 * - the words of a few terms readers search for by another name (SYNONYMS).
 *
 * @easyops-cn/docusaurus-search-local builds its index in the build process
 * with the `lunr` module, through `lunr.tokenizer`; installing this tokenizer
 * from the site configuration changes how that index is built, nothing else.
 */
import lunr from 'lunr';

/** lunr's tokenizer (its typings omit the metadata argument the builder passes). */
export type Tokenizer = ((input?: unknown, metadata?: object) => lunr.Token[]) & { separator: RegExp };
type Position = [number, number];

/** A word in the text → words a reader may search for instead. */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // The option that chooses how source maps are made.
  devtool: ['source', 'maps'],
  hmr: ['hot', 'module', 'replacement'],
  // webpack's docs call its JavaScript APIs interfaces ("Node Interface").
  interface: ['api'],
};

/**
 * The lower-cased parts of a word written as a compound, each with its offset in the word, or [] for a single word:
 * the pieces between `.`, `/` and `:`, then the humps of each camelCase piece.
 */
export function compoundParts(word: string): { part: string; at: number }[] {
  const parts: { part: string; at: number }[] = [];
  for (const piece of word.matchAll(/[^./:]+/g)) {
    if (piece[0] !== word) parts.push({ part: piece[0].toLowerCase(), at: piece.index });
    const humps = piece[0].split(/(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
    if (humps.length < 2) continue;
    let at = piece.index;
    for (const hump of humps) {
      parts.push({ part: hump.toLowerCase(), at });
      at += hump.length;
    }
  }
  return parts;
}

/** Texts of at most this many words are titles or headings: their neighbouring words are also joined. */
export const SHORT_TEXT_WORDS = 8;
/** Compounds are cut in texts of at most this many words. */
export const COMPOUND_TEXT_WORDS = 60;

export function compoundTokenizer(base: Tokenizer): Tokenizer {
  const tokenize = ((input?: unknown, metadata?: object) => {
    const tokens = base(input, metadata);
    if (input == null || Array.isArray(input)) return tokens;
    const text = String(input);
    const extra: lunr.Token[] = [];
    for (const token of tokens) {
      const meta = (token as unknown as { metadata: { position?: Position } }).metadata;
      const add = (word: string, position = meta.position) =>
        extra.push(new lunr.Token(word, { ...meta, ...(position ? { position } : {}) }));
      const original =
        meta.position && tokens.length <= COMPOUND_TEXT_WORDS
          ? text.slice(meta.position[0], meta.position[0] + meta.position[1])
          : '';
      for (const { part, at } of compoundParts(original)) {
        add(part, meta.position && [meta.position[0] + at, part.length]);
      }
      const word = token.toString();
      if (Object.hasOwn(SYNONYMS, word)) for (const synonym of SYNONYMS[word]!) add(synonym);
    }
    if (tokens.length <= SHORT_TEXT_WORDS) {
      tokens.forEach((token, i) => {
        const next = tokens[i + 1];
        if (!next || !/^[a-z\d]+$/.test(token.toString()) || !/^[a-z\d]+$/.test(next.toString())) return;
        const [from] = (token as unknown as { metadata: { position?: Position } }).metadata.position ?? [];
        const [nextFrom, nextLength] =
          (next as unknown as { metadata: { position?: Position } }).metadata.position ?? [];
        const position: Position | undefined =
          from !== undefined && nextFrom !== undefined ? [from, nextFrom + nextLength! - from] : undefined;
        extra.push(
          new lunr.Token(`${token.toString()}${next.toString()}`, {
            ...(token as unknown as { metadata: object }).metadata,
            ...(position ? { position } : {}),
          }),
        );
      });
    }
    return extra.length ? tokens.concat(extra) : tokens;
  }) as Tokenizer;
  tokenize.separator = base.separator;
  return tokenize;
}

const INSTALLED = Symbol.for('webpack-docs.compoundTokenizer');

/** Makes every lunr index built in this process use the compound tokenizer (once). */
export function installCompoundTokenizer(): void {
  const current = lunr.tokenizer as unknown as Tokenizer & { [INSTALLED]?: true };
  if (current[INSTALLED]) return;
  const installed = compoundTokenizer(current) as Tokenizer & { [INSTALLED]?: true };
  installed[INSTALLED] = true;
  lunr.tokenizer = installed as unknown as typeof lunr.tokenizer;
}
