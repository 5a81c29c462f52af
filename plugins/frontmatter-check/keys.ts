/**
 * The frontmatter keys a page may have: those its content plugin reads (Docusaurus 3.10's docs, blog and pages
 * plugins, checked against their types: a key added upstream fails the type check here until it is listed) and
 * those this site reads. Any other key is a mistake (`sortt`, `contributers`) that would otherwise pass unnoticed.
 */
import type { DocFrontMatter } from '@docusaurus/plugin-content-docs';
import type { BlogPostFrontMatter } from '@docusaurus/plugin-content-blog';
import type { PageFrontMatter } from '@docusaurus/plugin-content-pages';

export type PageKind = 'doc' | 'blog' | 'page';

const DOCUSAURUS_DOC_KEYS = [
  'id',
  'title',
  'tags',
  'hide_title',
  'hide_table_of_contents',
  'keywords',
  'image',
  'description',
  'slug',
  'sidebar_key',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_custom_props',
  'displayed_sidebar',
  'pagination_label',
  'custom_edit_url',
  'parse_number_prefixes',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'pagination_next',
  'pagination_prev',
  'draft',
  'unlisted',
  'last_update',
] as const satisfies readonly (keyof DocFrontMatter)[];

const DOCUSAURUS_BLOG_KEYS = [
  'id',
  'title',
  'title_meta',
  'description',
  'sidebar_label',
  'tags',
  'slug',
  'draft',
  'unlisted',
  'date',
  'authors',
  'author',
  'author_title',
  'author_url',
  'author_image_url',
  'authorTitle',
  'authorURL',
  'authorImageURL',
  'image',
  'keywords',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'last_update',
] as const satisfies readonly (keyof BlogPostFrontMatter)[];

const DOCUSAURUS_PAGE_KEYS = [
  'title',
  'description',
  'image',
  'slug',
  'keywords',
  'wrapperClassName',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'draft',
  'unlisted',
  'last_update',
] as const satisfies readonly (keyof PageFrontMatter)[];

/** `true` when `Listed` names every key of `All`; otherwise the keys missing, which fail the assignment below. */
type Complete<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
export type KeyListsComplete = [
  Complete<keyof DocFrontMatter, (typeof DOCUSAURUS_DOC_KEYS)[number]>,
  Complete<keyof BlogPostFrontMatter, (typeof DOCUSAURUS_BLOG_KEYS)[number]>,
  Complete<keyof PageFrontMatter, (typeof DOCUSAURUS_PAGE_KEYS)[number]>,
] extends [true, true, true]
  ? true
  : never;
export const KEY_LISTS_COMPLETE: KeyListsComplete = true;

/** Read by Docusaurus' MDX loader on every page (`mdx: { format: md }`). */
const MDX_KEYS = ['mdx'] as const;

/** This site's own keys on doc pages (see the README's "Writing a page"). */
export const SITE_DOC_KEYS = ['sort', 'group', 'contributors', 'related'] as const;

/** The keys of the pages plugins/package-readmes generates, on those pages only. */
export const README_PAGE_KEYS = ['source', 'edit', 'repo', 'package_version'] as const;

export function knownKeys(kind: PageKind, { readmePage = false } = {}): ReadonlySet<string> {
  const keys: readonly string[] =
    kind === 'doc'
      ? [...DOCUSAURUS_DOC_KEYS, ...SITE_DOC_KEYS, ...(readmePage ? README_PAGE_KEYS : [])]
      : kind === 'blog'
        ? DOCUSAURUS_BLOG_KEYS
        : DOCUSAURUS_PAGE_KEYS;
  return new Set([...keys, ...MDX_KEYS]);
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known key a mistyped one was probably meant to be: at most two edits away (one for short keys). */
export function suggestKey(key: string, known: ReadonlySet<string>): string | undefined {
  const limit = key.length <= 4 ? 1 : 2;
  const candidates = [...known]
    .map((candidate) => ({ candidate, distance: editDistance(key.toLowerCase(), candidate.toLowerCase()) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return candidates[0]?.candidate;
}
