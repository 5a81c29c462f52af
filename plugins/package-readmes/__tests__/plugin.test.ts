/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import {
  README_PAGE_REQUESTS,
  deleteOldPages,
  describePages,
  readmePagesRule,
  validateOptions,
  withoutReadmePages,
  writePackagePages,
} from '..';
import { README_PACKAGES, type ReadmePackage } from '../packages';
import type { CacheEntry } from '../cache';

// The first page rendered loads the whole unified/remark/rehype pipeline: seconds on a busy machine.
jest.setTimeout(30_000);

let site: string;
let docs: string;
let pages: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-pages-'));
  docs = path.join(site, 'docs');
  pages = path.join(site, '.docusaurus/package-readmes/pages');
  fs.mkdirSync(path.join(docs, 'loaders'), { recursive: true });
  fs.mkdirSync(path.join(docs, 'plugins'), { recursive: true });
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const a: ReadmePackage = { name: 'a-loader', kind: 'loader', repository: 'webpack/a-loader' };
const b: ReadmePackage = { name: 'b-webpack-plugin', kind: 'plugin', group: 'Community', repository: 'someone/b' };
const entry = (name: string): CacheEntry => ({
  name,
  version: '1.0.0',
  readme: `# ${name}\n\nWhat ${name} does.\n\n## Usage\n\nUse it.`,
  fetchedAt: new Date().toISOString(),
});
/** A file of the site, by its path from the site's root. */
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');
const files = (dir: string) => fs.readdirSync(path.join(site, dir)).sort();
const PAGES = '.docusaurus/package-readmes/pages';

describe('the generated pages', () => {
  it('are written to a folder of their own outside docs/, and never touch the pages writers put there', async () => {
    fs.writeFileSync(path.join(docs, 'loaders/hand-written-loader.md'), '---\ntitle: Hand\n---\n\nMine.\n');
    fs.writeFileSync(path.join(docs, 'plugins/hand-written-plugin.md'), '---\ntitle: Hand\n---\n\nMine too.\n');
    fs.writeFileSync(path.join(docs, 'loaders/index.mdx'), '---\ntitle: Loaders\n---\n');
    const before = fs.statSync(path.join(docs, 'loaders/hand-written-loader.md')).mtimeMs;

    const statuses = await writePackagePages(docs, pages, [a, b], new Map([['a-loader', entry('a-loader')]]));

    expect(files('docs')).toEqual(['loaders', 'plugins']);
    expect(files('docs/loaders')).toEqual(['hand-written-loader.md', 'index.mdx']);
    expect(files('docs/plugins')).toEqual(['hand-written-plugin.md']);
    expect(read('docs/loaders/hand-written-loader.md')).toBe('---\ntitle: Hand\n---\n\nMine.\n');
    expect(fs.statSync(path.join(docs, 'loaders/hand-written-loader.md')).mtimeMs).toBe(before);
    expect(files(`${PAGES}/loaders`)).toEqual(['a-loader.md']);
    expect(files(`${PAGES}/plugins`)).toEqual(['b-webpack-plugin.md']);
    expect(read(`${PAGES}/loaders/a-loader.md`)).toContain('slug: "/loaders/a-loader"');
    expect(read(`${PAGES}/plugins/b-webpack-plugin.md`)).toContain('could not be fetched');
    expect(statuses.map((s) => s.status)).toEqual(['readme', 'no readme']);
  });

  it("say what a package does, in its list's words, when its README could not be fetched", async () => {
    fs.writeFileSync(
      path.join(docs, 'plugins/index.mdx'),
      '---\ntitle: Plugins\n---\n\n- [b-webpack-plugin](/plugins/b-webpack-plugin/): writes `b.json`.\n',
    );
    await writePackagePages(docs, pages, [b], new Map());
    const page = read(`${PAGES}/plugins/b-webpack-plugin.md`);
    expect(page).toContain(
      '**The README of b-webpack-plugin could not be fetched when this site was built.** Writes `b.json`.',
    );
    expect(page).toContain('description: "Writes b.json."');
    // Changed in the list, the line is changed on the page at the next build.
    fs.writeFileSync(
      path.join(docs, 'plugins/index.mdx'),
      '- [b-webpack-plugin](/plugins/b-webpack-plugin/): does more.\n',
    );
    await writePackagePages(docs, pages, [b], new Map());
    expect(read(`${PAGES}/plugins/b-webpack-plugin.md`)).toContain('built.** Does more.');
  });

  it('stay out of the offline precache, page and scripts, where a page written by hand is kept', async () => {
    fs.writeFileSync(path.join(docs, 'loaders/a-loader.mdx'), '---\ntitle: a-loader\n---\n\nOur own page.\n');
    await writePackagePages(docs, pages, [a, b], new Map());
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const { manifest } = await withoutReadmePages(pages)(
      ['loaders/a-loader/index.html', 'plugins/b-webpack-plugin/index.html', 'plugins/index.html'].map(entry),
    );
    expect(manifest.map(({ url }) => url)).toEqual(['loaders/a-loader/index.html', 'plugins/index.html']);
    const requests = [
      '@site/.docusaurus/package-readmes/pages/plugins/b-webpack-plugin.md',
      '@site/docs/plugins/index.mdx',
    ];
    expect(requests.filter((request) => README_PAGE_REQUESTS.some((pattern) => pattern.test(request)))).toEqual([
      requests[0],
    ]);
  });

  it('give way to a page written by hand at the same URL', async () => {
    fs.writeFileSync(path.join(docs, 'loaders/a-loader.mdx'), '---\ntitle: a-loader\n---\n\nOur own page.\n');
    const statuses = await writePackagePages(docs, pages, [a, b], new Map());
    expect(fs.existsSync(path.join(pages, 'loaders/a-loader.md'))).toBe(false);
    expect(read('docs/loaders/a-loader.mdx')).toBe('---\ntitle: a-loader\n---\n\nOur own page.\n');
    expect(describePages(statuses)).toBe(
      `2 package pages: 1 without README (a short page says so), 1 written by hand instead (${path.join(docs, 'loaders/a-loader.mdx')}); \`npm run sync:readmes\` fetches them`,
    );
  });

  it('delete only the pages they wrote before', async () => {
    await writePackagePages(docs, pages, [a, b], new Map());
    fs.writeFileSync(path.join(pages, 'loaders/stray.md'), 'not ours');
    await writePackagePages(docs, pages, [b], new Map());
    expect(files(`${PAGES}/loaders`)).toEqual(['stray.md']);
    expect(Object.keys(JSON.parse(read(`${PAGES}/.generated.json`)).pages)).toEqual(['plugins/b-webpack-plugin.md']);
  });

  it("name the pages an earlier version of the plugin left among the writers' pages", async () => {
    const old = path.join(docs, 'loaders/a-loader.md');
    fs.writeFileSync(old, '---\ntitle: "a-loader"\npackage_version: "0.9.0"\n---\n\nOld.\n');
    const statuses = await writePackagePages(docs, pages, [a], new Map());
    expect(read('docs/loaders/a-loader.md')).toContain('Old.');
    expect(describePages(statuses)).toContain(`${old} look generated by an earlier version of this plugin`);
  });

  it('are made again only when their README changed', async () => {
    await writePackagePages(docs, pages, [a], new Map([['a-loader', entry('a-loader')]]));
    const file = path.join(pages, 'loaders/a-loader.md');
    const first = fs.statSync(file).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Fetched again (a later fetchedAt), same README: the page stays as it is.
    await writePackagePages(docs, pages, [a], new Map([['a-loader', { ...entry('a-loader'), fetchedAt: 'later' }]]));
    expect(fs.statSync(file).mtimeMs).toBe(first);
    await writePackagePages(docs, pages, [a], new Map([['a-loader', { ...entry('a-loader'), version: '1.0.1' }]]));
    expect(read(`${PAGES}/loaders/a-loader.md`)).toContain('(version 1.0.1)');
  });

  it('delete what an earlier version generated in docs/package-readmes/, and only what its manifest lists', async () => {
    const old = path.join(docs, 'package-readmes');
    fs.mkdirSync(path.join(old, 'loaders'), { recursive: true });
    fs.writeFileSync(path.join(old, 'loaders/a-loader.md'), 'generated');
    fs.writeFileSync(path.join(old, '.generated.json'), JSON.stringify({ pages: { 'loaders/a-loader.md': 'x' } }));
    expect(await deleteOldPages(old)).toEqual(['loaders/a-loader.md', '.generated.json']);
    expect(fs.existsSync(old)).toBe(false);

    // A folder of that name without the manifest is a writer's: left alone.
    fs.mkdirSync(path.join(old, 'loaders'), { recursive: true });
    fs.writeFileSync(path.join(old, 'loaders/mine.md'), 'written');
    expect(await deleteOldPages(old)).toEqual([]);
    expect(read('docs/package-readmes/loaders/mine.md')).toBe('written');
  });
});

