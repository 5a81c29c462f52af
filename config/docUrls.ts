/**
 * The URL of each page of a docs folder, read from the files as the docs plugin serves them here: the file's path
 * without its extension, `index` as its folder (`concepts/index.mdx` → `/concepts/`, `guides/caching.mdx` →
 * `/guides/caching/`), or its frontmatter `slug` (absolute, or relative to the file's folder). Files and folders whose
 * name starts with `_` and `__tests__` folders are not pages (the docs plugin's default `exclude`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { withTrailingSlash } from '../src/utils/text';

/** The URL of a page from its path in the docs folder (`/` separators) and its `slug` frontmatter, if any. */
export function docUrl(relativeFile: string, slug?: unknown): string {
  const withoutExtension = relativeFile.replace(/\.mdx?$/, '');
  const folder = path.posix.dirname(withoutExtension);
  if (typeof slug === 'string' && slug !== '') {
    const absolute = slug.startsWith('/') ? slug : `/${folder === '.' ? '' : `${folder}/`}${slug}`;
    return withTrailingSlash(path.posix.normalize(absolute));
  }
  const pagePath = withoutExtension.replace(/(^|\/)index$/, '');
  return pagePath === '' ? '/' : `/${pagePath}/`;
}

/** The page files of a docs folder, by their path in it (`/` separators). */
export function docFiles(dir: string): string[] {
  const walk = (relative: string): string[] =>
    fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('_')) return [];
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return walk(file);
      return /\.mdx?$/.test(entry.name) ? [file] : [];
    });
  return fs.existsSync(dir) ? walk('') : [];
}

/** The `slug` line of a file's frontmatter (a plain or quoted string, as slugs are written). */
export function slugOf(raw: string): string | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1];
  const slug = frontMatter && /^slug:[ \t]*(?:"([^"]*)"|'([^']*)'|(\S[^\n#]*?))[ \t]*$/m.exec(frontMatter);
  return slug ? (slug[1] ?? slug[2] ?? slug[3]) : undefined;
}

/** The URLs of the pages of a docs folder (without the version's prefix), by file. */
export function docFolderUrls(dir: string): Map<string, string> {
  return new Map(
    docFiles(dir).map((file) => [file, docUrl(file, slugOf(fs.readFileSync(path.join(dir, file), 'utf8')))] as const),
  );
}
