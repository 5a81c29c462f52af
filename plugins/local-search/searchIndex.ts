/**
 * Builds the index file of @easyops-cn/docusaurus-search-local from the documents its parser cut the pages into:
 * leaves boilerplate sections out, gives a section's text the id of its heading (the search bar shows one result per id), names
 * headings by the qualified names their sections use, and builds each lunr index with the compound tokenizer.
 */
import lunr from 'lunr';
import { compoundTokenizer, type Synonyms } from './tokenizer';

/** A document of the index file, as the search plugin writes it (one letter per field, to keep the file small). */
export type SearchDocument = {
  /** Id, unique in its list: the search bar shows one result per id. */
  i: number;
  /** Text: the page title, a heading, the description, the keywords or a section's text. */
  t: string;
  /** URL of the page. */
  u: string;
  /** Anchor of the heading, with its `#`. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Title of the section (or of the page, for descriptions and keywords). */
  s?: string;
  /** Breadcrumb of a page title. */
  b?: string[];
  /** Weight of the page, on its title document, when not 1 (read by the result order, client/rankResults.ts). */
  w?: number;
  /** Other names of a title or heading (`module.hot.accept` for the heading `accept`), read by the result order. */
  n?: string[];
};

/** The index file: one list of documents and its lunr index per kind, in the order of DocumentType. */
export type IndexFile = { documents: SearchDocument[]; index: object }[];

/** The kinds of documents, which are the positions of their lists in the index file. */
export const DocumentType = { Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4 } as const;

export type IndexOptions = {
  /** The site's own name (`webpack`): every page is about it, so readers' queries often add it. */
  siteName?: string;
  /** Headings whose sections are left out (compared without case): "Further Reading", "Contributors"… */
  ignoredHeadings: readonly string[];
  synonyms: Synonyms;
  /** Index weight of the documents of a page, by its URL (1 when absent). */
  pageWeight?: (url: string) => number;
  /** The breadcrumb of a page, by its URL, where the parser's (the active navbar item only) is too vague. */
  breadcrumbOf?: (url: string) => string[] | undefined;
};

/** The extra lunr fields: other names of a title or heading (`k`) and the section title of a text (`s`). */
export const NAMES_FIELD = 'k';
export const SECTION_FIELD = 's';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** A heading that names a member of code (`accept`, `status`), not a word heading ("Pitfalls"). */
const MEMBER = /^[a-z_$][\w$]*$/;
const QUALIFIED_NAMES = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
/** How many qualified names a heading takes from its section. */
const MAX_QUALIFIED_NAMES = 2;
/** A group heading's text of at most this many words introduces its members (a longer one is a section of its own). */
const GROUP_TEXT_WORDS = 40;

const sectionKey = (url: string, hash: string | undefined, title: string | undefined) =>
  `${url}\u0000${hash ?? ''}\u0000${title ?? ''}`;
/** Where a result opens: the page, at the heading's anchor if it has one. */
const placeOf = (doc: SearchDocument) => `${doc.u}${doc.h ?? ''}`;

/** The documents of each place merged into one (texts joined by `separator`), with the id `idOf` its first gives. */
function mergeByPlace(
  docs: SearchDocument[],
  separator: string,
  idOf: (first: SearchDocument) => number | undefined,
): { doc: SearchDocument; members: SearchDocument[] }[] {
  const byPlace = new Map<string, SearchDocument[]>();
  for (const doc of docs) byPlace.set(placeOf(doc), [...(byPlace.get(placeOf(doc)) ?? []), doc]);
  return [...byPlace.values()].map((members) => {
    const [first] = members as [SearchDocument, ...SearchDocument[]];
    const doc = { ...first, i: idOf(first) ?? first.i, t: members.map((member) => member.t).join(separator) };
    return { doc, members };
  });
}

/**
 * The qualified names by which a section calls its heading `name`: `compiler.hooks.emit` for a heading `emit` whose
 * section calls `compiler.hooks.emit.tapAsync(…)`, `module.hot.accept` for `module.hot.accept(…)`. The most frequent
 * first. Names merely mentioned (`optimization.moduleIds` in the text of the hook `moduleIds`) are not its names.
 */
