/**
 * How the search cuts text into words, the same way when it indexes the built pages (in Node) and when it reads what
 * a reader types (in the browser). Code names are kept whole and also cut: `devServer.proxy` is the word
 * `devserver.proxy`, its parts `devserver` and `proxy`, and the humps of its camelCase part, `dev` and `server`.
 */
/**
 * Words too common to say what a text is about; a query's stop words never decide a match. English function words,
 * and `webpack`, which every page is about.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after all also am an and any are as at be because been before being between both but by can could did ' +
    'do does doing down during each few for from further had has have having he her here hers him his how i if in ' +
    'into is it its itself just me more most my no nor not now of off on once only or other our ours out over own ' +
    'same she should so some such than that the their theirs them then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you your yours per ' +
    // Verbs of a task in plain words ("use babel with webpack", "show build progress"): the object of the task
    // decides the match. Not `change` or `run`, which are also what a task is about ("rebuild on file change").
    'use using make get want need show add set enable fix ' +
    'webpack'
  ).split(' '),
);

/** A compound: word characters joined by `.`, `-`, `/` or `:` (`devServer.proxy`, `html-webpack-plugin`). */
const COMPOUND = /[\p{L}\p{N}_$]+(?:[.\-/:][\p{L}\p{N}_$]+)*/gu;
const SEPARATOR = /[.\-/:]+/;
/** Where a camelCase or PascalCase word is cut: `devServer` → dev|Server, `HTMLElement` → HTML|Element. */
const HUMP = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** The compounds of a text, as written. */
export function compoundsOf(text: string): string[] {
  return text.match(COMPOUND) ?? [];
}

/**
 * Letters, digits and underscores only, lower-cased: `devServer.proxy`, "dev server proxy" and `devserverproxy` are one
 * name; `__webpack_chunkname__` is not `webpackChunkName`.
 */
export function squeeze(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');
}

/** The humps of a camelCase word, lower-cased (`chunkFilename` → `chunk`, `filename`); [] for a plain word. */
export function humpsOf(word: string): string[] {
  const humps = word.split(HUMP);
  return humps.length > 1 ? humps.map((hump) => hump.toLowerCase()) : [];
}

/**
 * The words of a compound, lower-cased: its parts between separators (and underscores: `__webpack_nonce__` →
 * `webpack`, `nonce`), and, with `humps`, the humps of its camelCase parts.
 */
export function partsOf(compound: string, humps = true): string[] {
  const words: string[] = [];
  for (const part of compound.split(SEPARATOR)) {
    if (!part) continue;
    words.push(part.toLowerCase());
    const pieces = part.split(/_+/).filter(Boolean);
    if (pieces.length > 1) words.push(...pieces.map((piece) => piece.toLowerCase()));
    if (humps) for (const piece of pieces) words.push(...humpsOf(piece));
  }
  return words;
}

/**
 * The runs of neighbouring humps of a camelCase word, lower-cased, shorter than the word and longer than one hump
 * (`webSocketServer` → `websocket`, `socketserver`): a title or heading is also found by them.
 */
export function humpRunsOf(word: string): string[] {
  const humps = humpsOf(word);
  const runs: string[] = [];
  for (let from = 0; from < humps.length; from += 1) {
    for (let to = from + 2; to <= humps.length && to - from < humps.length; to += 1) {
      runs.push(humps.slice(from, to).join(''));
    }
  }
  return runs;
}

/** The American spelling of a British one (`colour` → `color`, `optimisation` → `optimization`), or undefined. */
export function americanSpelling(word: string): string | undefined {
  const american = word
    .replace(/our(s|ed|ing)?$/, 'or$1')
    .replace(/is(e|es|ed|er|ers|ing|ation|ations)$/, 'iz$1')
    .replace(/yse(s|d)?$/, 'yze$1')
    .replace(/tre(s)?$/, 'ter$1');
  return american === word ? undefined : american;
}

/** Whether a word can decide a match: not a stop word, and not a single letter (a single digit is: "webpack 5"). */
export function isSearchWord(word: string): boolean {
  return !STOP_WORDS.has(word) && (word.length > 1 || /\p{N}/u.test(word));
}

/**
 * The base of a lower-case English word without its inflection: `loaders` and `loader`, `libraries` and `library`,
 * `splitting` and `split`, `caching` and `cache` have one base. Derived words keep theirs (`minimizer` is not
 * `minimize`, `compiler` not `compilation`): in code they name different things.
 */
export function stem(word: string): string {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  let base = word;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('sses')) base = base.slice(0, -2);
  else if (base.endsWith('s') && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1);
  // An adverb is its adjective: `internally` and `internal`, `dynamically` and `dynamic`, `lazily` and `lazy`.
  const adverb = /(?:ic(?=ally$)|al(?=ly$)|[iet](?=ly$))/.exec(base);
  if (adverb && adverb.index >= 3) base = base.slice(0, adverb.index) + (adverb[0] === 'i' ? 'y' : adverb[0]);
  const suffix = /(?:ing|ed)$/.exec(base);
  if (suffix && base.length - suffix[0].length >= 3) {
    base = base.slice(0, -suffix[0].length);
    // A doubled consonant was added for the suffix: `splitting` → `split`.
    if (/([b-df-hj-np-tv-z])\1$/.test(base) && !/(ll|ss|zz)$/.test(base)) base = base.slice(0, -1);
  }
  // `cache` and `cach(ing)`, `configure` and `configur(ed)`.
  return base.replace(/e$/, '');
}

