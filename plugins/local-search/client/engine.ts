/**
 * The search, over one docs version's index (see format.ts): reads the term parts a query needs, ranks the records
 * that have its words, then reads the record parts of the results it returns. The same code runs in the browser and,
 * for the evaluation (tests/search), in Node.
 *
 * A query's words are matched as typed, by their inflection (`loaders` for `loader`), British spelling (`colour`) or
 * the word their shorthand stands for (`production` for `prod`, see ABBREVIATIONS), and, for a word the index does
 * not have, by the start of longer words (the reader may still be typing) and with one or two letters wrong. Its stop
 * words and single letters never decide a match. Results are ranked, in this order:
 *
 * 0. For a command-line flag typed with its dashes (`--watch`): the heading that is the flag, then a list that defines
 *    it, then, while the reader is still typing it (`--wat`), the flags it starts, before the option or method named
 *    by the same word.
 * 1. Titles and headings that answer the query outright: one that is the name searched for (`devServer.proxy` for
 *    "devServer.proxy", "dev server proxy" or `proxy`; the page "Public Path" for `publicPath`); a page title with
 *    every word (its writer's keywords count as its title: "make the bundle smaller" finds Production); one that
 *    another name of it is (`module.hot.accept` for the heading `accept`; the value `eval-source-map` its table
 *    defines, for "devtool eval-source-map" on the Devtool page). Among them, the docs'
 *    own pages before release notes and imported READMEs, pages before headings, and the name other pages cite most.
 * 2. A record that quotes the message typed (pasted from a terminal), whole or as long a run of it as the index holds.
 * 3. Headings with every word (counting the title of their page above them: "Target › browserslist"), the docs' own
 *    before release notes, then titles and headings with all but one word of three or more, then the rest.
 * 4. Within each: how much of a message it quotes, how many words it has anywhere (the top of a page counts those of
 *    the whole page when its title has some), for a record the query names how many are in its page's title (the
 *    devtool value listed on the Devtool page before a guide's table that lists it too), how much of the query its
 *    heading has (a rare word more than a common one: "colour output" gives stats.colors before the Output page), how
 *    many of the words name it, how exactly they match, how many are in its page's title, in either, whether the
 *    first word (the topic) is, its page's weight, and a score of how often and where the words are, weighed by how
 *    rare they are.
 * A text that mentions the words therefore never ranks above the section whose heading names them. Then each page's
 * first result comes before any page's second (`diversified`).
 */
import {
  CITED_SHIFT,
  COUNT_SHIFT,
  FIELD,
  FORMAT,
  MAX_COUNT,
  type Manifest,
  type PartRecord,
  type TermPart,
} from './format';
import {
  americanSpelling,
  parseQuery,
  partsOf as wordsOfCompound,
  PHRASE_WORDS,
  squeeze,
  stem,
  type Query,
} from './words';

export type SearchResult = {
  /** The record's number in its index. */
  record: number;
  /** Where the result opens: the page's URL, with the heading's anchor. */
  url: string;
  pageUrl: string;
  pageTitle: string;
  breadcrumb: string[];
  /** The heading (the page's title for the top of a page). */
  heading: string;
  /** 1 for the top of a page, 2–3 for headings. */
  level: number;
  summary: string;
  /** The query's words found in the result's heading and summary, as written there, for highlighting. */
  words: string[];
};

/** Reads a JSON file of the index. */
export type FetchJson = (url: string) => Promise<unknown>;

const HEADING_FIELDS = FIELD.title | FIELD.name | FIELD.alias | FIELD.heading;
/** How much a word counts in each field, against once in the text. */
const FIELD_WEIGHT = { title: 10, heading: 8, context: 3, body: 1 };
/** How closely an index word matches a query word. */
const QUALITY = { exact: 1, stem: 0.9, start: 0.6, typing: 0.75, misspelt: 0.5, misspeltTwice: 0.35 };

/** Damerau–Levenshtein distance (adjacent swaps count once), or `max + 1` once it is beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows[i] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How many letters may be wrong in a word of this length: none up to 4, one up to 8, then two. */
const typosAllowed = (length: number) => (length < 5 ? 0 : length < 9 ? 1 : 2);