export function qualifiedNames(name: string, text: string): string[] {
  if (!IDENTIFIER.test(name)) return [];
  const counts = new Map<string, number>();
  const calls = new RegExp(
    `([A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*)\\.${name.replace(/\$/g, '\\$')}(?=\\s*\\(|\\.(?:tap|tapAsync|tapPromise|call|callAsync|promise)\\b)`,
    'g',
  );
  for (const match of text.matchAll(calls)) {
    const qualified = `${match[1]}.${name}`;
    counts.set(qualified, (counts.get(qualified) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_QUALIFIED_NAMES)
    .map(([qualified]) => qualified);
}

const stem = (word: string) => lunr.stemmer(new lunr.Token(word.toLowerCase(), {})).toString();
const JOINED_RUN_WORDS = 4;

/**
 * The names of code a heading in words stands for in its section: `[contenthash]` for "Content hashes in file names",
 * `moduleIds` for "Keep module ids stable" — words of the section's text that are neighbouring words of the heading
 * written as one.
 */
export function codeNames(heading: string, text: string): string[] {
  const words = (heading.toLowerCase().match(/[\p{L}\p{N}]+(?:'s)?/gu) ?? []).map((word) => word.replace(/'s$/, ''));
  if (words.length < 2) return [];
  const runs = new Set<string>();
  for (let from = 0; from < words.length; from += 1) {
    for (let to = from + 2; to <= Math.min(words.length, from + JOINED_RUN_WORDS); to += 1) {
      runs.add(stem(words.slice(from, to).join('')));
    }
  }
  const found = new Set<string>();
  // Written as code: in camelCase, or a placeholder in brackets.
  for (const [, bracketed, word] of text.matchAll(/(\[)?([A-Za-z_$][\w$]*)/g)) {
    if ((bracketed || /^.[^A-Z]*[A-Z]/.test(word!)) && runs.has(stem(word!))) found.add(word!);
  }
  return [...found].slice(0, MAX_QUALIFIED_NAMES);
}

/**
 * The class name webpack-contrib packages export, for a page titled by such a package:
 * `terser-webpack-plugin` → `TerserPlugin`, `css-minimizer-webpack-plugin` → `CssMinimizerPlugin`.
 */
export function packageClassName(title: string): string | undefined {
  const match = /^([a-z\d]+(?:-[a-z\d]+)*)-webpack-plugin$/.exec(title.trim());
  if (!match) return undefined;
  return `${match[1]!
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}Plugin`;
}

/** The documents to index: boilerplate sections out, one id per section, other names of titles and headings. */
export function curate(
  lists: SearchDocument[][],
  {
    ignoredHeadings,
    pageWeight,
    siteName,
    breadcrumbOf,
  }: Pick<IndexOptions, 'ignoredHeadings' | 'pageWeight' | 'siteName' | 'breadcrumbOf'>,
): { lists: SearchDocument[][]; names: Map<SearchDocument, string[]>; aliases: Map<SearchDocument, string[]> } {
  const ignored = new Set(ignoredHeadings.map((heading) => heading.trim().toLowerCase()));
  const isIgnored = (title: string | undefined) => ignored.has((title ?? '').trim().toLowerCase());
  const titles = (lists[DocumentType.Title] ?? []).map((doc) => {
    const weight = pageWeight?.(doc.u) ?? 1;
    // The search bar shows a page title with its breadcrumb: two pages titled "Output" differ by theirs.
    const b = breadcrumbOf?.(doc.u) ?? doc.b;
    return { ...doc, ...(b ? { b } : {}), ...(weight === 1 ? {} : { w: weight }) };
  });
  const headings = (lists[DocumentType.Heading] ?? []).filter((doc) => !isIgnored(doc.t));
  const contents = (lists[DocumentType.Content] ?? []).filter((doc) => !isIgnored(doc.s));

  // The text of each heading's section, for the names below.
  const textOf = new Map<SearchDocument, string>();
  const headingOf = new Map(headings.map((doc) => [sectionKey(doc.u, doc.h, doc.t), doc]));
  for (const doc of contents) {
    const heading = headingOf.get(sectionKey(doc.u, doc.h, doc.s));
    if (heading) textOf.set(heading, doc.t);
  }

  const writtenNames = new Set(
    contents.flatMap((doc) => Array.from(doc.t.matchAll(QUALIFIED_NAMES), ([name]) => name)),
  );
  const names = new Map<SearchDocument, string[]>();
  const aliases = new Map<SearchDocument, string[]>();
  // A reference page lists members under a group heading whose short text names their object: "Module API — Call
  // these on import.meta.webpackHot or module.hot." then `accept`, `decline`…
  let receivers: string[] = [];
  let page: string | undefined;
  for (const heading of headings) {
    const text = textOf.get(heading) ?? '';
    if (heading.u !== page) [page, receivers] = [heading.u, []];
    if (!IDENTIFIER.test(heading.t)) {
      const named = codeNames(heading.t, text);
      if (named.length) names.set(heading, named);
      receivers =
        text.split(/\s+/).length <= GROUP_TEXT_WORDS
          ? [...new Set(Array.from(text.matchAll(QUALIFIED_NAMES), ([name]) => name))].slice(0, MAX_QUALIFIED_NAMES)
          : [];
      continue;
    }
    // Only names the site writes somewhere: `module.hot.accept`, not `process.stderr.loader`.
    const membered = MEMBER.test(heading.t)
      ? receivers.map((receiver) => `${receiver}.${heading.t}`).filter((name) => writtenNames.has(name))
      : [];
    const qualified = [...new Set([...qualifiedNames(heading.t, text), ...membered])];
    if (qualified.length) names.set(heading, qualified);
  }
  // A page title also answers to the words of the page's address ("migrate" and "5" for "To v5 from v4" at
  // /migrate/5/, "api" for "Node Interface" at /api/node/), to the site's name, and to its package's class name.
  for (const title of titles) {
    const className = packageClassName(title.t);
    if (className) names.set(title, [className]);
    aliases.set(title, [...(title.u.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []), ...(siteName ? [siteName] : [])]);
  }

  // One result per place a result opens: headings (and texts) that share an anchor, or have none (they open the page
  // itself, like its title), become one document. A section's text takes the id of its heading, or of its page.
  const mergedHeadings = mergeByPlace(headings, ' · ', (first) => (first.h ? first.i : first.p));
  const headingAt = new Map(mergedHeadings.map(({ doc }) => [placeOf(doc), doc]));
  const usedIds = new Set<number>();
  const mergedContents = mergeByPlace(contents, ' ', (first) => {
    const id = headingAt.get(placeOf(first))?.i ?? first.p;
    if (id === undefined || usedIds.has(id)) return first.i;
    usedIds.add(id);
    return id;
  });
  for (const { doc, members } of mergedHeadings) {
    const merged = [...new Set(members.flatMap((member) => names.get(member) ?? []))];
    if (merged.length) names.set(doc, merged);
  }

  const curated = lists.slice();
  curated[DocumentType.Title] = titles;
  curated[DocumentType.Heading] = mergedHeadings.map(({ doc }) => doc);
  curated[DocumentType.Content] = mergedContents.map(({ doc }) => doc);
  return { lists: curated, names, aliases };
}

/** Builds the lunr index of one list of documents. */
function buildIndex(
  documents: SearchDocument[],
  type: number,
  names: Map<SearchDocument, string[]>,
  aliases: Map<SearchDocument, string[]>,
  { synonyms, pageWeight }: Pick<IndexOptions, 'synonyms' | 'pageWeight'>,
): object {
  const tokenizer = compoundTokenizer(synonyms);
  return lunr(function build() {
    this.tokenizer = tokenizer as unknown as typeof lunr.tokenizer;
    this.ref('i');
    this.field('t');
    if (type === DocumentType.Title || type === DocumentType.Heading) {
      // Given as lists, which the tokenizer keeps whole: `module.hot.accept` is found as itself, not by its parts.
      this.field(NAMES_FIELD);
    }
    if (type === DocumentType.Content) this.field(SECTION_FIELD);
    this.metadataWhitelist = ['position'];
    for (const doc of documents) {
      const weight = pageWeight?.(doc.u) ?? 1;
      this.add(
        {
          i: String(doc.i),
          t: doc.t,
          [NAMES_FIELD]: [...(names.get(doc) ?? []), ...(aliases.get(doc) ?? [])].map((name) => name.toLowerCase()),
          ...(type === DocumentType.Content ? { [SECTION_FIELD]: doc.s } : {}),
        },
        weight === 1 ? undefined : { boost: weight },
      );
    }
  }).toJSON();
}

/** The index file of the documents the search plugin cut the pages into, one list per DocumentType. */
export function buildIndexFile(documents: SearchDocument[][], options: IndexOptions): IndexFile {
  const { lists, names, aliases } = curate(documents, options);
  return lists.map((documents, type) => ({
    index: buildIndex(documents, type, names, aliases, options),
    documents: documents.map((doc) => (names.has(doc) ? { ...doc, n: names.get(doc) } : doc)),
  }));
}