/** Phrases are looked up by runs of this many words, squeezed and marked (see phraseRuns). */
export const PHRASE_WORDS = { min: 3, max: 6 };
/** Marks a phrase among the index's words. */
export const PHRASE_MARK = '"';

/** The words of a phrase, stop words included (they are part of a message: "process is not defined"). */
export function phraseWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The runs of a phrase's words that the index holds, each squeezed and marked: `"modulenotfound` for "Module not
 * found: Error: …". Runs start at each of the first `starts` words.
 */
export function phraseRuns(words: readonly string[], starts = words.length): { run: string; length: number }[] {
  const runs: { run: string; length: number }[] = [];
  for (let from = 0; from < Math.min(starts, words.length); from += 1) {
    for (let length = PHRASE_WORDS.min; length <= PHRASE_WORDS.max && from + length <= words.length; length += 1) {
      runs.push({ run: `${PHRASE_MARK}${words.slice(from, from + length).join('')}`, length });
    }
  }
  return runs;
}

/** Stands in a message's runs for a name it quotes (see messageRuns). */
const ANY_NAME = '*';

/**
 * The runs of a message (see phraseRuns), as written and with each name it quotes standing for any name: the reader's
 * "export 'formatPrice' (imported as 'formatPrice') was not found" holds a run of the page's "export 'formatDate'
 * (imported as 'formatDate') was not found", the same message about other names.
 */
export function messageRuns(text: string, starts: number): { run: string; length: number }[] {
  const runs = phraseRuns(phraseWords(text), starts);
  const general =
    text
      .replace(QUOTED, ` ${ANY_NAME} `)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+|\*/gu) ?? ([] as string[]);
  if (!general.includes(ANY_NAME)) return runs;
  const literal = new Set(runs.map(({ run }) => run));
  return [...runs, ...phraseRuns(general, starts).filter(({ run }) => run.includes(ANY_NAME) && !literal.has(run))];
}

/**
 * A command-line flag as written, dashes and all (`--watch`, `--config-name`, webpack 4's `-p`): the index has each
 * flag a heading or a list defines under this term, apart from the option of the same name. A short flag is one
 * letter, which alone decides no match: with its dash, it is the flag.
 */
const FLAG = /(?<![\p{L}\p{N}_-])(?:--[a-z][a-z0-9]*(?:-[a-z0-9]+)*|-[a-z])(?![\p{L}\p{N}_-])/giu;

/** The flags a text writes (see FLAG), lower-cased. */
export function flagsOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(FLAG), ([flag]) => flag.toLowerCase()))];
}

/**
 * Shorthand readers type for what the pages write in full: `prod` for production, `esm` for ECMAScript modules, and a
 * reader's word for the pages' one (`folder` for directory, `big` for large). A query's shorthand also matches the
 * words it stands for, as an inflection does (see Query.forms); the pages are indexed as written, so the index does not
 * grow, and only a query with shorthand reads the parts of the full words. Shorthand for several words is searched as
 * those words, and as typed too (`sw.js`). Not `config`: every configuration page's address has `configuration`, a word
 * of its title, so "config file" would find any of them whose keywords say "file".
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  big: 'large',
  cjs: 'commonjs',
  dep: 'dependency',
  deps: 'dependencies',
  dev: 'development',
  dir: 'directory',
  dirs: 'directories',
  env: 'environment',
  esm: 'ecmascript modules',
  folder: 'directory',
  folders: 'directories',
  img: 'image',
  imgs: 'images',
  js: 'javascript',
  lib: 'library',
  libs: 'libraries',
  pkg: 'package',
  prod: 'production',
  pwa: 'progressive web application',
  regex: 'regexp',
  ssr: 'server side rendering',
  sw: 'service worker',
  ts: 'typescript',
  var: 'variable',
  vars: 'variables',
  wasm: 'webassembly',
  wds: 'webpack-dev-server',
};

/**
 * Shorthand that stands for a word only between two others: "webpack vs vite" asks for the comparison of the two, where
 * "vs code" is an editor.
 */
export const BETWEEN_WORDS: Readonly<Record<string, string>> = { versus: 'comparison', vs: 'comparison' };

