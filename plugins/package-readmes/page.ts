/** The Markdown page of a documented package, from its cached README or, without one, from what is known. */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { packagePagePath, type ReadmePackage } from './packages';
import { printMarkdown, readmeToTree } from './transform';
import { isKnownLanguage } from '../code-highlight/highlight';
import { prismConfig } from '../../config/prismThemes';
import type { CacheEntry } from './cache';
import type { Summary } from './summaries';

/** GitHub organisations whose packages the webpack team maintains. */
const WEBPACK_ORGS = new Set(['webpack', 'webpack-contrib']);

export type PageLinks = { source?: string; edit?: string; repo?: string; npm: string };

export function pageLinks(pkg: ReadmePackage, entry: CacheEntry | undefined): PageLinks {
  const npm = `https://www.npmjs.com/package/${pkg.name}`;
  const repo = entry?.repository ?? (pkg.repository ? `https://github.com/${pkg.repository}` : undefined);
  if (!repo || !/^https:\/\/github\.com\//.test(repo)) return { npm, ...(repo ? { repo } : {}) };
  const readmePath = `${entry?.directory ? `${entry.directory.replace(/\/$/, '')}/` : ''}README.md`;
  return { npm, repo, source: `${repo}/blob/HEAD/${readmePath}`, edit: `${repo}/edit/HEAD/${readmePath}` };
}

/** `owner/name` of a GitHub repository URL. */
function repositoryName(repo: string | undefined): string | undefined {
  return repo ? /^https:\/\/github\.com\/([^/]+\/[^/]+)/.exec(repo)?.[1] : undefined;
}

/** Whether the webpack team maintains the package (in the webpack or webpack-contrib organisation). */
export function isMaintainedByWebpack(links: PageLinks): boolean {
  const owner = repositoryName(links.repo)?.split('/')[0];
  return owner !== undefined && WEBPACK_ORGS.has(owner.toLowerCase());
}

/** The italic note at the top of a README page: who maintains the package, and where. */
export function maintainerNote(pkg: ReadmePackage, links: PageLinks, hasReadme: boolean): string {
  const repository = repositoryName(links.repo);
  const shows = hasReadme ? ' This page shows its README.' : '';
  if (isMaintainedByWebpack(links)) {
    return `${pkg.name} is not part of webpack core: the webpack team maintains it in its own repository, ${repository}.${shows}`;
  }
  const where = repository ? ` in ${repository}` : '';
  return `${pkg.name} is not part of webpack: its authors maintain it${where}.${shows}`;
}

const yamlString = (value: string) => JSON.stringify(value);
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, label: string): PhrasingContent => ({ type: 'link', url, children: [text(label)] });

/** The note and the links above the README. */
function pageHeader(pkg: ReadmePackage, links: PageLinks, entry: CacheEntry | undefined): RootContent[] {
  const linkList: PhrasingContent[][] = [
    links.source ? [link(links.source, 'Source README')] : [],
    links.edit ? [link(links.edit, 'Edit the README')] : [],
    links.repo ? [link(links.repo, 'Repository')] : [],
    [link(links.npm, 'npm'), ...(entry ? [text(` (version ${entry.version})`)] : [])],
  ].filter((item) => item.length > 0);
  return [
    {
      type: 'paragraph',
      children: [{ type: 'emphasis', children: [text(maintainerNote(pkg, links, Boolean(entry)))] }],
    },
    { type: 'paragraph', children: linkList.flatMap((item, i) => (i === 0 ? item : [text(' · '), ...item])) },
  ];
}

/** What a page says when the README could not be fetched: what the package does, as the site's list says it. */
function fallbackBody(pkg: ReadmePackage, links: PageLinks, description: string, summary?: Summary): RootContent[] {
  return [
    {
      type: 'paragraph',
      children: [
        {
          type: 'strong',
          children: [text(`The README of ${pkg.name} could not be fetched when this site was built.`)],
        },
        text(' '),
        ...(summary ? summary.phrasing : [text(description)]),
      ],
    },
    {
      type: 'paragraph',
      children: [
        text('Read it on '),
        link(links.npm, 'npm'),
        ...(links.repo ? [text(' or in '), link(links.repo, 'its repository')] : []),
        text('.'),
      ],
    },
  ];
}

export function renderPackagePage(
  pkg: ReadmePackage,
  entry: CacheEntry | undefined,
  packagePages: ReadonlyMap<string, string>,
  summary?: Summary,
): string {
  const links = pageLinks(pkg, entry);
  const description = entry?.description ?? summary?.text ?? `The ${pkg.name} package for webpack.`;
  const frontMatter = [
    '---',
    `title: ${yamlString(pkg.name)}`,
    // Served in its section, though the file lives in the generated folder.
    `slug: ${yamlString(packagePagePath(pkg).replace(/\/$/, ''))}`,
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
  ];
  const body = entry
    ? readmeToTree(entry.readme, {
        repository: entry.repository,
        directory: entry.directory,
        packagePages,
        knownLanguage: (lang) => isKnownLanguage(lang, prismConfig),
      }).children
    : fallbackBody(pkg, links, description, summary);
  const page: Root = { type: 'root', children: [...pageHeader(pkg, links, entry), ...body] };
  return `${frontMatter.join('\n')}\n\n${printMarkdown(page)}`;
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