describe('the webpack rule of the pages', () => {
  const docsDir = '/site/docs';
  const isMDXPartial = jest.fn();
  const loaderOptions = { remarkPlugins: ['highlight'], isMDXPartial, markdownConfig: { format: 'detect' } };
  const docsRule = {
    test: /\.mdx?$/i,
    include: [`${docsDir}${path.sep}`, `/site/versioned_docs/version-4${path.sep}`],
    use: [{ loader: '/mdx-loader/index.js', options: loaderOptions }],
  };

  it("is the docs plugin's MDX rule for the pages folder, without its test for partials", () => {
    const rule = readmePagesRule([{ test: /\.css$/ }, docsRule], docsDir, '/site/.docusaurus/package-readmes/pages');
    expect(rule).toEqual({
      test: docsRule.test,
      include: [`/site/.docusaurus/package-readmes/pages${path.sep}`],
      use: [
        {
          loader: '/mdx-loader/index.js',
          options: { remarkPlugins: ['highlight'], isMDXPartial: undefined, markdownConfig: { format: 'detect' } },
        },
      ],
    });
    // The docs plugin's own rule is left as it was.
    expect(docsRule.use[0]!.options.isMDXPartial).toBe(isMDXPartial);
  });

  it('says so when the docs plugin has no rule for the docs folder', () => {
    expect(() => readmePagesRule([{ test: /\.css$/ }], docsDir, '/p')).toThrow(
      "[package-readmes] the docs plugin's MDX rule for /site/docs was not found",
    );
  });
});

describe('options', () => {
  const validate = (options: unknown) =>
    validateOptions({ validate: normalizePluginOptions as never, options: options as never });

  it('default to the documented packages and the cache folder', () => {
    expect(validate({})).toEqual({
      id: 'default',
      packages: README_PACKAGES,
      cacheDir: '.cache/package-readmes',
      docsDir: 'docs',
    });
  });

  it('reject what they do not know', () => {
    expect(() => validate({ cache: 'x' })).toThrow(/"cache" is not allowed/);
    expect(() => validate({ packages: [{ name: 'x', kind: 'theme' }] })).toThrow(/"packages\[0\].kind" must be one of/);
  });
});
