/**
 * The frontmatter rules of a page: a title, no key no one reads (with the key probably meant), fields of the right
 * type, `related` links to pages that exist. The build applies them to every page before it bundles anything
 * (plugins/content-rules), and `npm run content:check` to the files; each problem names the file, the line and column
 * where the frontmatter writes the field, and the field.
 */
import { PAGES_DIR as README_PAGES_DIR } from '../package-readmes/layout';
import { knownKeys, type PageKind } from './keys';
import {
  checkFrontMatterKeys,
  checkFrontMatterTypes,
  checkRelatedUrls,
  locateField,
  type FrontMatterIssue,
} from './validate';

/**
 * A page's problems (`file` from the site's root), each placed where the frontmatter writes it (or on its first
 * line) when `raw`, the page's file, is given. `knownUrls`: the site's URLs, with their trailing slash.
 */
export function checkPage(
  file: string,
  frontMatter: Record<string, unknown>,
  kind: PageKind,
  knownUrls: ReadonlySet<string>,
  raw?: string,
): FrontMatterIssue[] {
  const readmePage = file.startsWith(`${README_PAGES_DIR}/`);
  const known = knownKeys(kind, { readmePage });
  // A key the page's kind does not have is reported as such, not for its type as well.
  const ofKnownKey = (issue: FrontMatterIssue) => known.has(issue.field.split(/[[.]/)[0]!);
  const issues = [
    ...checkFrontMatterKeys(file, frontMatter, kind, { readmePage }),
    ...[...checkFrontMatterTypes(file, frontMatter), ...checkRelatedUrls(file, frontMatter, knownUrls)].filter(
      ofKnownKey,
    ),
  ];
  return raw === undefined ? issues : issues.map((issue) => ({ ...issue, ...locateField(raw, issue.field) }));
}
