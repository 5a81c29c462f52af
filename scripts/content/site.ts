/**
 * The content files of the site and the URLs they are served at, read from the files as the build serves them: the
 * docs of every version (docs/ and versioned_docs/, with the pages made from package READMEs), the blog posts and the
 * pages written in Markdown; and the URLs of the pages made by code (React pages, printable pages, search).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { VERSIONED_DOCS_DIR } from '@docusaurus/plugin-content-docs/server';
import {
  ARCHIVED_VERSIONS,
  CURRENT_VERSION,
  PRINTABLE_SECTIONS,
  versionPrefix,
  VERSIONS_WITH_PREFIXED_LINKS,
} from '../../src/constants';
import { docFiles, docFolderUrls, slugOf } from '../../config/docUrls';
import { blogSlugFromPath } from '../../config/blogSlug';
import { packagePagePath, README_PACKAGES } from '../../plugins/package-readmes/packages';
import { generatedPageFile, PAGES_DIR } from '../../plugins/package-readmes/layout';
import { CODE_ROUTES } from '../../plugins/content-rules';
import type { ContentPage } from '../../plugins/content-rules/links';
import siteConfig from '../../docusaurus.config';
import { buildMarkdownConfig } from './markdown';

export const ROOT = path.resolve(__dirname, '../..');

export type ContentFile = {
  /** Path from the site root, with forward slashes. */
  file: string;
  url: string;
  /** The docs version a doc belongs to ('5', '4'); blog posts and pages count as the current version's. */
  version: string;
  kind: 'doc' | 'blog' | 'page';
};

/** The folder of a docs version, from the site's root. */
export function versionDir(version: string): string {
  return version === CURRENT_VERSION ? 'docs' : `${VERSIONED_DOCS_DIR}/version-${version}`;
}

function filesIn(root: string, dir: string): string[] {
  return docFiles(path.join(root, dir)).map((file) => `${dir}/${file}`);
}

export function contentFiles(root = ROOT): ContentFile[] {
  const docs = [CURRENT_VERSION, ...ARCHIVED_VERSIONS].flatMap((version) => {
    const dir = versionDir(version);
    return [...docFolderUrls(path.join(root, dir))].map(([file, url]) => ({
      file: `${dir}/${file}`,
      url: `${versionPrefix(version)}${url}`,
      version,
      kind: 'doc' as const,
    }));
  });
  const blog = filesIn(root, 'blog').map((file) => {
    const slug = slugOf(fs.readFileSync(path.join(root, file), 'utf8')) ?? blogSlugFromPath(file);
    return { file, url: `/blog/${slug}/`, version: CURRENT_VERSION, kind: 'blog' as const };
  });
  const pages = [...docFolderUrls(path.join(root, 'src/pages'))].map(([file, url]) => ({
    file: `src/pages/${file}`,
    url,
    version: CURRENT_VERSION,
    kind: 'page' as const,
  }));
  return [...docs, ...blog, ...pages];
}

/** The URLs of the pages made by code: React pages, printable pages of every version, the search page. */
export function codeRoutes(root = ROOT): string[] {
  const reactPages = fs
    .readdirSync(path.join(root, 'src/pages'))
    .filter((file) => /\.tsx$/.test(file) && !file.startsWith('_'))
    .map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}/`));
  const printable = [CURRENT_VERSION, ...ARCHIVED_VERSIONS].flatMap((version) =>
    PRINTABLE_SECTIONS.map((section) => `${versionPrefix(version)}/${section}/printable/`),
  );
  return ['/blog/', ...CODE_ROUTES, ...reactPages, ...printable];
}

/** A content file's frontmatter, parsed as the build parses it (the site's `markdown.parseFrontMatter`). */
export async function parseFrontMatter(file: string, raw: string, root = ROOT): Promise<Record<string, unknown>> {
  const { frontMatter } = await buildMarkdownConfig(siteConfig as never).parseFrontMatter({
    filePath: path.resolve(root, file),
    fileContent: raw,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  return frontMatter;
}

/**
 * The pages the content rules read: the content files, and the README pages the plugin has generated (a README page
 * not generated yet, or replaced by a written page, is only a URL).
 */
export async function sitePages(
  files: readonly ContentFile[],
  root = ROOT,
): Promise<{ pages: ContentPage[]; otherUrls: string[] }> {
  const written = new Set(files.map((file) => file.url));
  const byVersion = new Map<string, Set<string>>();
  for (const file of files.filter((f) => f.kind === 'doc')) {
    const prefix = versionPrefix(file.version);
    byVersion.set(file.version, (byVersion.get(file.version) ?? new Set()).add(file.url.slice(prefix.length)));
  }
  const pages: ContentPage[] = await Promise.all(
    files.map(async (file) => {
      const rewrites =
        file.kind === 'doc' && file.version !== CURRENT_VERSION && !VERSIONS_WITH_PREFIXED_LINKS.includes(file.version);
      const raw = fs.readFileSync(path.join(root, file.file), 'utf8');
      return {
        file: file.file,
        kind: file.kind,
        frontMatter: await parseFrontMatter(file.file, raw, root),
        url: file.url,
        raw,
        ...(rewrites && {
          versionLinks: { prefix: versionPrefix(file.version), pages: byVersion.get(file.version)! },
        }),
      };
    }),
  );
  const otherUrls = codeRoutes(root);
  for (const pkg of README_PACKAGES.filter((p) => !written.has(packagePagePath(p)))) {
    const generated = generatedPageFile(PAGES_DIR, pkg).split(path.sep).join('/');
    if (fs.existsSync(path.join(root, generated))) {
      const raw = fs.readFileSync(path.join(root, generated), 'utf8');
      pages.push({
        file: generated,
        kind: 'doc',
        frontMatter: await parseFrontMatter(generated, raw, root),
        url: packagePagePath(pkg),
        raw,
        generated: true,
      });
    } else {
      otherUrls.push(packagePagePath(pkg));
    }
  }
  return { pages, otherUrls };
}