/**
 * How well the index word `term` matches the query word `word` (0: not at all). `american` is the word's American
 * spelling, when it has another: the pages spell `color`, readers `colour` too.
 */
export function matchQuality(term: string, word: string, stemmed: string, typing: boolean, american?: string): number {
  if (term === word) return QUALITY.exact;
  if (word.length >= 3 && (stem(term) === stemmed || (american && stem(term) === stem(american)))) return QUALITY.stem;
  if (word.length >= 3 && term.startsWith(word)) return typing ? QUALITY.typing : QUALITY.start;
  const allowed = typosAllowed(word.length);
  if (allowed === 0 || /[.\-/:]/.test(term)) return 0;
  const distance = editDistance(term, word, allowed);
  if (distance > allowed) return 0;
  return distance === 1 ? QUALITY.misspelt : QUALITY.misspeltTwice;
}

/** What a record has of the query, while it is ranked. */
type Candidate = {
  record: number;
  /** Per query word: the best match anywhere, and in the title or heading. */
  anywhere: number[];
  inHeading: number[];
  /** … in the title of its page (the page's title for its top, else its context). */
  inPageTitle: number[];
  inContext: number[];
  score: number;
  /** 0: its title or heading is the name searched for; 1: one of its other names is; 2: neither. */
  named: number;
  /** The most words of the query it quotes in a row (a message pasted from a terminal), 0 for none. */
  phrase: number;
  /** When it is named by the query: how many other records write its name in full. */
  cited: number;
  /** How many of the query's words are a name of its title or heading. */
  namedWords: number;
  /**
   * For a flag typed with its dashes (`--watch`): 0 when its heading is the flag, 1 when its list defines it, 2 when
   * it has a flag the reader may be typing (`--watch-options-stdin` for `--watch`), or 3.
   */
  flag: number;
};

export type RankedRecord = { record: number; keys: number[]; words: string[] };

export class SearchIndex {
  private manifest: Promise<Manifest> | undefined;
  private readonly parts = new Map<string, Promise<unknown>>();

  /**
   * @param manifestUrl the version's manifest
   * @param fetchJson reads a file of the index (the browser's fetch, or the file system in Node)
   */
  constructor(
    private readonly manifestUrl: string,
    private readonly fetchJson: FetchJson,
  ) {}

  /** The manifest, read once: a search box reads it when the reader turns to it, before the first word. */
  load(): Promise<Manifest> {
    this.manifest ??= this.fetchJson(this.manifestUrl).then((value) => {
      const manifest = value as Manifest;
      if (manifest.format !== FORMAT) throw new Error(`Search index format ${manifest.format}, expected ${FORMAT}`);
      return manifest;
    });
    this.manifest.catch(() => {
      // A failed read (offline, a deploy that replaced the index) is tried again next time.
      this.manifest = undefined;
    });
    return this.manifest;
  }

  private read<T>(file: string): Promise<T> {
    const url = `${this.manifestUrl.slice(0, this.manifestUrl.lastIndexOf('/') + 1)}${file}`;
    let part = this.parts.get(url);
    if (!part) {
      part = this.fetchJson(url);
      part.catch(() => this.parts.delete(url));
      this.parts.set(url, part);
    }
    return part as Promise<T>;
  }

  /** The term parts a word may be found in: its own, and while it is typed, those of the words it starts. */
  private partsFor(manifest: Manifest, word: string, typing: boolean): string[] {
    let own: [string, string] | undefined;
    const longer: string[] = [];
    for (const entry of manifest.terms) {
      const [prefix, file] = entry;
      if (word.startsWith(prefix) && (!own || prefix.length > own[0].length)) own = entry;
      else if (typing && word.length >= 3 && prefix.startsWith(word)) longer.push(file);
    }
    return [...(own ? [own[1]] : []), ...longer];
  }

