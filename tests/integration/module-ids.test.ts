/**
 * Module ids as the pages describe them (optimization.moduleIds in docs/ and
 * versioned_docs/version-4/, the Caching guides), shown on small builds with
 * webpack 5 and webpack 4:
 *
 * - the algorithm each mode picks when `moduleIds` is not set;
 * - numeric ids in the order modules are met shift when a module is added, and
 *   so change the content hash of a vendors chunk nobody touched, while
 *   path-derived ids (`deterministic`, `hashed`, `named`) keep it.
 */
import { build, makeProject, packageOf, readPage, removeProjects, type Config, type Major } from './webpackProject';

afterAll(removeProjects);

const FILES = {
  ...packageOf('toolbox', 'pick', 2_000),
  'src/index.js':
    "import { pick } from 'toolbox';\nimport { greet } from './greet.js';\nconsole.log(greet(pick('a')));",
  'src/greet.js': "import { stamp } from './stamp.js';\nexport const greet = (name) => `${stamp()} hello ${name}`;",
  'src/stamp.js': 'export const stamp = () => new Date().toISOString();',
};

/** The id of each module of the project, by its path relative to the project (`./src/index.js`). */
async function moduleIds(major: Major, config: Config, files: Record<string, string> = FILES) {
  const dir = makeProject(files);
  const result = await build(major, dir, {
    entry: './src/index.js',
    // Unconcatenated, so that every module keeps its own id.
    ...config,
    optimization: { concatenateModules: false, ...((config.optimization as Config | undefined) ?? {}) },
  });
  expect(result.json.errors).toEqual([]);
  return Object.fromEntries(
    result.json.modules
      .filter((m) => /^\.\/(src|node_modules)\//.test(m.name))
      .map((m) => [m.name.replace(/ \+ \d+ modules?$/, ''), m.id]),
  );
}

describe.each([5, 4] as const)('default module ids per mode, webpack %i', (major) => {
  it('development: the module paths (named)', async () => {
    const ids = await moduleIds(major, { mode: 'development' });
    expect(ids['./src/greet.js']).toBe('./src/greet.js');
    expect(ids['./node_modules/toolbox/index.js']).toBe('./node_modules/toolbox/index.js');
  });

  it("mode 'none': numbers in the order the modules are met (natural)", async () => {
    const ids = await moduleIds(major, { mode: 'none' });
    expect(ids).toEqual({
      './src/index.js': 0,
      './node_modules/toolbox/index.js': 1,
      './src/greet.js': 2,
      './src/stamp.js': 3,
    });
  });
});

describe('default production module ids', () => {
  it("webpack 5: 'deterministic', numbers derived from the paths, the same when a module is added", async () => {
    const before = await moduleIds(5, { mode: 'production' });
    const after = await moduleIds(5, { mode: 'production' }, withVersionModule(FILES, VERSION_FUNCTION));
    for (const id of Object.values(before)) expect(typeof id).toBe('number');
    for (const [name, id] of Object.entries(before)) expect(after[name]).toBe(id);
  });

  it("webpack 4: 'size', numbers with the most used modules first, which shift when a module is added", async () => {
    const shared = {
      ...FILES,
      // stamp.js is used by two modules, so it gets the smallest id although it is met last.
      'src/index.js': `${FILES['src/index.js']}\nimport { stamp } from './stamp.js';\nconsole.log(stamp());`,
    };
    const before = await moduleIds(4, { mode: 'production' }, shared);
    expect(before['./src/stamp.js']).toBe(0);
    for (const id of Object.values(before)) expect(typeof id).toBe('number');
    const after = await moduleIds(4, { mode: 'production' }, withVersionModule(shared, VERSION_FUNCTION));
    expect(after['./node_modules/toolbox/index.js']).not.toBe(before['./node_modules/toolbox/index.js']);
  });

  it("webpack 4: 'hashed' gives four-character hashes of the paths, the same when a module is added", async () => {
    const config = { mode: 'production', optimization: { moduleIds: 'hashed' } };
    const before = await moduleIds(4, config);
    const after = await moduleIds(4, config, withVersionModule(FILES, VERSION_FUNCTION));
    for (const id of Object.values(before)) expect(id).toMatch(/^[\w+/=]{4}$/);
    for (const [name, id] of Object.entries(before)) expect(after[name]).toBe(id);
  });
});

/** The `src/version.js` the Caching guides add to show the effect. */
function guideVersionModule(major: Major): string {
  const page = readPage(major === 5 ? 'docs/guides/caching.mdx' : 'versioned_docs/version-4/guides/caching.mdx');
  const block = page.blocks.find((b) => b.title === 'src/version.js');
  if (!block) throw new Error('no src/version.js block in the Caching guide');
  return block.code;
}

/** The project with `src/version.js` imported first by `src/index.js` (and `src/clock.js` when there is one). */
function withVersionModule(files: Record<string, string>, code: string): Record<string, string> {
  const importing = ['src/index.js', 'src/clock.js'].filter((name) => name in files);
  return {
    ...files,
    'src/version.js': code,
    ...Object.fromEntries(
      importing.map((name) => [name, `import { version } from './version.js';\n${files[name]}\nconsole.log(version);`]),
    ),
  };
}

/** A module webpack cannot inline away, to add in production builds. */
const VERSION_FUNCTION = "export const version = () => ['1', '3', '0'].join('.');";

/** Two entry points sharing the package, like the Caching guides' index and clock. */
const TWO_ENTRIES = {
  ...FILES,
  'src/clock.js':
    "import { pick } from 'toolbox';\nimport { stamp } from './stamp.js';\nconsole.log(pick('b'), stamp());",
};

/** Builds with a separate vendors chunk and returns its file name (which holds its content hash). */
async function vendorsFile(major: Major, mode: string, optimization: Config, files: Record<string, string>) {
  const dir = makeProject(files);
  const result = await build(major, dir, {
    mode,
    devtool: false,
    entry: { index: './src/index.js', clock: './src/clock.js' },
    output: { filename: '[name].[contenthash].js' },
    optimization: {
      ...optimization,
      runtimeChunk: 'single',
      splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { vendors: { test: /node_modules/, name: 'vendors' } } },
    },
  });
  expect(result.json.errors).toEqual([]);
  const vendors = result.files().find((file) => file.startsWith('vendors.'));
  if (!vendors) throw new Error(`no vendors chunk among ${result.files().join(', ')}`);
  return vendors;
}

// The modes of the guides' experiments: the version 5 guide builds in development mode, the version 4 guide in
// production mode (where webpack 5 would inline the constant of version.js and drop the module).
describe('a vendors chunk keeps its content hash when the application gains a module', () => {
  it.each([
    [5, 'development', 'natural', false],
    [5, 'development', 'deterministic', true],
    [5, 'development', 'named', true],
    [4, 'production', 'size', false],
    [4, 'production', 'natural', false],
    [4, 'production', 'hashed', true],
  ] as const)('webpack %i, %s mode, moduleIds %s: %s', async (major, mode, moduleIdsOption, stable) => {
    const optimization = { moduleIds: moduleIdsOption };
    const before = await vendorsFile(major, mode, optimization, TWO_ENTRIES);
    const after = await vendorsFile(
      major,
      mode,
      optimization,
      withVersionModule(TWO_ENTRIES, guideVersionModule(major)),
    );
    expect(after === before).toBe(stable);
  });
});
