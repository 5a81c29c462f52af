/**
 * Loader and plugin pages from package READMEs: keeps a cache of the READMEs
 * of the packages in packages.ts (fetched with the npm CLI, refreshed after
 * 48 h) and writes one Markdown page per package into docs/loaders/ and
 * docs/plugins/ before the docs plugin reads the docs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { README_PACKAGES, type ReadmePackage } from './packages';
import { syncReadmes, type SyncResult } from './sync';
import { packagePageIndex, renderPackagePage } from './page';
import type { CacheEntry } from './cache';

export type Options = {
  packages?: readonly ReadmePackage[];
  /** Where the READMEs are cached, relative to the site. */
  cacheDir?: string;
  /** Use the cache only, never the registry. Also set by PACKAGE_READMES=offline. */
  offline?: boolean;
};

/** The generated page of a package: docs/loaders/css-loader.md. Generated pages are .md; written pages are .mdx. */
export function generatedPagePath(siteDir: string, pkg: ReadmePackage): string {
  return path.join(siteDir, 'docs', `${pkg.kind}s`, `${pkg.name}.md`);
}

export async function writePackagePages(
  siteDir: string,
  packages: readonly ReadmePackage[],
  results: readonly SyncResult[],
): Promise<void> {
  const entries = new Map<string, CacheEntry>(results.filter((r) => r.entry).map((r) => [r.name, r.entry!]));
  const pages = packagePageIndex(packages, entries);
  const wanted = new Set(packages.map((pkg) => generatedPagePath(siteDir, pkg)));
  for (const kind of ['loaders', 'plugins']) {
    const dir = path.join(siteDir, 'docs', kind);
    await fs.mkdir(dir, { recursive: true });
    for (const file of await fs.readdir(dir)) {
      const full = path.join(dir, file);
      if (file.endsWith('.md') && !wanted.has(full)) await fs.rm(full);
    }
  }
  for (const pkg of packages) {
    const file = generatedPagePath(siteDir, pkg);
    const content = renderPackagePage(pkg, entries.get(pkg.name), pages);
    const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
    // Unchanged pages are not rewritten, so that `docusaurus start` does not reload for nothing.
    if (existing !== content) await fs.writeFile(file, content);
  }
}

export default async function packageReadmesPlugin(context: LoadContext, rawOptions: unknown): Promise<Plugin> {
  const options = (rawOptions ?? {}) as Options;
  const packages = options.packages ?? README_PACKAGES;
  const started = Date.now();
  const results = await syncReadmes(
    packages.map((pkg) => pkg.name),
    {
      cacheDir: path.resolve(context.siteDir, options.cacheDir ?? '.cache/package-readmes'),
      offline: options.offline ?? process.env.PACKAGE_READMES === 'offline',
    },
  );
  await writePackagePages(context.siteDir, packages, results);
  const count = (status: SyncResult['status']) => results.filter((r) => r.status === status).length;
  console.log(
    `[package-readmes] ${packages.length} pages: ${count('fetched')} READMEs fetched, ${count('cached')} from the cache, ${count('failed')} unavailable (${Date.now() - started} ms)`,
  );
  return { name: 'package-readmes' };
}