  /** The records of a query, best first, with the keys they were ranked by. */
  async rank(input: string): Promise<RankedRecord[]> {
    const manifest = await this.load();
    const query = parseQuery(input);
    if (query.words.length === 0) return [];
    // The last word may be unfinished while the reader types, unless a space or punctuation ends it.
    const typing = /[\p{L}\p{N}_$]$/u.test(input);
    const lookups = query.words.map((word, i) => [
      ...new Set([
        ...this.partsFor(manifest, word, typing && i === query.words.length - 1),
        ...query.forms[i]!.flatMap((form) => this.partsFor(manifest, form, false)),
      ]),
    ]);
    const names = [...query.names, ...query.compounds.map(squeeze)];
    const nameParts = [...new Set(names.flatMap((name) => this.partsFor(manifest, name, false)))];
    // Terms looked up as written: the runs of a message, the compounds, the flags (the last one perhaps unfinished).
    const runs = [...query.phrases.map(({ run }) => run), ...query.compounds];
    const phraseParts = [
      ...new Set([
        ...runs.flatMap((run) => this.partsFor(manifest, run, false)),
        ...query.flags.flatMap((flag) => this.partsFor(manifest, flag, typing && flag === query.lastFlag)),
      ]),
    ];
    const files = [...new Set([...lookups.flat(), ...nameParts, ...phraseParts])];
    const parts = new Map(
      await Promise.all(files.map(async (file) => [file, await this.read<TermPart>(file)] as const)),
    );
    const partsOf = (files: string[]) => files.map((file) => parts.get(file)!);
    return rankRecords(manifest, query, typing, (i) => partsOf(lookups[i]!), partsOf(nameParts), partsOf(phraseParts));
  }

  /** The first `limit` results of a query, with what the results list shows of each. */
  async search(input: string, limit = 10): Promise<SearchResult[]> {
    const ranked = (await this.rank(input)).slice(0, limit);
    const manifest = await this.load();
    const partOf = (record: number) => {
      let index = 0;
      for (let i = 0; i < manifest.recordParts.length; i += 1) if (manifest.recordParts[i]![0] <= record) index = i;
      return manifest.recordParts[index]!;
    };
    const files = [...new Set(ranked.map(({ record }) => partOf(record)[1]))];
    const parts = new Map(
      await Promise.all(files.map(async (file) => [file, await this.read<PartRecord[]>(file)] as const)),
    );
    return ranked.map(({ record, words }) => {
      const [first, file] = partOf(record);
      const [anchor, heading, level, summary] = parts.get(file)![record - first]!;
      const page = pageOf(manifest, record);
      const [pageUrl, pageTitle, breadcrumb] = manifest.pages[page]!;
      return {
        record,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        pageUrl,
        pageTitle,
        breadcrumb: manifest.breadcrumbs[breadcrumb]!,
        heading,
        level,
        summary,
        words,
      };
    });
  }
}

/** The page a record is on: the last page that starts at or before it. */
export function pageOf(manifest: Manifest, record: number): number {
  let low = 0;
  let high = manifest.pageStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (manifest.pageStarts[middle]! <= record) low = middle;
    else high = middle - 1;
  }
  return low;
}

const idf = (records: number, count: number) => Math.log(1 + (records - count + 0.5) / (count + 0.5));

function postingsOf(part: TermPart, term: string): { records: number[]; flags: number[] } {
  const [gaps, flags] = part[term]!;
  const records: number[] = [];
  let record = 0;
  for (const gap of gaps) records.push((record += gap));
  return { records, flags };
}

/** How much a word found in a record with these flags counts, before its rarity: the sum over the fields it is in. */
function fieldWeight(flags: number): { weight: number; heading: boolean; pageTitle: boolean; context: boolean } {
  const heading = (flags & HEADING_FIELDS) !== 0;
  const count = (flags >> COUNT_SHIFT) & MAX_COUNT;
  let weight = 0;
  if (flags & FIELD.title) weight += FIELD_WEIGHT.title;
  if (flags & (FIELD.heading | FIELD.name | FIELD.alias)) weight += FIELD_WEIGHT.heading;
  if (flags & FIELD.context) weight += FIELD_WEIGHT.context;
  if (flags & FIELD.body) weight += FIELD_WEIGHT.body * (1 + Math.log2(Math.max(1, count)) / 2);
  const pageTitle = (flags & (FIELD.title | FIELD.context)) !== 0;
  return { weight, heading, pageTitle, context: heading || pageTitle };
}

