/**
 * Where this plugin keeps its files. The generated pages have a folder of their own inside the docs folder
 * (`docs/package-readmes/{loaders,plugins}/`, ignored by git), which no writer's page shares: the plugin writes and
 * deletes files there only, and only those its manifest says it wrote. Each page's `slug` serves it at
 * `/loaders/{name}/` or `/plugins/{name}/`, and the sidebars list it in its section.
 */
import path from 'node:path';
import type { ReadmePackage } from './packages';

export const DEFAULT_CACHE_DIR = '.cache/package-readmes';

/** The folder of the generated pages, inside the docs folder. */
export const GENERATED_DIR = 'package-readmes';

/** The list of files the plugin wrote, inside GENERATED_DIR (a dot file: the docs plugin does not read it). */
export const MANIFEST_FILE = '.generated.json';

/** docs/package-readmes/loaders/css-loader.md */
export function generatedPageFile(docsDir: string, pkg: Pick<ReadmePackage, 'name' | 'kind'>): string {
  return path.join(docsDir, GENERATED_DIR, `${pkg.kind}s`, `${pkg.name}.md`);
}

/** The files a writer could put at the same URL: docs/loaders/css-loader.md or .mdx. */
export function writtenPageFiles(docsDir: string, pkg: Pick<ReadmePackage, 'name' | 'kind'>): string[] {
  return ['.md', '.mdx'].map((extension) => path.join(docsDir, `${pkg.kind}s`, `${pkg.name}${extension}`));
}
