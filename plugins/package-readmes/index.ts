/**
 * Loader and plugin pages from package READMEs. Before the docs plugin reads
 * the docs, writes one Markdown page per package (from the README cache that
 * `npm run sync:readmes` fills) into a folder of its own outside the docs
 * folder, .docusaurus/package-readmes/pages/, which the docs plugin reads
 * through its `include` option. Never asks the registry: a build works the
 * same online and offline.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import { DEFAULT_PARSE_FRONT_MATTER, escapeRegexp } from '@docusaurus/utils';
import { Joi } from '@docusaurus/utils-validation';
import { README_PACKAGES, type ReadmePackage } from './packages';
import { prismConfig } from '../../config/prismThemes';
import { packagePageIndex, renderPackagePage } from './page';
import { readSummaries, type Summary } from './summaries';
import { isFresh, readCache, type CacheEntry } from './cache';
import {
  DEFAULT_CACHE_DIR,
  generatedPageFile,
  MANIFEST_FILE,
  OLD_PAGES_DIR,
  PAGES_DIR,
  writtenPageFiles,
} from './layout';

export type Options = {
  /** The documented packages. */
  packages: ReadmePackage[];
  /** Where `npm run sync:readmes` keeps the READMEs, relative to the site. */
  cacheDir: string;
  /** The docs plugin's folder, relative to the site: a page written there at a package's URL replaces its README page. */
  docsDir: string;
  /** A folder of made-up packages and their READMEs, added to the real ones (end-to-end tests). */
  fixturesDir?: string;
};

export type PluginOptions = Options & { id: string };

const packageSchema = Joi.object({
  name: Joi.string()
    .pattern(/^(@[a-z\d-~][a-z\d-._~]*\/)?[a-z\d-~][a-z\d-._~]*$/)
    .required(),
  kind: Joi.string().valid('loader', 'plugin').required(),
  group: Joi.string().valid('CSS', 'webpack contrib', 'Community'),
  repository: Joi.string().pattern(/^[\w.-]+\/[\w.-]+$/),
});

const optionsSchema = Joi.object<PluginOptions>({
  packages: Joi.array().items(packageSchema).default(README_PACKAGES),
  cacheDir: Joi.string().default(DEFAULT_CACHE_DIR),
  docsDir: Joi.string().default('docs'),
  fixturesDir: Joi.string(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<Options> | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options ?? {});
}

export type PageStatus = {
  pkg: ReadmePackage;
  /** Where the page was written, or the writer's page that replaces it. */
  file: string;
  status: 'readme' | 'stale readme' | 'no readme' | 'written by hand';
  /** A page in docs/loaders/ or docs/plugins/ that an earlier version of this plugin generated there. */
  leftover?: boolean;
};

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Made-up packages for tests: `packages.json` lists them, `{name}.md` holds each README. */
async function readFixtures(dir: string): Promise<{ pkg: ReadmePackage; entry: CacheEntry }[]> {
  const list = JSON.parse(await fs.readFile(path.join(dir, 'packages.json'), 'utf8')) as (ReadmePackage & {
    version: string;
    description: string;
  })[];
  return Promise.all(
    list.map(async ({ version, description, ...pkg }) => ({
      pkg,
      entry: {
        name: pkg.name,
        version,
        description,
        ...(pkg.repository ? { repository: `https://github.com/${pkg.repository}` } : {}),
        readme: await fs.readFile(path.join(dir, `${pkg.name}.md`), 'utf8'),
        // Fixtures never go stale.
        fetchedAt: new Date().toISOString(),
      },
    })),
  );
}

/**
 * What a page is made from: when none of it changed, the page is not made again (it takes seconds for all). The
 * languages the site highlights decide which fences keep theirs.
 */
const RENDERER = createHash('sha256')
  .update(['page.ts', 'transform.ts'].map((file) => readFileSync(path.join(__dirname, file), 'utf8')).join('\0'))
  .update(JSON.stringify(prismConfig.additionalLanguages))
  .digest('hex');

function inputsHash(
  pkg: ReadmePackage,
  entry: CacheEntry | undefined,
  pages: ReadonlyMap<string, string>,
  summary: Summary | undefined,
): string {
  const { fetchedAt: _fetchedAt, ...readme } = entry ?? { fetchedAt: '' };
  return createHash('sha256')
    .update(JSON.stringify({ RENDERER, pkg, readme, pages: [...pages].sort(), summary }))
    .digest('hex');
}

type Manifest = { pages: Record<string, string> };

async function readManifest(dir: string): Promise<Manifest['pages'] | undefined> {
  return fs
    .readFile(path.join(dir, MANIFEST_FILE), 'utf8')
    .then((json) => (JSON.parse(json) as Manifest).pages ?? {})
    .catch(() => undefined);
}

/**
 * The module requests of the generated pages (`@site/.docusaurus/package-readmes/pages/loaders/css-loader.md`), for
 * plugins/perf/offline-scope: the scripts only those pages load stay out of the offline precache, as the pages do
 * (`withoutReadmePages`).
 */
export const README_PAGE_REQUESTS: readonly RegExp[] = [new RegExp(`^@site/${escapeRegexp(PAGES_DIR)}/`)];

type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * A `manifestTransforms` entry for plugin-pwa's `injectManifestConfig`: the precache without the generated pages'
 * HTML (`loaders/css-loader/index.html`), as the manifest of `pagesDir` lists them. They are third-party READMEs whose
 * size the registry decides, not the site: a reader offline has those they opened, kept as they are read, like the
 * blog. A page written by hand in place of one is precached as any other.
 */
export function withoutReadmePages(pagesDir: string) {
  return async (entries: PrecacheEntry[]): Promise<{ manifest: PrecacheEntry[]; warnings: string[] }> => {
    const pages = (await readManifest(pagesDir)) ?? {};
    const html = new Set(Object.keys(pages).map((file) => `${file.replace(/\.md$/, '')}/index.html`));
    return { manifest: entries.filter(({ url }) => !html.has(url)), warnings: [] };
  };
}

/** Deletes the files of `dir` its manifest lists (only paths inside `dir`, as the manifest recorded them). */
async function deleteListed(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const target = path.resolve(dir, file);
    if (target.startsWith(`${dir}${path.sep}`)) await fs.rm(target, { force: true });
  }
}

