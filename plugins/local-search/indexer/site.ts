/**
 * The search indexes of a built site: which pages each docs version's index holds (its docs; the blog and the site's
 * Markdown pages go with the current version), read from the HTML the build wrote, and where the indexes go. See
 * ../README.md.
 *
 * Everything here is synchronous on purpose: postBuild hooks run side by side, and the offline worker's (plugin-pwa)
 * lists the files to precache after its first await. Done before this plugin's postBuild returns its promise, the
 * index files and the pages that point to them are in place before any other postBuild goes on.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Props } from '@docusaurus/types';
import { searchVersions } from '../client/versions';
import { INDEX_DIR, indexMetaTags } from '../client/location';
import { buildIndex, type BuildOptions, type IndexPage } from './build';
import { extractPage } from './extract';

export type SiteIndexOptions = BuildOptions & {
  ignoredHeadings: readonly string[];
  weights: { blogPosts: number; importedDocs: { frontMatterKey: string; weight: number } };
  /** URLs of docs that are, with the blog's posts, the site's history (IndexPage.history). */
  historyPages: string[];
};

type DocsVersion = {
  /** 'current' for the docs/ folder, else the name in versions.json (the search's label); not the dropdown's label. */
  versionName: string;
  docs: { permalink: string; frontMatter: Record<string, unknown> }[];
};
type BlogContent = { blogPosts: { metadata: { permalink: string } }[] };
/** What the pages plugin loaded: its Markdown pages (the glossary, the comparison…) and its React ones. */
type PagesContent = { type: 'mdx' | 'jsx'; permalink: string; unlisted?: boolean }[];
type NavbarItem = { label?: string; to?: string; items?: NavbarItem[] };

/**
 * The breadcrumb of a page from the navbar: the labels of the menu and of its item whose link is the longest start of
 * the page's path in its version (`Documentation › Configuration` for /configuration/output/ and
 * /v4/configuration/output/, `Blog` for a post).
 */
export function navbarBreadcrumbs(items: readonly NavbarItem[], versionPaths: readonly string[]) {
  const trails: { to: string; labels: string[] }[] = [];
  for (const item of items) {
    if (item.label && item.to?.startsWith('/')) trails.push({ to: item.to, labels: [item.label] });
    for (const sub of item.items ?? []) {
      if (item.label && sub.label && sub.to?.startsWith('/'))
        trails.push({ to: sub.to, labels: [item.label, sub.label] });
    }
  }
  return (url: string): string[] => {
    const paths = [
      url,
      ...versionPaths.filter((base) => url.startsWith(`/${base}/`)).map((base) => url.slice(base.length + 1)),
    ];
    // The longest link that starts the path; of a menu and its item with one link, the item.
    const found = trails
      .filter(({ to }) => paths.some((pathname) => pathname.startsWith(to)))
      .sort((a, b) => b.to.length - a.to.length || b.labels.length - a.labels.length)[0];
    return found?.labels ?? [];
  };
}

/** The built page of a route (`trailingSlash: true`: every route is a folder with an index.html). */
const htmlFileOf = (outDir: string, permalink: string) =>
  path.join(outDir, decodeURIComponent(permalink), 'index.html');

/** Every HTML file of the build. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Builds and writes the index of every docs version, then points every page of the build at them (a meta tag per
 * version in its head). Returns, per version, the URL of its manifest and how many pages it holds.
 */
export function writeSiteIndexes(
  props: Props,
  options: SiteIndexOptions,
): { label: string; url: string; pages: number }[] {
  const docsPlugin = props.plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
  );
  const blogPlugin = props.plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-blog' && plugin.options.id === 'default',
  );
  const loadedVersions = (docsPlugin?.content as { loadedVersions: DocsVersion[] } | undefined)?.loadedVersions ?? [];
  const blogPosts = (blogPlugin?.content as BlogContent | undefined)?.blogPosts ?? [];
  const pagesPlugin = props.plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-pages' && plugin.options.id === 'default',
  );
  // The site's written pages, not its React ones (the home page, the vote page): text a reader looks for.
  const sitePages = ((pagesPlugin?.content as PagesContent | undefined) ?? []).filter(
    (page) => page.type === 'mdx' && !page.unlisted,
  );
  const versions = searchVersions();
  const navbar = (props.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar;
  const breadcrumbOf = navbarBreadcrumbs(navbar?.items ?? [], versions.map((version) => version.path).filter(Boolean));
  const { ignoredHeadings, weights } = options;
  // Compared without a trailing slash: docs know their permalink without the one the site's URLs end with.
  const withoutSlash = (url: string) => url.replace(/(.)\/$/, '$1');
  const historyPages = new Set(options.historyPages.map(withoutSlash));
  // A URL there that is no page's (mistyped, or the page moved) would change nothing, silently.
  const docUrls = new Set(loadedVersions.flatMap((loaded) => loaded.docs.map((doc) => withoutSlash(doc.permalink))));
  const unknown = [...historyPages].filter((url) => !docUrls.has(url));
  if (unknown.length > 0) {
    throw new Error(`[local-search] historyPages names no docs page: ${unknown.join(', ')} (with the version's path)`);
  }

  const written: { label: string; url: string; pages: number }[] = [];
  versions.forEach((version, index) => {
    const name = index === 0 ? 'current' : version.label;
    const docs = loadedVersions.find((loaded) => loaded.versionName === name)?.docs ?? [];
    const routes = [
      ...docs.map((doc) => {
        const own = doc.frontMatter[weights.importedDocs.frontMatterKey] === undefined;
        const weight = own ? 1 : weights.importedDocs.weight;
        return { permalink: doc.permalink, own, weight, history: historyPages.has(withoutSlash(doc.permalink)) };
      }),
      // Release notes are about the current version, and so are the site's own pages.
      ...(index === 0
        ? blogPosts.map((post) => ({
            permalink: post.metadata.permalink,
            own: false,
            weight: weights.blogPosts,
            history: true,
          }))
        : []),
      ...(index === 0
        ? sitePages.map((page) => ({ permalink: page.permalink, own: true, weight: 1, history: false }))
        : []),
    ];
    const pages: IndexPage[] = [];
    for (const { permalink, own, weight, history } of routes) {
      const file = htmlFileOf(props.outDir, permalink);
      if (!fs.existsSync(file)) continue;
      const page = extractPage(fs.readFileSync(file, 'utf8'), { ignoredHeadings });
      // Docs and posts know their permalink without the slash the site's URLs end with (`trailingSlash: true`).
      const url = props.siteConfig.trailingSlash && !permalink.endsWith('/') ? `${permalink}/` : permalink;
      if (page) pages.push({ url, ...page, breadcrumb: breadcrumbOf(url), weight, own, history });
    }
    const built = buildIndex(pages, options);
    const dir = path.join(props.outDir, INDEX_DIR, version.label);
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, content] of built.files) fs.writeFileSync(path.join(dir, name), content);
    written.push({
      label: version.label,
      url: `${props.baseUrl}${INDEX_DIR}/${version.label}/${built.manifestFile}`,
      pages: pages.length,
    });
  });

  const tags = indexMetaTags(written);
  for (const file of htmlFiles(props.outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (html.includes('</head>')) fs.writeFileSync(file, html.replace('</head>', `${tags}</head>`));
  }
  return written;
}
