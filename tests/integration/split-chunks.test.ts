/**
 * SplitChunksPlugin as the pages describe it, for webpack 5 (docs/) and
 * webpack 4 (versioned_docs/version-4/):
 *
 * 1. Worked examples: the project of the "Worked examples" section of each
 *    plugin page is built from the page itself — its `src/…` blocks, stand-in
 *    packages of the sizes the "Project" block gives, and each
 *    `webpack.config.js` block — and the build's asset and entry point lines
 *    must equal the "Output" block that follows the configuration.
 * 2. Precedence: `minSize` over `maxSize` over the request limits, and what
 *    `enforce` and `enforceSizeThreshold` bypass, on small builds.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/content/site';
import {
  blocksUnder,
  build,
  loadConfig,
  makeProject,
  packageOf,
  readPage,
  removeProjects,
  single,
  type Build,
  type Config,
  type Major,
} from './webpackProject';

afterAll(removeProjects);

/** What the pages print: the asset and entry point lines of the stats. */
const OUTPUT_STATS: Record<Major, Config> = {
  5: { preset: 'none', assets: true, entrypoints: true },
  4: { all: false, assets: true, entrypoints: true },
};

const PAGES: Record<Major, string> = {
  5: 'docs/plugins/split-chunks-plugin.mdx',
  4: 'versioned_docs/version-4/plugins/split-chunks-plugin.mdx',
};

/** The files of the worked examples: the page's `src/…` blocks and the packages its "Project" block lists. */
function exampleProject(major: Major): { files: Record<string, string>; builds: { config: string; output: string }[] } {
  const blocks = blocksUnder(readPage(PAGES[major]), 'Worked examples');
  const files: Record<string, string> = {};
  for (const block of blocks.filter((b) => b.title?.startsWith('src/'))) files[block.title!] = block.code;

  // `ui-kit/   a component library, about 45 KB, …` in the tree; the export names come from the imports.
  const tree = blocks.find((b) => b.title === 'Project');
  if (!tree) throw new Error('no "Project" block');
  const sources = Object.values(files).join('\n');
  for (const [, name, kb] of tree.code.matchAll(/^\s+([a-z-]+)\/\s.*?about (\d+) KB/gm)) {
    const imported = new RegExp(`import \\{ (\\w+) \\} from '${name}'`).exec(sources);
    if (!imported) throw new Error(`no module imports ${name}`);
    Object.assign(files, packageOf(name!, imported[1]!, Number(kb) * 1000));
  }

  const builds: { config: string; output: string }[] = [];
  blocks.forEach((block, index) => {
    if (block.title !== 'webpack.config.js') return;
    const output = blocks.slice(index + 1).find((b) => b.title === 'Output' || b.title === 'webpack.config.js');
    if (output?.title !== 'Output') throw new Error(`the configuration at line ${block.line} has no "Output" block`);
    builds.push({ config: block.code, output: output.code });
  });
  return { files, builds };
}

/** webpack 4's asset table pads empty cells; the page's copy drops the spaces at line ends. */
const withoutTrailingSpaces = (text: string) => text.replace(/[ \t]+$/gm, '').trimEnd();

describe.each([5, 4] as const)('SplitChunksPlugin worked examples, webpack %i', (major) => {
  const { files, builds } = exampleProject(major);

  it('has the three cases: a shared library, a small shared module and a lazy route with a large library', () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['src/shop.js', 'src/account.js', 'src/format-price.js', 'src/reports.js']),
    );
    expect(Object.keys(files).filter((name) => name.startsWith('node_modules/')).length).toBeGreaterThanOrEqual(4);
    expect(builds.length).toBeGreaterThanOrEqual(2);
  });

  it.each(builds.map((b, i) => [i + 1, b] as const))('build %i prints the page output', async (_n, example) => {
    const dir = makeProject(files);
    const result = await build(major, dir, single(loadConfig(example.config, dir, major)));
    expect(result.json.errors).toEqual([]);
    expect(withoutTrailingSpaces(result.text(OUTPUT_STATS[major]))).toBe(withoutTrailingSpaces(example.output));
  });
});