/**
 * Ranks the records that have the query's words (see the file's header). `partsOf(i)` gives the term parts that may
 * hold word i, `nameParts` those of the squeezed query and its squeezed compounds, `phraseParts` those of the terms
 * looked up as written (a message's runs, the compounds, the flags).
 */
export function rankRecords(
  manifest: Manifest,
  query: Query,
  typing: boolean,
  partsOf: (word: number) => TermPart[],
  nameParts: TermPart[],
  phraseParts: TermPart[],
): RankedRecord[] {
  const candidates = new Map<number, Candidate>();
  const candidate = (record: number) => {
    let found = candidates.get(record);
    if (!found) {
      const zeros = () => query.words.map(() => 0);
      found = {
        record,
        anywhere: zeros(),
        inHeading: zeros(),
        inPageTitle: zeros(),
        inContext: zeros(),
        score: 0,
        named: 2,
        phrase: 0,
        cited: 0,
        namedWords: 0,
        flag: 3,
      };
      candidates.set(record, found);
    }
    return found;
  };
  const matchedTerms: string[][] = query.words.map(() => []);
  const rarities: number[] = query.words.map(() => 0);

  query.words.forEach((word, i) => {
    const stemmed = stem(word);
    const american = americanSpelling(word);
    const typingThis = typing && i === query.words.length - 1;
    // The words it stands for (or that stand for it) are the word itself, inflected.
    const forms = new Set(query.forms[i]!.map(stem));
    const matches: { part: TermPart; term: string; quality: number }[] = [];
    for (const part of partsOf(i)) {
      for (const term of Object.keys(part)) {
        const quality = Math.max(
          matchQuality(term, word, stemmed, typingThis, american),
          forms.size > 0 && forms.has(stem(term)) ? QUALITY.stem : 0,
        );
        if (quality > 0) matches.push({ part, term, quality });
      }
    }
    // A word the index has (or its stem) is what the reader means: longer words and misspellings only count for a
    // word it has not, and the start of longer ones for the word still being typed.
    const known = matches.some(({ quality }) => quality >= QUALITY.stem);
    // How rare the word is: a record without a word most pages have lacks less than one without a rare word.
    const counts = matches
      .filter(({ quality }) => !known || quality >= QUALITY.stem)
      .map(({ part, term }) => part[term]![0].length);
    rarities[i] = idf(manifest.records, counts.length ? Math.max(...counts) : 1);
    // Per record, the best contribution of this word.
    const best = new Map<number, number>();
    for (const { part, term, quality } of matches) {
      if (known && quality < QUALITY.stem && quality !== QUALITY.typing) continue;
      matchedTerms[i]!.push(term);
      const { records, flags } = postingsOf(part, term);
      const rarity = idf(manifest.records, records.length);
      records.forEach((record, k) => {
        const field = fieldWeight(flags[k]!);
        const found = candidate(record);
        found.anywhere[i] = Math.max(found.anywhere[i]!, quality);
        if (field.heading) found.inHeading[i] = Math.max(found.inHeading[i]!, quality);
        if (field.pageTitle) found.inPageTitle[i] = Math.max(found.inPageTitle[i]!, quality);
        if (field.context) found.inContext[i] = Math.max(found.inContext[i]!, quality);
        // The word is the name of its option ("hot" of devServer.hot, in "hot true").
        if (quality === QUALITY.exact && flags[k]! & (FIELD.name | FIELD.alias)) found.namedWords += 1;
        best.set(record, Math.max(best.get(record) ?? 0, quality * field.weight * rarity));
      });
    }
    for (const [record, value] of best) candidates.get(record)!.score += value;
  });

  // A title or heading named by the whole query, and how many other records cite its name.
  for (const name of query.names) {
    const stemmed = stem(name);
    const exact = nameParts.filter((part) => Object.hasOwn(part, name)).map((part) => postingsOf(part, name));
    // Only when no title or heading is the name as typed: one that is it inflected (`sourcemap` → "source maps"), as
    // another name of it.
    const inflected = exact.length
      ? []
      : nameParts.flatMap((part) =>
          Object.keys(part)
            .filter((term) => term.startsWith(name.slice(0, 3)) && stem(term) === stemmed)
            .map((term) => postingsOf(part, term)),
        );
    for (const [{ records, flags }, asTyped] of [
      ...exact.map((postings) => [postings, true] as const),
      ...inflected.map((postings) => [postings, false] as const),
    ]) {
      records.forEach((record, k) => {
        const found = candidates.get(record);
        if (!found) return;
        const flag = flags[k]!;
        if (flag & FIELD.name && asTyped) found.named = 0;
        else if (flag & (FIELD.name | FIELD.alias)) found.named = Math.min(found.named, 1);
        if (flag & (FIELD.name | FIELD.alias)) found.cited = Math.max(found.cited, flag >> CITED_SHIFT);
      });
    }
  }

  // A compound typed beside words its section's page title or heading has names that section as another name of it:
  // "devtool eval-source-map" is Devtool › eval-source-map, the value its table defines, not a text that quotes it.
  for (const compound of query.compounds) {
    const name = squeeze(compound);
    const own = new Set(wordsOfCompound(compound, false));
    const others = query.words.flatMap((word, i) => (own.has(word) ? [] : [i]));
    if (others.length === 0) continue;
    for (const part of nameParts) {
      if (!Object.hasOwn(part, name)) continue;
      const { records, flags } = postingsOf(part, name);
      records.forEach((record, k) => {
        const found = candidates.get(record);
        if (!found || !(flags[k]! & (FIELD.name | FIELD.alias))) return;
        if (others.every((i) => found.inContext[i]! > 0)) found.named = Math.min(found.named, 1);
      });
    }
  }

  // Messages the records quote, and compounds they write (`eval-cheap-module-source-map`): a record that has a run of
  // the query's words is a candidate even without them all.
  const runs = [
    ...query.phrases,
    ...query.compounds.map((compound) => ({ run: compound, length: wordsOfCompound(compound, false).length })),
  ];
  for (const { run, length } of runs) {
    for (const part of phraseParts) {
      if (!Object.hasOwn(part, run)) continue;
      for (const record of postingsOf(part, run).records) {
        const found = candidate(record);
        found.phrase = Math.max(found.phrase, length);
      }
    }
  }

  // A flag typed with its dashes is the flag a heading or a list defines (the command-line page's `--watch`), not the
  // option or the hook named by the same word.
  for (const flag of query.flags) {
    const unfinished = typing && flag === query.lastFlag;
    for (const part of phraseParts) {
      for (const term of Object.keys(part)) {
        if (term !== flag && !(unfinished && term.startsWith(flag))) continue;
        const { records, flags } = postingsOf(part, term);
        records.forEach((record, k) => {
          const found = candidate(record);
          found.flag = Math.min(found.flag, term !== flag ? 2 : flags[k]! & FIELD.name ? 0 : 1);
        });
      }
    }
  }

  // A page is about what its title says: the top of a page whose title has some of the words stands for the page,
  // with the words of its other records ("compression gzip" finds the compression plugin's page, which has gzip below).
  const pageWords = new Map<number, { words: number[]; phrase: number }>();
  for (const found of candidates.values()) {
    const page = pageOf(manifest, found.record);
    const of = pageWords.get(page) ?? { words: query.words.map(() => 0), phrase: 0 };
    found.anywhere.forEach((quality, i) => (of.words[i] = Math.max(of.words[i]!, quality)));
    of.phrase = Math.max(of.phrase, found.phrase);
    pageWords.set(page, of);
  }
  for (const [page, { words, phrase }] of pageWords) {
    const top = candidates.get(manifest.pageStarts[page]!);
    if (top && top.inPageTitle.some((quality) => quality > 0)) {
      top.anywhere = words;
      top.phrase = phrase;
    }
  }

  const count = query.words.length;
  // How much of the query a record's words are, weighed by how rare each word is, in tenths.
  const totalRarity = rarities.reduce((a, b) => a + b, 0.0001);
  const share = (qualities: number[]) =>
    Math.round((10 * qualities.reduce((sum, quality, i) => sum + (quality > 0 ? rarities[i]! : 0), 0)) / totalRarity);
  const present = (qualities: number[]) => qualities.filter((quality) => quality > 0).length;
  const quotedWords = query.quoted.map((word) => query.words.indexOf(word));
  const quotedIn = (qualities: number[]) => quotedWords.filter((i) => qualities[i]! > 0).length;
  const ranked = [...candidates.values()].map((found) => {
    const page = pageOf(manifest, found.record);
    const isTop = manifest.pageStarts[page] === found.record;
    // Its title or heading, with its page's title above it ("Target › browserslist"), has every word, all but one of
    // three or more, or fewer.
    const inTitles = present(found.inContext);
    const tier = inTitles === count ? 0 : count >= 3 && inTitles === count - 1 ? 1 : 2;
    // A stem is as good as the word itself; the start of a word or a misspelling less.
    const exactness = found.anywhere.reduce((sum, quality) => sum + (quality >= QUALITY.stem ? 1 : quality), 0);
    const weight = manifest.pages[page]![3];
    // How strongly its title or heading answers the query: it is the name searched for; a page title with every word;
    // another name of it is; a heading with every word; a page title, then a heading, with all but one word.
    const strength =
      found.named === 0
        ? 0
        : tier === 0 && isTop
          ? 1
          : found.named === 1
            ? 2
            : tier === 0
              ? 3
              : tier === 1
                ? isTop
                  ? 4
                  : 5
                : 6;
    const strong = strength < 3;
    const keys = [
      found.flag,
      strong ? 0 : 1,
      // The docs' own pages before release notes and imported READMEs that answer as strongly.
      strong ? -weight : 0,
      // A message quoted as typed, whole (or as long a run of it as the index holds), before headings with its words.
      strong || found.phrase < Math.min(query.phraseLength, PHRASE_WORDS.max) ? 0 : -found.phrase,
      strength,
      // Among headings with every word too, the docs' own before release notes ("esm output": the guide's "Outputting
      // ES modules", not a roadmap post's "ECMAScript Module Output").
      strength === 3 ? -weight : 0,
      // A page named by the query before a heading, then the name the docs refer to most.
      strength === 0 && isTop ? 0 : 1,
      -found.cited,
      // In a pasted message, what it quotes is what it is about: 'jsonpFunction', not "has an unknown property".
      -quotedIn(found.anywhere),
      -found.phrase,
      -share(found.anywhere),
      // Among sections named by the query, the one on the page whose title it is about ("source map" → Devtool).
      strong ? -present(found.inPageTitle) : 0,
      // Where no title or heading answers, a page of the site's history after the pages that answer in passing
      // ("import svg as string": the asset modules guide, not the release note that minifies SVG).
      strength === 6 && manifest.pages[page]![4] ? 1 : 0,
      // A heading with the query's rarer words before one with its common one ("colour output": stats.colors, not the
      // Output page).
      -share(found.inHeading),
      strong ? 0 : -found.namedWords,
      -Math.round(exactness * 10),
      -present(found.inPageTitle),
      -present(found.inContext),
      // Readers name the topic first and narrow it after: "target node", "resolve alias".
      count > 1 && found.inContext[0]! > 0 ? 0 : 1,
      strong ? 0 : -weight,
      -found.score,
      found.record,
    ];
    return { record: found.record, keys, words: [] as string[] };
  });
  ranked.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i += 1) if (a.keys[i] !== b.keys[i]) return a.keys[i]! - b.keys[i]!;
    return 0;
  });
  const words = [...new Set(matchedTerms.flat())];
  for (const result of ranked) result.words = words;
  return diversified(manifest, ranked);
}

/** How many results of one page come before the results of other pages. */
const PER_PAGE = 1;

/**
 * The results with at most PER_PAGE of each page before every other page's first ones: a long page that has the words
 * in many sections does not fill the list. The others follow, in their order.
 */
export function diversified<T extends { record: number }>(manifest: Manifest, ranked: T[]): T[] {
  const shown = new Map<number, number>();
  const first: T[] = [];
  const later: T[] = [];
  for (const result of ranked) {
    const page = pageOf(manifest, result.record);
    const count = shown.get(page) ?? 0;
    shown.set(page, count + 1);
    (count < PER_PAGE ? first : later).push(result);
  }
  return [...first, ...later];
}