/**
 * Deletes the pages an earlier version of this plugin generated into the docs folder (docs/package-readmes/, which
 * git ignored): the docs plugin would read them as pages at the same URLs, and `docs:version` would copy them. Only
 * the files its manifest lists go, then the folders they leave empty.
 */
export async function deleteOldPages(oldDir: string): Promise<string[]> {
  const pages = await readManifest(oldDir);
  if (!pages) return [];
  const files = [...Object.keys(pages), MANIFEST_FILE];
  await deleteListed(oldDir, files);
  for (const dir of ['loaders', 'plugins', '.']) {
    await fs.rmdir(path.join(oldDir, dir)).catch(() => undefined);
  }
  return files;
}

/**
 * Writes the pages into `pagesDir` and deletes there only the pages this plugin wrote before (its manifest lists
 * them). A package with a page written by hand at the same URL in `docsDir` gets no generated page.
 */
export async function writePackagePages(
  docsDir: string,
  pagesDir: string,
  packages: readonly ReadmePackage[],
  entries: ReadonlyMap<string, CacheEntry>,
  now = Date.now(),
): Promise<PageStatus[]> {
  const previous = (await readManifest(pagesDir)) ?? {};
  const pages = packagePageIndex(packages, entries);
  const summaries = await readSummaries(docsDir, packages);
  const statuses: PageStatus[] = [];
  const written: Manifest['pages'] = {};
  for (const pkg of packages) {
    const byHand = (await Promise.all(writtenPageFiles(docsDir, pkg).map(async (f) => [f, await exists(f)] as const)))
      .filter(([, found]) => found)
      .map(([f]) => f)[0];
    if (byHand) {
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: byHand,
        fileContent: await fs.readFile(byHand, 'utf8'),
      });
      const leftover = frontMatter.package_version !== undefined;
      statuses.push({ pkg, file: byHand, status: 'written by hand', ...(leftover ? { leftover } : {}) });
      continue;
    }
    const file = generatedPageFile(pagesDir, pkg);
    const key = path.relative(pagesDir, file).split(path.sep).join('/');
    const entry = entries.get(pkg.name);
    const summary = summaries.get(pkg.name);
    const hash = inputsHash(pkg, entry, pages, summary);
    if (previous[key] !== hash || !(await exists(file))) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, renderPackagePage(pkg, entry, pages, summary));
    }
    written[key] = hash;
    statuses.push({ pkg, file, status: !entry ? 'no readme' : isFresh(entry, now) ? 'readme' : 'stale readme' });
  }
  await deleteListed(
    pagesDir,
    Object.keys(previous).filter((file) => !(file in written)),
  );
  await fs.mkdir(pagesDir, { recursive: true });
  const manifest: Manifest = { pages: Object.fromEntries(Object.entries(written).sort()) };
  await fs.writeFile(path.join(pagesDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return statuses;
}

/** One line for the console: how many pages, from what. */
export function describePages(statuses: readonly PageStatus[]): string {
  const count = (status: PageStatus['status']) => statuses.filter((s) => s.status === status).length;
  const parts = [
    count('readme') && `${count('readme')} from the README cache`,
    count('stale readme') && `${count('stale readme')} from READMEs older than 48 h`,
    count('no readme') && `${count('no readme')} without README (a short page says so)`,
    count('written by hand') &&
      `${count('written by hand')} written by hand instead (${statuses
        .filter((s) => s.status === 'written by hand')
        .map((s) => s.file)
        .join(', ')})`,
  ].filter(Boolean);
  const advice = count('stale readme') + count('no readme') > 0 ? '; `npm run sync:readmes` fetches them' : '';
  const leftovers = statuses.filter((s) => s.leftover).map((s) => s.file);
  const cleanup = leftovers.length
    ? `. ${leftovers.join(', ')} look generated by an earlier version of this plugin, which wrote its pages there: delete them to get the README pages back`
    : '';
  return `${statuses.length} package pages: ${parts.join(', ')}${advice}${cleanup}`;
}

/**
 * The webpack rule that compiles the generated pages: the docs plugin's own MDX rule (the build's Markdown options and
 * remark and rehype plugins, and each page's metadata where the docs plugin writes it), for the pages folder. The
 * docs plugin's rule covers its content folders only, and its test for MDX partials throws on a file outside them:
 * the pages have none.
 */
export function readmePagesRule(rules: readonly unknown[], docsDir: string, pagesDir: string): RuleSetRule {
  const docsRule = rules.find(
    (rule): rule is RuleSetRule =>
      typeof rule === 'object' &&
      rule !== null &&
      Array.isArray((rule as RuleSetRule).include) &&
      ((rule as RuleSetRule).include as unknown[]).includes(`${docsDir}${path.sep}`),
  );
  if (!docsRule || !Array.isArray(docsRule.use)) {
    throw new Error(`[package-readmes] the docs plugin's MDX rule for ${docsDir} was not found`);
  }
  return {
    ...docsRule,
    include: [`${pagesDir}${path.sep}`],
    use: docsRule.use.map((item) =>
      typeof item === 'object' && item && typeof item.options === 'object'
        ? { ...item, options: { ...item.options, isMDXPartial: undefined } }
        : item,
    ),
  };
}

export default async function packageReadmesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<undefined>> {
  const docsDir = path.resolve(context.siteDir, options.docsDir);
  const pagesDir = path.resolve(context.siteDir, PAGES_DIR);
  const cacheDir = path.resolve(context.siteDir, options.cacheDir);
  const removed = await deleteOldPages(path.resolve(context.siteDir, OLD_PAGES_DIR));
  if (removed.length > 0) {
    console.log(
      `[package-readmes] deleted the ${removed.length} files an earlier version generated in ${OLD_PAGES_DIR}/`,
    );
  }
  const fixtures = options.fixturesDir ? await readFixtures(path.resolve(context.siteDir, options.fixturesDir)) : [];
  const packages = [...options.packages, ...fixtures.map((f) => f.pkg)];
  const entries = new Map<string, CacheEntry>();
  for (const pkg of options.packages) {
    const entry = await readCache(cacheDir, pkg.name);
    if (entry) entries.set(pkg.name, entry);
  }
  for (const { pkg, entry } of fixtures) entries.set(pkg.name, entry);
  const pages = await writePackagePages(docsDir, pagesDir, packages, entries);
  console.log(`[package-readmes] ${describePages(pages)}`);
  return {
    name: 'package-readmes',
    configureWebpack(config) {
      return { module: { rules: [readmePagesRule(config.module?.rules ?? [], docsDir, pagesDir)] } };
    },
  };
}