/** What a reader typed, cut for searching. */
export type Query = {
  /** The words that decide a match, in order, each once (no stop words, no single letters). */
  words: string[];
  /**
   * Per word, the other words it is matched as: the full word of shorthand typed (`production` for `prod`), and, for
   * the first word of shorthand for several (`service` of `sw`), the shorthand as typed.
   */
  forms: string[][];
  /** The compounds typed with separators, lower-cased (`devserver.proxy`), looked up whole as well. */
  compounds: string[];
  /**
   * All of it squeezed, with and without its stop words (`devserverproxy` for "the dev server proxy",
   * `htmlwebpackplugin` for "html webpack plugin"): a name or title that is the query.
   */
  names: string[];
  /** Runs of its words (stop words included) that a quoted message may hold (see phraseRuns), and how many it has. */
  phrases: { run: string; length: number }[];
  phraseLength: number;
  /** The command-line flags typed with their dashes (`--watch`), looked up as flags. */
  flags: string[];
  /** The flag the query ends with, which the reader may still be typing (`--wat`). */
  lastFlag: string | undefined;
  /**
   * In a message pasted from a terminal, the words of what it quotes ('jsonpFunction' in "configuration.output has
   * an unknown property 'jsonpFunction'"): what the message is about, where the rest is what every such message says.
   */
  quoted: string[];
};

/** A name quoted in a message: one token in quotes (`'jsonpFunction'`, `"./src"`). */
const QUOTED = /(?<![\p{L}\p{N}])['"‘“`]([^'"’”`\s]+)['"’”`](?![\p{L}\p{N}])/gu;
/** A query of this many words or more is a message pasted from a terminal rather than words typed. */
const MESSAGE_WORDS = 5;

/** A query's phrase runs start at its first words: a message pasted from a terminal starts with what matters. */
const PHRASE_STARTS = 4;

/**
 * Cuts a query: compounds, and their words. A camelCase word typed whole (`chunkFilename`) is one word, found through
 * the humps of the names that have it; the humps count when the reader types them apart ("chunk filename").
 */
export function parseQuery(input: string): Query {
  const compounds: string[] = [];
  const all: string[] = [];
  // Words typed alone: shorthand is read only in them, not in code (`process.env`).
  const plain = new Set<string>();
  const typedCompounds = compoundsOf(input);
  // A file's path in a message pasted from a terminal is the reader's own (`/home/me/app/src`, `'./api/users'`): no
  // page has it. Its words count only in a query of nothing else. A quoted request of one segment (`'./src'`) stays.
  const quotedNames = Array.from(input.matchAll(QUOTED), ([, name]) => name!);
  const relative = new Set(quotedNames.filter((name) => /^\.\.?\//.test(name)).flatMap(compoundsOf));
  const isPath = (compound: string) => (compound.match(/\//g) ?? []).length >= (relative.has(compound) ? 1 : 2);
  const skipPaths = !typedCompounds.every(isPath);
  for (const compound of typedCompounds) {
    if (skipPaths && isPath(compound)) continue;
    const lower = compound.toLowerCase();
    if (SEPARATOR.test(compound)) compounds.push(lower);
    else plain.add(lower);
    all.push(...partsOf(compound, false));
  }
  const typed = [...new Set(all.filter(isSearchWord))];
  const base = typed.length ? typed : [...new Set(all.filter((word) => word.length > 1))];
  // Shorthand for one word stays as typed, matched as its full word too; shorthand for several is searched as them.
  const forms = new Map<string, string[]>();
  const addForms = (word: string, more: string[]) => forms.set(word, [...(forms.get(word) ?? []), ...more]);
  const full: string[] = [];
  const between = (word: string) => all.indexOf(word) > 0 && all.lastIndexOf(word) < all.length - 1;
  for (const word of base) {
    const shorthand = !plain.has(word)
      ? undefined
      : Object.hasOwn(ABBREVIATIONS, word)
        ? ABBREVIATIONS[word]
        : Object.hasOwn(BETWEEN_WORDS, word) && between(word)
          ? BETWEEN_WORDS[word]
          : undefined;
    const expansion = shorthand ? partsOf(shorthand.replaceAll(' ', '-'), false).filter(isSearchWord) : [];
    if (expansion.length === 1) addForms(word, expansion);
    else if (expansion.length === 0) addForms(word, []);
    else expansion.forEach((part, i) => addForms(part, i === 0 ? [word] : []));
    full.push(...(expansion.length ? expansion : [word]));
  }
  const words = [...forms.keys()];
  const quoted =
    phraseWords(input).length >= MESSAGE_WORDS
      ? quotedNames
          // A path is the reader's own file ('/home/me/app/src', './api/users'), not what the message is about; a
          // request of one segment ('./src', webpack's default entry) may be.
          .filter((name) => !/^(?:\/|\.\.?\/[^/]*\/)/.test(name))
          .flatMap((name) => partsOf(name, false))
          .filter((word) => forms.has(word))
      : [];
  return {
    words,
    forms: words.map((word) => forms.get(word)!),
    compounds: [...new Set(compounds)],
    names: [...new Set([squeeze(input), base.join(''), full.join('')])].filter((name) => name.length > 1),
    phrases: messageRuns(input, PHRASE_STARTS),
    phraseLength: phraseWords(input).length,
    flags: flagsOf(input),
    lastFlag: flagsOf(input).find((flag) => input.toLowerCase().endsWith(flag)),
    quoted: [...new Set(quoted)],
  };
}
