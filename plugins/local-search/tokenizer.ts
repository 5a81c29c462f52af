/**
 * How the local search index cuts text into words. lunr's own tokenizer cuts at spaces and hyphens only, so a heading
 * such as `output.publicPath` becomes the one word `output.publicpath`, code such as `module.hot.accept(deps)` the word
 * `module.hot.accept(deps`, and searches for `publicPath`, "public path" or `module.hot.accept` miss them. This
 * tokenizer also cuts at the punctuation of code, keeps every word whole and adds:
 *
 * - the parts of a compound around `.`, `/` and `:` (`experiments.topLevelAwait` → `experiments`, `toplevelawait`);
 * - in texts up to a paragraph long (titles, headings, descriptions, short sections), also its camelCase humps and
 *   runs of humps (`devServer.proxy` → `devserver`, `dev`, `server`, `proxy`; `SplitChunksPlugin` → `split`,
 *   `chunks`, `plugin`, `splitchunks`, `chunksplugin`); long sections, mostly code, are not cut at humps, which keeps
 *   the index small;
 * - in short texts (titles, headings), runs of up to four neighbouring words joined, so that the page "Public Path" is
 *   found by `publicPath` and "html-webpack-plugin" by `HtmlWebpackPlugin`;
 * - the words of terms readers search for by another name (`synonyms`).
 *
 * The search box cuts what the reader types at spaces and hyphens only and looks each piece up as it is (after
 * stemming): `devServer.proxy` is looked up whole, which the compound itself answers, and "dev server proxy" word by
 * word, which its parts answer.
 */
import lunr from 'lunr';

/** lunr's tokenizer contract (its typings omit the metadata argument the builder passes). */
export type Tokenizer = ((input?: unknown, metadata?: object) => lunr.Token[]) & { separator: RegExp };
type Position = [number, number];
type TokenMetadata = { position?: Position; index?: number };

/** Where words end: spaces, hyphens, and the punctuation of code. `.`, `/` and `:` join the parts of a compound. */
const SEPARATOR_CHARACTERS = String.raw`\s\-()[\]{},;=<>'"\`|!?*+&^~\\`;
export const SEPARATOR = new RegExp(`[${SEPARATOR_CHARACTERS}]+`);
const WORD = new RegExp(`[^${SEPARATOR_CHARACTERS}]+`, 'g');

/** Texts of at most this many words are titles or headings: runs of their neighbouring words are also joined. */
export const SHORT_TEXT_WORDS = 8;
/** The longest run of neighbouring words joined into one. */
export const JOINED_RUN_WORDS = 4;
/** Compounds are cut at their camelCase humps in texts of at most this many words. */
export const COMPOUND_TEXT_WORDS = 60;

/** A word in the text → words a reader may search for instead. */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

/**
 * The lower-cased parts of a word written as a compound, each with its offset in the word, or [] for a single word:
 * the pieces between `.`, `/` and `:`, then the humps of each camelCase piece and the runs of neighbouring humps.
 */
export function compoundParts(word: string, cutHumps = true): { part: string; at: number }[] {
  const parts: { part: string; at: number }[] = [];
  for (const piece of word.matchAll(/[^./:]+/g)) {
    if (piece[0] !== word) parts.push({ part: piece[0].toLowerCase(), at: piece.index });
    if (!cutHumps) continue;
    const humps = piece[0].split(/(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
    if (humps.length < 2) continue;
    const starts = humps.map((_, i) => piece.index + humps.slice(0, i).join('').length);
    for (let from = 0; from < humps.length; from += 1) {
      // A single hump, or a run of humps shorter than the whole piece.
      for (let to = from + 1; to <= humps.length && to - from < humps.length; to += 1) {
        parts.push({ part: humps.slice(from, to).join('').toLowerCase(), at: starts[from]! });
      }
    }
  }
  return parts;
}

/** Cuts a text into lunr tokens at SEPARATOR, each with its position in the text, like lunr's own tokenizer. */
function cut(text: string, metadata: object): lunr.Token[] {
  const tokens: lunr.Token[] = [];
  for (const match of text.matchAll(WORD)) {
    // Pure punctuation (a lone `.` or `/`) is no word.
    if (!/[\p{L}\p{N}_$]/u.test(match[0])) continue;
    tokens.push(
      new lunr.Token(match[0].toLowerCase(), {
        ...metadata,
        position: [match.index, match[0].length],
        index: tokens.length,
      }),
    );
  }
  return tokens;
}

const metadataOf = (token: lunr.Token) => (token as unknown as { metadata: TokenMetadata }).metadata;

/** A lunr tokenizer (`builder.tokenizer`) that cuts compounds, joins short texts' words and adds synonyms. */
export function compoundTokenizer(synonymsAsWritten: Synonyms = {}): Tokenizer {
  const synonyms = Object.fromEntries(
    Object.entries(synonymsAsWritten).map(([word, others]) => [word.toLowerCase(), others.map((o) => o.toLowerCase())]),
  );
  const tokenize = ((input?: unknown, metadata: object = {}) => {
    if (input == null) return [];
    if (Array.isArray(input)) return input.map((item) => new lunr.Token(String(item).toLowerCase(), { ...metadata }));
    const text = String(input);
    const tokens = cut(text, metadata);
    const extra: lunr.Token[] = [];
    const add = (word: string, like: lunr.Token, position?: Position) =>
      extra.push(new lunr.Token(word, { ...metadataOf(like), ...(position ? { position } : {}) }));
    // Long texts are cut at dots, slashes and colons only (`experiments.topLevelAwait` → `toplevelawait`), not at humps.
    const cutsHumps = tokens.length <= COMPOUND_TEXT_WORDS;
    for (const token of tokens) {
      const [from, length] = metadataOf(token).position!;
      for (const { part, at } of compoundParts(text.slice(from, from + length), cutsHumps)) {
        add(part, token, [from + at, part.length]);
      }
      const word = token.toString();
      if (Object.hasOwn(synonyms, word)) for (const synonym of synonyms[word]!) add(synonym, token);
    }
    if (tokens.length <= SHORT_TEXT_WORDS) {
      const plain = (token: lunr.Token | undefined) => token !== undefined && /^[\p{L}\p{N}]+$/u.test(token.toString());
      tokens.forEach((token, i) => {
        let joined = token.toString();
        if (!plain(token)) return;
        for (let next = i + 1; next < tokens.length && next - i < JOINED_RUN_WORDS; next += 1) {
          if (!plain(tokens[next])) break;
          joined += tokens[next]!.toString();
          const [start] = metadataOf(token).position!;
          const [nextStart, nextLength] = metadataOf(tokens[next]!).position!;
          add(joined, token, [start, nextStart + nextLength - start]);
        }
      });
    }
    return extra.length ? tokens.concat(extra) : tokens;
  }) as Tokenizer;
  tokenize.separator = SEPARATOR;
  return tokenize;
}
