/**
 * Where this plugin keeps its files. The generated pages live outside the docs folder, among Docusaurus' generated
 * files (`.docusaurus/package-readmes/pages/{loaders,plugins}/`), so that nothing that works on the docs folder
 * (`docusaurus docs:version`, a writer's `git status`) ever sees them. The docs plugin reads them through its `include`
 * option (README_PAGES_INCLUDE) as pages of the current version; each page's `slug` serves it at `/loaders/{name}/`
 * or `/plugins/{name}/`, and the sidebars list it in its section. The plugin writes and deletes files there only, and
 * only those its manifest says it wrote.
 */
import path from 'node:path';
import type { ReadmePackage } from './packages';

export const DEFAULT_CACHE_DIR = '.cache/package-readmes';

/** The folder of the generated pages, from the site's root. */
export const PAGES_DIR = '.docusaurus/package-readmes/pages';

/**
 * The docs plugin's `include` pattern for the generated pages, relative to the docs folder (`docs/`) as the docs
 * plugin reads its patterns. From an archived version's folder (versioned_docs/version-4/) it matches nothing, so
 * the README pages belong to the current version only.
 */
export const README_PAGES_INCLUDE = `../${PAGES_DIR}/**/*.md`;

/**
 * The name of a folder the README pages are in, as the sanitiser (`sanitize.ts`) tells them from written pages: it
 * sanitises the pages inside a folder of this name.
 */
export const SANITIZED_FOLDER = 'package-readmes';

/** Where an earlier version of this plugin wrote the pages: its leftovers there are deleted. */
export const OLD_PAGES_DIR = 'docs/package-readmes';

/** The list of files the plugin wrote, inside the pages folder. */
export const MANIFEST_FILE = '.generated.json';

/** .docusaurus/package-readmes/pages/loaders/css-loader.md */
export function generatedPageFile(pagesDir: string, pkg: Pick<ReadmePackage, 'name' | 'kind'>): string {
  return path.join(pagesDir, `${pkg.kind}s`, `${pkg.name}.md`);
}

/** The files a writer could put at the same URL: docs/loaders/css-loader.md or .mdx. */
export function writtenPageFiles(docsDir: string, pkg: Pick<ReadmePackage, 'name' | 'kind'>): string[] {
  return ['.md', '.mdx'].map((extension) => path.join(docsDir, `${pkg.kind}s`, `${pkg.name}${extension}`));
}
