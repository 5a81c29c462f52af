/** The Markdown page of a documented package, from its cached README or, without one, from what is known. */
import { packagePagePath, type ReadmePackage } from './packages';
import { readmeToPage } from './transform';
import type { CacheEntry } from './cache';

/** GitHub organisations whose packages the webpack team maintains. */
const WEBPACK_ORGS = new Set(['webpack', 'webpack-contrib']);

export type PageLinks = { source?: string; edit?: string; repo?: string; npm: string };

export function pageLinks(pkg: ReadmePackage, entry: CacheEntry | undefined): PageLinks {
  const npm = `https://www.npmjs.com/package/${pkg.name}`;
  const repo =
    entry?.repository ??
    (pkg.group === 'webpack contrib' ? `https://github.com/webpack-contrib/${pkg.name}` : undefined);
  if (!repo || !/^https:\/\/github\.com\//.test(repo)) return { npm, ...(repo ? { repo } : {}) };
  const readmePath = `${entry?.directory ? `${entry.directory.replace(/\/$/, '')}/` : ''}README.md`;
  return { npm, repo, source: `${repo}/blob/HEAD/${readmePath}`, edit: `${repo}/edit/HEAD/${readmePath}` };
}

/** Whether the package is maintained outside the webpack organisations (it then gets a note saying so). */
export function isCommunityMaintained(links: PageLinks): boolean {
  const org = links.repo ? /^https:\/\/github\.com\/([^/]+)\//.exec(`${links.repo}/`)?.[1] : undefined;
  return !org || !WEBPACK_ORGS.has(org.toLowerCase());
}

const yamlString = (value: string) => JSON.stringify(value);

export function renderPackagePage(
  pkg: ReadmePackage,
  entry: CacheEntry | undefined,
  packagePages: ReadonlyMap<string, string>,
): string {
  const links = pageLinks(pkg, entry);
  const description = entry?.description ?? `The ${pkg.name} package for webpack.`;
  const frontMatter = [
    '---',
    `title: ${yamlString(pkg.name)}`,
    `description: ${yamlString(description)}`,
    // Built-in plugins and ungrouped loaders come first; README pages are ordered by name.
    `sort: ${pkg.kind === 'plugin' ? 100 : 1}`,
    ...(pkg.group ? [`group: ${yamlString(pkg.group)}`] : []),
    ...(links.edit ? [`custom_edit_url: ${yamlString(links.edit)}`] : ['custom_edit_url: null']),
    ...(links.source ? [`source: ${yamlString(links.source)}`] : []),
    ...(links.edit ? [`edit: ${yamlString(links.edit)}`] : []),
    ...(links.repo ? [`repo: ${yamlString(links.repo)}`] : []),
    ...(entry ? [`package_version: ${yamlString(entry.version)}`] : []),
    '---',
    '',
  ];
  const header: string[] = [];
  if (isCommunityMaintained(links)) {
    header.push(
      `_${pkg.name} is maintained by its own authors, outside the webpack organisation. This page shows its README._`,
      '',
    );
  }
  const linkList = [
    links.source && `[Source README](${links.source})`,
    links.edit && `[Edit the README](${links.edit})`,
    links.repo && `[Repository](${links.repo})`,
    `[npm](${links.npm})${entry ? ` (version ${entry.version})` : ''}`,
  ].filter(Boolean);
  header.push(linkList.join(' · '), '');
  const body = entry
    ? readmeToPage(entry.readme, { repository: entry.repository, directory: entry.directory, packagePages })
    : [
        `**The README of ${pkg.name} could not be fetched when this site was built.** ${description}`,
        '',
        `Read it on [npm](${links.npm})${links.repo ? ` or in [its repository](${links.repo})` : ''}.`,
      ].join('\n');
  return `${[...frontMatter, ...header].join('\n')}\n${body}\n`;
}

/** Repository URLs and package names of the documented packages → their pages, for cross links. */
export function packagePageIndex(
  packages: readonly ReadmePackage[],
  entries: ReadonlyMap<string, CacheEntry>,
): Map<string, string> {
  const index = new Map<string, string>();
  for (const pkg of packages) {
    const page = packagePagePath(pkg);
    index.set(pkg.name.toLowerCase(), page);
    const repo = pageLinks(pkg, entries.get(pkg.name)).repo;
    if (repo) index.set(repo.toLowerCase(), page);
  }
  return index;
}
