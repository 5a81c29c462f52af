/**
 * Checks the frontmatter fields this site adds to Docusaurus' own: wrong types
 * and links to pages that do not exist are reported with the file and field.
 */
import { withTrailingSlash } from '../../src/utils/text';

export type FrontMatterIssue = { file: string; field: string; message: string };

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
  const { title, sort, group, contributors, related, description } = frontMatter;

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

export function formatIssues(issues: readonly FrontMatterIssue[]): string {
  return [
    `Invalid frontmatter in ${new Set(issues.map((i) => i.file)).size} file(s):`,
    ...issues.map((i) => `  - ${i.file}: "${i.field}" ${i.message}`),
  ].join('\n');
}
