/**
 * Builds one docs version's search index from its pages (see client/format.ts for the files): numbers the records,
 * finds each record's words and names, and cuts the words into term parts by prefix, small enough that a query reads
 * a few of them, and the records into record parts.
 */
import crypto from 'node:crypto';
import {
  CITED_SHIFT,
  COUNT_SHIFT,
  FIELD,
  MAX_CITED,
  FORMAT,
  MAX_COUNT,
  type Manifest,
  type ManifestPage,
  type PartRecord,
  type RecordPart,
  type TermPart,
} from '../client/format';
import {
  compoundsOf,
  flagsOf,
  humpRunsOf,
  isSearchWord,
  partsOf,
  messageRuns,
  phraseWords,
  squeeze,
} from '../client/words';
import type { Entry, Section } from './extract';
import { sectionNames, writtenQualifiedNames } from './names';

export type IndexPage = {
  url: string;
  title: string;
  description: string;
  breadcrumb: string[];
  /** Against the docs' own pages (1): release notes and imported READMEs weigh less. */
  weight: number;
  /**
   * Whether the docs wrote it (not an imported README, not a release note): its h4s with an anchor, the sub-options
   * (`devServer.client.overlay`), are records of their own; another page's h4s stay in the record above them.
   * Default true.
   */
  own?: boolean;
  /**
   * A page of the site's history: a release note, a guide to migrate from a version long gone. Its words are about
   * many things at once, at one moment: where no title or heading answers a query, it comes after the pages that
   * answer it in passing. Default false.
   */
  history?: boolean;
  /** The words its writer says readers use for it (see extract.ts). */
  keywords?: string[];
  /** The top of the page first, then its headings (see extract.ts). */
  sections: Section[];
  /** What its lists say of other pages (see extract.ts). */
  entries?: Entry[];
};

/** A word in the pages → words readers search for instead (`devtool` → `source`, `maps`). */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

export type BuildOptions = {
  synonyms: Synonyms;
  /** A term part grows up to this many bytes (JSON) before it is cut by a longer prefix. */
  maxTermPartBytes: number;
  /** A record part holds records up to about this many bytes (JSON). */
  recordPartBytes: number;
  /** Length of a record's summary, in characters. */
  summaryLength: number;
};

export const DEFAULT_BUILD_OPTIONS: BuildOptions = {
  synonyms: {},
  maxTermPartBytes: 24_000,
  recordPartBytes: 6_000,
  summaryLength: 100,
};

/** A message's runs start at its first words: readers paste it from its start, or from just after a prefix. */
const MESSAGE_STARTS = 6;

/** The longest prefix a term part is cut by: longer ones would only split a handful of words apart. */
const MAX_PREFIX = 4;

export type BuiltIndex = {
  manifest: Manifest;
  /** The manifest's own file name. */
  manifestFile: string;
  /** Every file, by name (the manifest included). */
  files: Map<string, string>;
};

/**
 * The words of a text with how often each is there: compounds whole (`devserver.proxy`), their parts and (with `humps`)
 * humps, and the words readers search for instead of some of them (`synonyms`).
 */
export function termsOf(
  text: string,
  synonyms: Synonyms = {},
  { humpRuns = false, humps = true } = {},
): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const compound of compoundsOf(text)) {
    // Whole, a compound a reader may type: not an address or a path of several folders.
    if (/[.\-/:]/.test(compound) && !/:\/\/|(?:\/[^/]*){2}/.test(compound)) add(compound.toLowerCase());
    if (humpRuns) for (const piece of compound.split(/[.\-/:_]+/)) humpRunsOf(piece).forEach(add);
    for (const part of new Set(partsOf(compound, humps))) {
      if (isSearchWord(part)) add(part);
      if (Object.hasOwn(synonyms, part)) for (const synonym of synonyms[part]!) add(synonym);
    }
  }
  return counts;
}

