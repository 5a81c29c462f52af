/**
 * The files of a search index, as the indexer writes them and the search reads them. Each docs version has its own
 * index: a manifest (pages, and where every other file is) and two kinds of parts, each file named by a hash of its
 * content, so that every one of them can be cached for good:
 *
 * - term parts: the words that start with one prefix (`co`, `conf`…), each with the records that have it;
 * - record parts: the heading, anchor and summary of a run of records, read only for the results shown.
 *
 * A record is a place a result opens: the top of a page, or one of its headings. Records are numbered page by page.
 */

/** Where a word was found in a record: bits of a posting's flags. */
export const FIELD = {
  /** The page's title (the record is the top of the page). */
  title: 1,
  /** The record's title or heading, when it is one name of code (or the page's title), squeezed. */
  name: 2,
  /** The record's heading. */
  heading: 4,
  /**
   * The title of the page the heading is on; for the top of a page (whose title's words are `title`), its writer's
   * keywords, which stand for the page as its title does.
   */
  context: 8,
  /** The record's text. */
  body: 16,
  /** Another name of the title or heading (`proxy` for `devServer.proxy`, `TerserPlugin`…), squeezed. */
  alias: 32,
} as const;

/** The flags' bits above the fields: how often the word is in the record's text (0–7, capped). */
export const COUNT_SHIFT = 6;
export const MAX_COUNT = 7;
/**
 * Above those, on the name of a title or heading: how many other records write that name in full (0–31, capped),
 * `optimization.moduleIds` more than the hook `compilation.hooks.moduleIds`: the one the docs refer to.
 */
export const CITED_SHIFT = 9;
export const MAX_CITED = 31;

/**
 * A page: its URL, title, breadcrumb (index into `breadcrumbs`), weight against the docs' own pages (1), and 1 when it
 * is a page of the site's history (IndexPage.history), nothing on the others.
 */
export type ManifestPage = [url: string, title: string, breadcrumb: number, weight: number, history?: 1];

export type Manifest = {
  /** Format version: a search reads only the format it was written for. */
  format: 1;
  pages: ManifestPage[];
  /** The record number of each page's top (its first record); a page's records run up to the next page's. */
  pageStarts: number[];
  records: number;
  breadcrumbs: string[][];
  /** Term parts, by prefix: a word is in the part of the longest prefix it starts with. */
  terms: [prefix: string, file: string][];
  /** Record parts, by the number of their first record. */
  recordParts: [first: number, file: string][];
};

/** A term part: each term with its records (numbers as gaps from the previous one) and its flags in each. */
export type TermPart = Record<string, [gaps: number[], flags: number[]]>;

/** A record of a record part: anchor ('' for the top of the page), heading, level (1–3), summary. */
export type PartRecord = [anchor: string, heading: string, level: number, summary: string];
export type RecordPart = PartRecord[];

export const FORMAT = 1;
