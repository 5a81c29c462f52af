/**
 * Checks a page's frontmatter: a missing title, keys no one reads (with the key probably meant), wrong types of the
 * fields this site adds to Docusaurus' own, and `related` links to pages that do not exist. Each problem names the
 * file and field, and where the frontmatter says it when the file's text is given.
 */
import { withTrailingSlash } from '../../src/utils/text';
import { knownKeys, suggestKey, type PageKind } from './keys';

export type FrontMatterIssue = { file: string; field: string; message: string; line?: number; column?: number };

/** GitHub's rules for user names: alphanumerics and single inner hyphens, at most 39. */
export const GITHUB_HANDLE = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}

/** Type checks of one page's frontmatter. */
export function checkFrontMatterTypes(file: string, frontMatter: Record<string, unknown>): FrontMatterIssue[] {
  const issues: FrontMatterIssue[] = [];
  const report = (field: string, message: string) => issues.push({ file, field, message });
  const { title, sort, group, contributors, related, description, keywords } = frontMatter;

  for (const [field, value] of [
    ['title', title],
    ['group', group],
    ['description', description],
  ] as const) {
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
      report(field, `must be a non-empty string, got ${describe(value)}`);
    }
  }
  if (sort !== undefined && !(typeof sort === 'number' && Number.isInteger(sort))) {
    report('sort', `must be an integer, got ${describe(sort)}`);
  }
  if (contributors !== undefined) {
    if (!Array.isArray(contributors)) {
      report('contributors', `must be a list of GitHub handles, got ${describe(contributors)}`);
    } else {
      contributors.forEach((handle, i) => {
        if (typeof handle !== 'string' || !GITHUB_HANDLE.test(handle)) {
          report(`contributors[${i}]`, `must be a GitHub handle, got ${JSON.stringify(handle)}`);
        }
      });
    }
  }
  // Docusaurus' own schema rejects anything but a list of strings, only when it builds; the site's search reads them
  // from the page's keywords meta tag, where Docusaurus joins them with commas (plugins/local-search).
  if (keywords !== undefined) {
    if (!Array.isArray(keywords)) {
      report('keywords', `must be a list of phrases, got ${describe(keywords)}`);
    } else {
      keywords.forEach((keyword, i) => {
        if (typeof keyword !== 'string' || keyword.trim() === '') {
          report(`keywords[${i}]`, `must be a non-empty string, got ${JSON.stringify(keyword)}`);
        } else if (keyword.includes(',')) {
          report(
            `keywords[${i}]`,
            `must not contain a comma (search would read two keywords): ${JSON.stringify(keyword)}`,
          );
        }
      });
    }
  }
  if (related !== undefined) {
    if (!Array.isArray(related)) {
      report('related', `must be a list of {title, url}, got ${describe(related)}`);
    } else {
      related.forEach((entry: unknown, i) => {
        const item = entry as { title?: unknown; url?: unknown } | null;
        if (typeof item !== 'object' || item === null || Array.isArray(item)) {
          report(`related[${i}]`, `must be an object with title and url, got ${describe(entry)}`);
          return;
        }
        if (typeof item.title !== 'string' || item.title.trim() === '') {
          report(`related[${i}].title`, `must be a non-empty string, got ${describe(item.title)}`);
        }
        if (typeof item.url !== 'string' || item.url.trim() === '') {
          report(`related[${i}].url`, `must be a non-empty string, got ${describe(item.url)}`);
        }
      });
    }
  }
  return issues;
}

/**
 * A missing title (the page would be titled with its file name) and keys that no plugin reads: docs, blog posts and
 * pages written in Markdown each have their own keys; `readmePage` allows those of the generated README pages.
 */
export function checkFrontMatterKeys(
  file: string,
  frontMatter: Record<string, unknown>,
  kind: PageKind,
  { readmePage = false } = {},
): FrontMatterIssue[] {
  const issues: FrontMatterIssue[] = [];
  if (frontMatter.title === undefined) {
    issues.push({ file, field: 'title', message: 'is missing: the page would be titled with its file name' });
  }
  const known = knownKeys(kind, { readmePage });
  for (const key of Object.keys(frontMatter).filter((k) => !known.has(k))) {
    const suggestion = suggestKey(key, known);
    issues.push({
      file,
      field: key,
      message: `is not a frontmatter key of ${kind === 'doc' ? 'a doc' : kind === 'blog' ? 'a blog post' : 'a page'}${
        suggestion ? ` (did you mean "${suggestion}"?)` : ''
      }`,
    });
  }
  return issues;
}

/**
 * Where a field is written in a file's frontmatter (1-based line and column): its top-level key's line, or for
 * `related[2].url` the line of that entry's `url:`. A missing field is placed on the frontmatter's first line.
 */
export function locateField(raw: string, field: string): { line: number; column: number } {
  const lines = raw.split('\n');
  const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  const frontMatter = end > 0 ? lines.slice(0, end) : [];
  const [, key = field, index, nested] = /^([^[.]+)(?:\[(\d+)\])?(?:\.(\w+))?/.exec(field) ?? [];
  const keyLine = frontMatter.findIndex((line) =>
    new RegExp(`^${key.replace(/[$^.*+?()[\]{}|\\]/g, '\\$&')}\\s*:`).test(line),
  );
  if (keyLine < 0) return { line: 1, column: 1 };
  if (index === undefined) return { line: keyLine + 1, column: 1 };
  // The entries of a YAML list, each starting with "- ", below the key.
  const items = frontMatter.map((line, i) => ({ line, i })).filter(({ line, i }) => i > keyLine && /^\s*- /.test(line));
  const item = items[Number(index)];
  if (!item) return { line: keyLine + 1, column: 1 };
  if (nested) {
    const next = items[Number(index) + 1]?.i ?? frontMatter.length;
    for (let i = item.i; i < next; i += 1) {
      const column = frontMatter[i]!.search(new RegExp(`\\b${nested}\\s*:`));
      if (column >= 0) return { line: i + 1, column: column + 1 };
    }
  }
  return { line: item.i + 1, column: item.line.indexOf('-') + 1 };
}

/** Normalises an internal URL to the permalink form the site uses ("/a/b/"). */
export function internalPath(url: string): string {
  return withTrailingSlash(url.split(/[?#]/, 1)[0]!);
}

/**
 * Checks that every internal `related` URL names a page of the site. External
 * URLs (with a scheme) are not checked here.
 */
export function checkRelatedUrls(
  file: string,
  frontMatter: Record<string, unknown>,
  knownPaths: ReadonlySet<string>,
): FrontMatterIssue[] {
  const { related } = frontMatter;
  if (!Array.isArray(related)) return [];
  const issues: FrontMatterIssue[] = [];
  related.forEach((entry: unknown, i) => {
    const url = (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || /^[a-z][a-z\d+.-]*:/i.test(url)) return;
    if (!url.startsWith('/')) {
      issues.push({ file, field: `related[${i}].url`, message: `must be absolute ("/section/page/"), got "${url}"` });
    } else if (!knownPaths.has(internalPath(url))) {
      issues.push({ file, field: `related[${i}].url`, message: `links to an unknown page "${url}"` });
    }
  });
  return issues;
}

/** `frontmatter "field" message`. */
export function describeIssue(issue: FrontMatterIssue): string {
  return `frontmatter "${issue.field}" ${issue.message}`;
}
