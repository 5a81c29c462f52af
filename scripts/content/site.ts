/** The content files of the site and the URLs they are served at. */
import fs from 'node:fs';
import path from 'node:path';
import { ARCHIVED_VERSION_PATH, PRINTABLE_SECTIONS } from '../../src/constants';
import { BUILTIN_PLUGIN_PAGES, PAGE_INVENTORY, V4_PAGES } from '../../config/pageInventory';
import { packagePagePath, README_PACKAGES } from '../../plugins/package-readmes/packages';
import { GENERATED_DIR } from '../../plugins/package-readmes/layout';

export const ROOT = path.resolve(__dirname, '../..');

export type ContentFile = {
  /** Path from the site root, with forward slashes. */
  file: string;
  url: string;
  version: '5' | '4';
  kind: 'doc' | 'blog' | 'page';
};

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The URL of a docs file relative to its docs folder: `concepts/index.mdx` → `/concepts/`. The pages generated from
 * package READMEs are served in their section: `package-readmes/loaders/css-loader.md` → `/loaders/css-loader/`.
 */
export function docUrl(relative: string, prefix = ''): string {
  const withoutExt = relative
    .split(path.sep)
    .join('/')
    .replace(new RegExp(`^${GENERATED_DIR}/`), '')
    .replace(/\.mdx?$/, '');
  const slug = withoutExt.replace(/(^|\/)index$/, '');
  return `${prefix}/${slug}${slug ? '/' : ''}`.replace(/\/+/g, '/');
}

export function contentFiles(root = ROOT): ContentFile[] {
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const docs = (dir: string, version: '5' | '4', prefix: string) =>
    walk(path.join(root, dir))
      .filter((f) => !path.basename(f).startsWith('_'))
      .map((f) => ({
        file: rel(f),
        url: docUrl(path.relative(path.join(root, dir), f), prefix),
        version,
        kind: 'doc' as const,
      }));
  const blog = walk(path.join(root, 'blog')).map((f) => ({
    file: rel(f),
    url: `/blog/${path.basename(f).replace(/\.mdx?$/, '')}/`,
    version: '5' as const,
    kind: 'blog' as const,
  }));
  const pages = walk(path.join(root, 'src/pages')).map((f) => ({
    file: rel(f),
    url: docUrl(path.relative(path.join(root, 'src/pages'), f)),
    version: '5' as const,
    kind: 'page' as const,
  }));
  return [
    ...docs('docs', '5', ''),
    ...docs(`versioned_docs/version-4`, '4', `/${ARCHIVED_VERSION_PATH}`),
    ...blog,
    ...pages,
  ];
}

/** Pages served by code rather than by a content file. */
export function codeRoutes(root = ROOT): string[] {
  const tsxPages = fs.existsSync(path.join(root, 'src/pages'))
    ? fs
        .readdirSync(path.join(root, 'src/pages'))
        .filter((f) => /\.tsx$/.test(f))
        .map((f) => docUrl(f.replace(/\.tsx$/, '.mdx')))
    : [];
  const printable = PRINTABLE_SECTIONS.flatMap((s) => [
    `/${s}/printable/`,
    `/${ARCHIVED_VERSION_PATH}/${s}/printable/`,
  ]);
  return ['/', '/blog/', '/blog/archive/', '/search/', ...tsxPages, ...printable];
}

/** URLs of the pages the inventory requires (both versions), whether or not they are written yet. */
export function inventoryUrls(): string[] {
  return [
    ...Object.entries(PAGE_INVENTORY).flatMap(([section, pages]) =>
      pages.map((page) => (page.slug === 'index' ? `/${section}/` : `/${section}/${page.slug}/`)),
    ),
    ...BUILTIN_PLUGIN_PAGES.map((page) => `/plugins/${page.slug}/`),
    ...README_PACKAGES.map(packagePagePath),
    ...Object.entries(V4_PAGES).flatMap(([section, slugs]) =>
      slugs.map((slug) => `/${ARCHIVED_VERSION_PATH}/${section}/${slug === 'index' ? '' : `${slug}/`}`),
    ),
  ];
}