// ---------------------------------------------------------------- precedence

/** Three packages of 20 KB each, all imported by the entry point `main`; `extra` imports only `pkg-a`. */
const THREE_PACKAGES = {
  ...packageOf('pkg-a', 'a', 20_000),
  ...packageOf('pkg-b', 'b', 20_000),
  ...packageOf('pkg-c', 'c', 20_000),
  'src/main.js':
    "import { a } from 'pkg-a';\nimport { b } from 'pkg-b';\nimport { c } from 'pkg-c';\nconsole.log(a(1), b(2), c(3));",
  'src/extra.js': "import { a } from 'pkg-a';\nconsole.log(a(4));",
};

function entryFiles(result: Build, entry: string): string[] {
  return result.json.entrypoints[entry]!.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name));
}

/** The files of the chunks that contain the module whose name includes `fragment`. */
function filesWith(result: Build, fragment: string): string[] {
  const chunkIds = new Set(
    result.json.modules.filter((m) => m.name.includes(fragment)).flatMap((m) => m.chunks.map(String)),
  );
  return result.json.chunks.filter((chunk) => chunkIds.has(String(chunk.id))).flatMap((chunk) => chunk.files);
}

const warningsText = (result: Build) =>
  result.json.warnings.map((w) => (typeof w === 'string' ? w : (w as { message: string }).message)).join('\n');

/** A production build of THREE_PACKAGES with one vendors group and the given splitChunks options. */
async function buildThree(major: Major, splitChunks: Config, entry: Config = { main: './src/main.js' }) {
  const dir = makeProject(THREE_PACKAGES);
  const result = await build(major, dir, {
    mode: 'production',
    entry,
    output: { filename: '[name].js' },
    // Unminified and unconcatenated, so that each package is one module of its own size in the stats.
    optimization: { minimize: false, concatenateModules: false, splitChunks },
  });
  expect(result.json.errors).toEqual([]);
  return result;
}

const NO_DEFAULT_GROUPS: Record<Major, Config> = {
  5: { default: false, defaultVendors: false },
  4: { default: false, vendors: false },
};

/**
 * The top-level options a cache group with `enforce: true` does not inherit, read from the installed plugin's source:
 * each one it replaces with `cacheGroupSource.enforce ? <value> : this.options.<option>`.
 */
function optionsEnforceDrops(major: Major): string[] {
  const plugin = createRequire(path.join(ROOT, 'package.json')).resolve(
    `${major === 5 ? 'webpack' : 'webpack4'}/lib/optimize/SplitChunksPlugin.js`,
  );
  const source = fs.readFileSync(plugin, 'utf8');
  return [...source.matchAll(/enforce\s*\?\s*(?:undefined|0|1|Infinity)\s*:\s*this\.options\.(\w+)/g)].map(
    ([, option]) => option!,
  );
}

/** What the page says of `enforce`: the cache group table's row (webpack 5), the option's section (webpack 4). */
function enforceText(major: Major): string {
  const { source } = readPage(PAGES[major]);
  if (major === 5) return source.split('\n').find((line) => line.startsWith('| `enforce`')) ?? '';
  return /^#### enforce\n([\s\S]*?)^#/m.exec(source)?.[1] ?? '';
}

describe.each([5, 4] as const)('what enforce ignores, webpack %i', (major) => {
  it('the page names every top-level option that a group with enforce does not inherit', () => {
    const dropped = optionsEnforceDrops(major);
    expect(dropped).toEqual(expect.arrayContaining(['minSize', 'minChunks', 'maxInitialRequests']));
    const text = enforceText(major);
    expect(dropped.filter((option) => !text.includes(`\`${option}\``))).toEqual([]);
  });
});