/**
 * Whether a text reads like a message a tool prints (an error, a warning), which readers paste into the search box:
 * after the tool's tag, if any (`[webpack-cli] `), it starts with a capital letter, with a word or code name in lower
 * case followed by three plain words (webpack's own: `configuration.output.path: The provided value…`,
 * `webpack.optimize.UglifyJsPlugin has been removed…`, `require is not defined`), or with a word and a quoted name
 * (`export 'formatDate' (imported as…`); it has three words or more, and none of the punctuation of code.
 */
export function looksLikeMessage(text: string): boolean {
  const message = text.replace(/^\[[\w-]+\] /, '');
  return (
    (/^[A-Z]/.test(message) ||
      /^[a-z][\w.$]*:? [A-Za-z]+ [a-z]+ [a-z]+(?=[\s,.]|$)/.test(message) ||
      /^[a-z]+ '[^'\s]+' /.test(message)) &&
    phraseWords(text).length >= 3 &&
    !/[={};]|=>/.test(text)
  );
}

/** The messages a section quotes: its code that reads like one, and its text between quotation marks. */
export function messagesOf(section: Pick<Section, 'text' | 'code'>): string[] {
  const quoted = Array.from(section.text.matchAll(/["“]([^"“”]{8,200})["”]/g), ([, inner]) => inner!);
  return [...section.code, ...quoted].filter(looksLikeMessage);
}

/** The first `length` characters of a text, cut at a word's end. */
export function summarize(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const end = cut.search(/\s\S*$/);
  return `${(end > length / 2 ? cut.slice(0, end) : cut.slice(0, length)).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * The records of a page's sections: a section that shares an anchor with an earlier one is merged into it, and so is
 * an h4 into the record before it unless `h4s` (see IndexPage.own).
 */
function recordsOf(sections: Section[], h4s: boolean): Section[] {
  const byAnchor = new Map<string, Section>();
  let last: Section | undefined;
  for (const section of sections) {
    const merged = (section.level > 3 && !h4s ? last : undefined) ?? byAnchor.get(section.anchor);
    if (merged) {
      merged.text = `${merged.text} ${section.heading} ${section.text}`.trim();
      merged.terms = [...merged.terms, ...section.terms];
      merged.links = [...merged.links, ...section.links];
      merged.code = [...merged.code, ...section.code];
      last = merged;
    } else {
      last = { ...section };
      byAnchor.set(section.anchor, last);
    }
  }
  return [...byAnchor.values()];
}

const hashOf = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);

/** Prefixes for the term parts: each part's terms start with its prefix, and are not in a longer prefix's part. */
export function termPrefixes(sizes: ReadonlyMap<string, number>, maxBytes: number): string[] {
  const prefixes: string[] = [];
  const cut = (prefix: string, terms: string[]) => {
    const size = terms.reduce((sum, term) => sum + sizes.get(term)!, 0);
    if (size <= maxBytes || prefix.length >= MAX_PREFIX) {
      prefixes.push(prefix);
      return;
    }
    const children = new Map<string, string[]>();
    const rest: string[] = [];
    for (const term of terms) {
      if (term.length <= prefix.length) rest.push(term);
      else {
        const child = term.slice(0, prefix.length + 1);
        children.set(child, [...(children.get(child) ?? []), term]);
      }
    }
    // The smallest children stay with their parent while it has room; the others get parts of their own.
    let room = maxBytes - rest.reduce((sum, term) => sum + sizes.get(term)!, 0);
    const bySize = [...children].map(([child, childTerms]) => ({
      child,
      childTerms,
      size: childTerms.reduce((sum, term) => sum + sizes.get(term)!, 0),
    }));
    for (const { child, childTerms, size } of bySize.sort((a, b) => a.size - b.size)) {
      if (size <= room) room -= size;
      else cut(child, childTerms);
    }
    prefixes.push(prefix);
  };
  const byFirst = new Map<string, string[]>();
  for (const term of sizes.keys()) byFirst.set(term[0]!, [...(byFirst.get(term[0]!) ?? []), term]);
  for (const [first, terms] of [...byFirst].sort(([a], [b]) => (a < b ? -1 : 1))) cut(first, terms);
  return prefixes.sort();
}

/** The prefix of the part a term is in: the longest of `prefixes` it starts with. */
export function partPrefixOf(term: string, prefixes: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const prefix of prefixes) {
    if (term.startsWith(prefix) && (found === undefined || prefix.length > found.length)) found = prefix;
  }
  return found;
}

export function buildIndex(pages: IndexPage[], options: BuildOptions = DEFAULT_BUILD_OPTIONS): BuiltIndex {
  const files = new Map<string, string>();
  const write = (kind: string, content: unknown) => {
    const json = JSON.stringify(content);
    const name = `${kind}.${hashOf(json)}.json`;
    files.set(name, json);
    return name;
  };

  const written = new Set(
    pages.flatMap((page) => page.sections.flatMap((section) => writtenQualifiedNames(section.text))),
  );
  // What the site's lists say of a page that they name ("copy-webpack-plugin: copies files…"): a page is also found by
  // it, as a package page whose README was not fetched is found by what the plugins list says it does.
  const titles = new Map(pages.map((page) => [page.url, squeeze(page.title)]));
  const described = new Map<string, string[]>();
  for (const { href, name, text } of pages.flatMap((page) => page.entries ?? [])) {
    if (titles.get(href) !== squeeze(name)) continue;
    described.set(href, [...(described.get(href) ?? []), text]);
  }
  const breadcrumbs: string[][] = [];
  const breadcrumbIndex = new Map<string, number>();
  const postings = new Map<string, { records: number[]; flags: number[] }>();
  const post = (term: string, record: number, flags: number) => {
    let list = postings.get(term);
    if (!list) postings.set(term, (list = { records: [], flags: [] }));
    const last = list.records.length - 1;
    if (list.records[last] === record) list.flags[last]! |= flags;
    else {
      list.records.push(record);
      list.flags.push(flags);
    }
  };

  // Named records and the full names others may cite them by, counted once every text is indexed.
  const cites: { record: number; fullNames: string[]; names: string[] }[] = [];
  const manifestPages: Manifest['pages'] = [];
  const pageStarts: number[] = [];
  const records: PartRecord[] = [];
  for (const page of pages) {
    const key = JSON.stringify(page.breadcrumb);
    if (!breadcrumbIndex.has(key)) {
      breadcrumbIndex.set(key, breadcrumbs.length);
      breadcrumbs.push(page.breadcrumb);
    }
    const manifestPage: ManifestPage = [page.url, page.title, breadcrumbIndex.get(key)!, page.weight];
    if (page.history) manifestPage.push(1);
    manifestPages.push(manifestPage);
    pageStarts.push(records.length);
    const sections = recordsOf(page.sections, page.own !== false);
    const names = sectionNames(sections, written, options.synonyms);
    const titleTerms = [...termsOf(page.title, options.synonyms, { humpRuns: true }).keys()];
    const addressTerms = (page.url.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(isSearchWord);
    const keywordTerms = termsOf((page.keywords ?? []).join(' '), options.synonyms).keys();
    // The words of each heading the current section is under, by level: an h3 is also found by the h2 it is under
    // ("Loading data › JSON" for "load json"), as a heading is by its page's title.
    const parents: string[][] = [];
    sections.forEach((section, index) => {
      const record = records.length;
      // A sub-option's heading (an h4: `output.environment.dynamicImport`) has its words whole, not the humps of its
      // name: the Module page's hundred sub-options would each be a heading with every word of "dynamic import".
      const subOption = section.level > 3;
      const headingTerms = [
        ...termsOf(section.heading, options.synonyms, { humpRuns: !subOption, humps: !subOption }).keys(),
      ];
      parents.length = section.level;
      parents[section.level] = headingTerms;
      const top = index === 0;
      const text = top ? [page.description, section.text, ...(described.get(page.url) ?? [])].join(' ') : section.text;
      records.push([
        section.anchor,
        section.heading,
        section.level,
        summarize(top && page.description ? page.description : section.text, options.summaryLength),
      ]);
      const { primary, aliases, words, written: fullNames } = names[index]!;
      for (const name of primary) post(name, record, FIELD.name);
      for (const name of aliases) post(name, record, FIELD.alias);
      for (const name of words) post(name, record, FIELD.heading);
      // A command-line flag keeps its dashes: `--watch` is the flag a heading or a table row defines, found apart from
      // the `watch` option and hooks.
      const heading = section.heading.trim().toLowerCase();
      if (flagsOf(heading).includes(heading)) post(heading, record, FIELD.name);
      for (const flag of [...section.terms, heading].flatMap(flagsOf)) post(flag, record, FIELD.alias);
      if (fullNames.length) cites.push({ record, fullNames, names: [...primary, ...aliases] });
      for (const term of headingTerms) post(term, record, top ? FIELD.title : FIELD.heading);
      // The words of a page's address say what it is about, as its title does ("migrate", "5" for "To v5 from v4").
      if (top) for (const term of addressTerms) post(term, record, FIELD.title);
      else for (const term of titleTerms) post(term, record, FIELD.context);
      if (section.level > 2) for (const term of parents[section.level - 1] ?? []) post(term, record, FIELD.context);
      // The writer's keywords stand for the page as its title does, so a query all of whose words are in its title
      // and keywords ranks it as a title with every word would ("make the bundle smaller" → Production). They weigh
      // what a page's title weighs for its headings, less than the title's own words.
      if (top) for (const term of keywordTerms) post(term, record, FIELD.context);
      for (const message of messagesOf(section)) {
        for (const { run } of messageRuns(message, MESSAGE_STARTS)) post(run, record, FIELD.body);
      }
      for (const [term, count] of termsOf(text, options.synonyms)) {
        post(term, record, FIELD.body | (Math.min(count, MAX_COUNT) << COUNT_SHIFT));
      }
    });
  }

  // How many other records write each named record's full name: the name the docs refer to ranks first.
  for (const { record, fullNames, names } of cites) {
    const citing = new Set<number>();
    for (const name of fullNames) {
      const list = postings.get(name.toLowerCase());
      list?.records.forEach((other, i) => {
        if (other !== record && list.flags[i]! & FIELD.body) citing.add(other);
      });
    }
    if (citing.size === 0) continue;
    for (const name of names) {
      const list = postings.get(name)!;
      list.flags[list.records.indexOf(record)]! |= Math.min(citing.size, MAX_CITED) << CITED_SHIFT;
    }
  }

  // Term parts.
  const entries = new Map<string, [number[], number[]]>();
  const sizes = new Map<string, number>();
  for (const [term, list] of postings) {
    const gaps = list.records.map((record, i) => (i === 0 ? record : record - list.records[i - 1]!));
    entries.set(term, [gaps, list.flags]);
    sizes.set(term, JSON.stringify([term, gaps, list.flags]).length);
  }
  const prefixes = termPrefixes(sizes, options.maxTermPartBytes);
  const parts = new Map<string, TermPart>(prefixes.map((prefix) => [prefix, {}]));
  for (const term of [...entries.keys()].sort()) parts.get(partPrefixOf(term, prefixes)!)![term] = entries.get(term)!;
  const terms: Manifest['terms'] = prefixes.map((prefix) => [prefix, write('t', parts.get(prefix))]);

  // Record parts: runs of whole pages, cut once a part is big enough.
  const recordParts: Manifest['recordParts'] = [];
  let part: RecordPart = [];
  let first = 0;
  let bytes = 0;
  records.forEach((record, index) => {
    if (bytes >= options.recordPartBytes && pageStarts.includes(index)) {
      recordParts.push([first, write('r', part)]);
      [part, first, bytes] = [[], index, 0];
    }
    part.push(record);
    bytes += JSON.stringify(record).length;
  });
  if (part.length) recordParts.push([first, write('r', part)]);

  const manifest: Manifest = {
    format: FORMAT,
    pages: manifestPages,
    pageStarts,
    records: records.length,
    breadcrumbs,
    terms,
    recordParts,
  };
  const manifestFile = write('manifest', manifest);
  return { manifest, manifestFile, files };
}