describe.each([5, 4] as const)('SplitChunksPlugin precedence, webpack %i', (major) => {
  const vendors = (group: Config = {}) => ({
    ...NO_DEFAULT_GROUPS[major],
    libs: { test: /[\\/]node_modules[\\/]/, name: 'libs', ...group },
  });

  it('maxSize divides a chunk into parts of at least minSize', async () => {
    const result = await buildThree(major, { chunks: 'all', minSize: 10_000, maxSize: 25_000, cacheGroups: vendors() });
    expect(filesWith(result, 'pkg-a')).not.toEqual(filesWith(result, 'pkg-b'));
    expect(new Set(['pkg-a', 'pkg-b', 'pkg-c'].flatMap((p) => filesWith(result, p))).size).toBe(3);
    expect(warningsText(result)).not.toMatch(/minSize/);
  });

  it('minSize wins over maxSize: no part smaller than minSize, with a warning', async () => {
    const result = await buildThree(major, { chunks: 'all', minSize: 50_000, maxSize: 25_000, cacheGroups: vendors() });
    // 60 KB cannot be cut into parts of 50 KB: the chunk stays whole.
    expect(filesWith(result, 'pkg-a')).toEqual(filesWith(result, 'pkg-c'));
    expect(warningsText(result)).toMatch(/minSize.*maxSize|maxSize.*minSize/is);
  });

  it('the request limits refuse splits', async () => {
    const result = await buildThree(major, {
      chunks: 'all',
      minSize: 10_000,
      maxInitialRequests: 2,
      cacheGroups: {
        ...NO_DEFAULT_GROUPS[major],
        a: { test: /pkg-a/, name: 'a' },
        b: { test: /pkg-b/, name: 'b' },
        c: { test: /pkg-c/, name: 'c' },
      },
    });
    // The entry chunk and one split chunk: the other two packages stay in main.js.
    expect(entryFiles(result, 'main')).toHaveLength(2);
    const leftInMain = ['pkg-a', 'pkg-b', 'pkg-c'].filter((p) => filesWith(result, p).includes('main.js'));
    expect(leftInMain).toHaveLength(2);
  });

  it('maxSize wins over the request limits: the parts are not counted', async () => {
    const result = await buildThree(major, {
      chunks: 'all',
      minSize: 10_000,
      maxSize: 25_000,
      maxInitialRequests: 2,
      cacheGroups: vendors(),
    });
    expect(entryFiles(result, 'main').length).toBeGreaterThanOrEqual(4);
  });

  it('enforce ignores the top-level minSize, minChunks and request limits, but not values set on the group', async () => {
    const strict = { chunks: 'all', minSize: 1_000_000, minChunks: 3, maxInitialRequests: 1 };
    const enforced = await buildThree(major, { ...strict, cacheGroups: vendors({ enforce: true }) });
    expect(entryFiles(enforced, 'main')).toEqual(['libs.js', 'main.js']);

    const notEnforced = await buildThree(major, { ...strict, cacheGroups: vendors() });
    expect(entryFiles(notEnforced, 'main')).toEqual(['main.js']);

    const groupMinChunks = await buildThree(major, {
      ...strict,
      cacheGroups: vendors({ enforce: true, minChunks: 3 }),
    });
    expect(entryFiles(groupMinChunks, 'main')).toEqual(['main.js']);
  });

  it('a chunk made by an enforce group is still divided by the top-level maxSize', async () => {
    const result = await buildThree(major, {
      chunks: 'all',
      minSize: 10_000,
      maxSize: 25_000,
      cacheGroups: vendors({ enforce: true }),
    });
    expect(new Set(['pkg-a', 'pkg-b', 'pkg-c'].flatMap((p) => filesWith(result, p))).size).toBe(3);
  });

  it("enforce drops the top-level maxSize: fallbackCacheGroup's limit divides the chunk instead", async () => {
    const options = { chunks: 'all', minSize: 10_000, maxSize: 25_000, fallbackCacheGroup: { maxSize: 1_000_000 } };
    const inherited = await buildThree(major, { ...options, cacheGroups: vendors() });
    expect(new Set(['pkg-a', 'pkg-b', 'pkg-c'].flatMap((p) => filesWith(inherited, p))).size).toBe(3);

    // One file (webpack 4 adds a hash to the name of every chunk it checks against a maxSize).
    const enforced = await buildThree(major, { ...options, cacheGroups: vendors({ enforce: true }) });
    expect(filesWith(enforced, 'pkg-a')).toEqual([expect.stringMatching(/^libs(~[0-9a-f]{8})?\.js$/)]);
    expect(filesWith(enforced, 'pkg-b')).toEqual(filesWith(enforced, 'pkg-a'));
    expect(filesWith(enforced, 'pkg-c')).toEqual(filesWith(enforced, 'pkg-a'));
  });

  it('enforce drops the top-level enforceSizeThreshold: a request limit set on the group holds', async () => {
    const options = { chunks: 'all', minSize: 10_000, enforceSizeThreshold: 30_000 };
    const inherited = await buildThree(major, { ...options, cacheGroups: vendors({ maxInitialRequests: 1 }) });
    expect(entryFiles(inherited, 'main')).toEqual(['libs.js', 'main.js']);

    const enforced = await buildThree(major, {
      ...options,
      cacheGroups: vendors({ enforce: true, maxInitialRequests: 1 }),
    });
    expect(entryFiles(enforced, 'main')).toEqual(['main.js']);
  });

  it('enforceSizeThreshold bypasses the request limits', async () => {
    const options = { chunks: 'all', minSize: 10_000, maxInitialRequests: 1, cacheGroups: vendors() };
    const below = await buildThree(major, { ...options, enforceSizeThreshold: 100_000 });
    expect(entryFiles(below, 'main')).toEqual(['main.js']);
    const above = await buildThree(major, { ...options, enforceSizeThreshold: 30_000 });
    expect(entryFiles(above, 'main')).toEqual(['libs.js', 'main.js']);
  });

  it('enforceSizeThreshold does not bypass minChunks', async () => {
    // pkg-a is shared by two entry points, pkg-b and pkg-c are used by main only.
    const options = { chunks: 'all', minSize: 10_000, enforceSizeThreshold: 10_000 };
    const result = await buildThree(
      major,
      { ...options, cacheGroups: vendors({ minChunks: 2, name: undefined }) },
      { main: './src/main.js', extra: './src/extra.js' },
    );
    const shared = filesWith(result, 'pkg-a');
    expect(shared).not.toContain('main.js');
    expect(filesWith(result, 'pkg-b')).toEqual(['main.js']);
    expect(filesWith(result, 'pkg-c')).toEqual(['main.js']);
  });
});

describe('names of the parts maxSize makes', () => {
  const splitChunks = (major: Major) => ({
    chunks: 'all',
    minSize: 10_000,
    maxSize: 25_000,
    cacheGroups: { ...NO_DEFAULT_GROUPS[major], libs: { test: /[\\/]node_modules[\\/]/, name: 'libs' } },
  });

  it('webpack 4 adds a hash to every chunk it looks at, even one under the limit (hidePathInfo in production)', async () => {
    const result = await buildThree(4, splitChunks(4));
    const files = entryFiles(result, 'main');
    expect(files.filter((f) => /^libs~[0-9a-f]{8}\.js$/.test(f))).toHaveLength(3);
    expect(files).toContainEqual(expect.stringMatching(/^main~[0-9a-f]{8}\.js$/));
  });

  it('webpack 5 keeps the name of a chunk under the limit', async () => {
    const result = await buildThree(5, splitChunks(5));
    const files = entryFiles(result, 'main');
    expect(files.filter((f) => /^libs-[0-9a-f]{8}\.js$/.test(f))).toHaveLength(3);
    expect(files).toContain('main.js');
  });
});
