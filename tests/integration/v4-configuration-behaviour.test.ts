/**
 * Behaviour the version 4 configuration pages (versioned_docs/version-4/configuration/) describe in prose, shown on
 * small webpack 4 builds. Each test also checks that the page still says what the build shows, so that the test
 * fails when the page and webpack 4 disagree:
 *
 * - output / optimization: which of `output.filename` and `output.chunkFilename` names which chunk; the names
 *   SplitChunksPlugin generates (`vendors~admin~main`) and the suffix `maxSize` adds;
 * - externals: the UMD wrapper shown on the page, and what a missing name per module system does;
 * - module: what `noParse` is tested against, the JSON parser behind a loader, the `options` errors of a rule, and
 *   the `requireJs` parser switch;
 * - resolve: what `enforceExtension` enforces;
 * - stats: what `logging: true` shows;
 * - output: the types of `ChunkLoadError` the runtime reports.
 */
import path from 'node:path';
import { build, makeProject, readPage, removeProjects, packageOf, type Build, type Config } from './webpackProject';

afterAll(removeProjects);

const DIR = 'versioned_docs/version-4/configuration';

/** The page's text with line breaks and runs of spaces folded into one space, for checks of whole phrases. */
function prose(name: string): string {
  return readPage(`${DIR}/${name}.mdx`).source.replace(/\s+/g, ' ');
}

/** The text of a page between a heading (by its exact text) and the next heading of the same or a higher level. */
function section(name: string, heading: string): string {
  const lines = readPage(`${DIR}/${name}.mdx`).source.split('\n');
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && line.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`no heading "${heading}" in ${name}.mdx`);
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

async function build4(files: Record<string, string>, config: Config): Promise<Build> {
  return build(4, makeProject(files), { mode: 'none', ...config });
}

const moduleNames = (result: Build) => result.json.modules.map((m) => m.name);

/** The parts of webpack 4's compiler that the logging test uses. */
type Logger = { log(message: string): void; time(label: string): void; timeEnd(label: string): void };
type Compiler = {
  hooks: { compilation: { tap(name: string, fn: (compilation: { getLogger(name: string): Logger }) => void): void } };
};

describe('output.filename and output.chunkFilename', () => {
  it('with a runtime chunk, the runtime chunk is named by output.filename and the entry chunk by chunkFilename', async () => {
    expect(prose('output')).toContain(
      'the runtime chunk is named by `output.filename`, and the entry chunks — which no longer contain the runtime — by `output.chunkFilename`',
    );
    expect(prose('optimization')).toMatch(
      /with a runtime chunk, the entry chunks are named by \[`output\.chunkFilename`\]/,
    );

    const result = await build4(
      { 'src/app.js': "console.log('app');" },
      {
        entry: { app: './src/app.js' },
        output: { filename: '[name].entry.js', chunkFilename: '[name].chunk.js' },
        optimization: { runtimeChunk: 'single' },
      },
    );
    expect(result.json.errors).toEqual([]);
    expect(result.files()).toEqual(['app.chunk.js', 'runtime.entry.js']);
  });
});

describe('names of the chunks SplitChunksPlugin creates', () => {
  const files = {
    ...packageOf('big', 'table', 40_000),
    'src/main.js': "import { table } from 'big';\nconsole.log(table('main'));",
    'src/admin.js': "import { table } from 'big';\nconsole.log(table('admin'));",
  };

  it('the vendors chunk of two entry points is named after the group and the sorted chunk names', async () => {
    const named = /`(vendors~[\w~]+\.js)`/.exec(
      section('optimization', 'optimization.splitChunks.automaticNameDelimiter'),
    );
    if (!named) throw new Error('no vendors~… file name in the automaticNameDelimiter section');

    const result = await build4(files, {
      entry: { main: './src/main.js', admin: './src/admin.js' },
      optimization: { splitChunks: { chunks: 'all' } },
    });
    expect(result.json.errors).toEqual([]);
    expect(result.files()).toContain(named[1]);
  });

  it('maxSize adds a suffix to a chunk already under the limit (a hash in production mode)', async () => {
    const text = section('optimization', 'optimization.splitChunks.maxSize');
    const example = /renames `main\.js` to something like `(main~[0-9a-f]+\.js)`/.exec(text.replace(/\s+/g, ' '));
    if (!example) throw new Error('no main~… example in the maxSize section');
    const shape = new RegExp(`^main~[0-9a-f]{${example[1]!.length - 'main~.js'.length}}\\.js$`);

    // hidePathInfo is on by default in production mode; set here for the quicker 'none' mode.
    const result = await build4(files, {
      entry: { main: './src/main.js' },
      optimization: { splitChunks: { maxSize: 100_000, hidePathInfo: true } },
    });
    expect(result.json.errors).toEqual([]);
    expect(result.files()).toHaveLength(1);
    expect(result.files()[0]).toMatch(shape);
  });
});

describe('externals of a UMD library', () => {
  const files = {
    'src/index.js': [
      "import debounce from 'lodash/debounce';",
      "import $ from 'jquery';",
      'export const onResize = (fn) => $(window).on("resize", debounce(fn, 100));',
    ].join('\n'),
  };
  const jquery = { root: 'jQuery', commonjs: 'jquery', commonjs2: 'jquery', amd: 'jquery' };
  const debounce = {
    root: ['_', 'debounce'],
    commonjs: 'lodash/debounce',
    commonjs2: 'lodash/debounce',
    amd: 'lodash/debounce',
  };
  const umd = (externals: Config) =>
    build4(files, {
      entry: './src/index.js',
      output: { filename: 'resize.js', library: 'Resize', libraryTarget: 'umd', globalObject: 'this' },
      externals,
    });

  it('the wrapper on the page is the one webpack 4 writes', async () => {
    const externals = prose('externals');
    expect(externals).toContain("with `root: ['_', 'debounce']` and `root: 'jQuery'`");
    expect(externals).toContain("from a build with `mode: 'none'`");
    const block = readPage(`${DIR}/externals.mdx`).blocks.find((b) => b.title === 'dist/resize.js');
    if (!block) throw new Error('no dist/resize.js block on the externals page');
    const shown = block.code.split('\n');
    const wrapperLines = shown.findIndex((line) => line.startsWith('})(')) + 1;
    expect(wrapperLines).toBeGreaterThan(5);

    const result = await umd({ 'lodash/debounce': debounce, jquery });
    expect(result.json.errors).toEqual([]);
    const written = result.read('resize.js').split('\n').slice(0, wrapperLines);
    const trimmed = (lines: string[]) => lines.map((line) => line.trim());
    expect(trimmed(written)).toEqual(trimmed(shown.slice(0, wrapperLines)));
  });

  it('a missing commonjs name fails the build', async () => {
    expect(prose('externals')).toContain(
      'Leaving out `commonjs` or `commonjs2` fails the build with `Missing external configuration for type:commonjs`',
    );
    const withoutCommonjs = { root: 'jQuery', commonjs2: 'jquery', amd: 'jquery' };
    const result = await umd({ 'lodash/debounce': debounce, jquery: withoutCommonjs });
    expect(String(result.json.errors)).toContain('Missing external configuration for type:commonjs');
  });

  it('a missing root or amd name is not reported and leaves undefined in the wrapper', async () => {
    expect(prose('externals')).toContain(
      'Leaving out `root` or `amd` is not reported: the wrapper then reads `root[undefined]`',
    );
    const withoutRootAndAmd = { commonjs: 'jquery', commonjs2: 'jquery' };
    const result = await umd({ 'lodash/debounce': debounce, jquery: withoutRootAndAmd });
    expect(result.json.errors).toEqual([]);
    const wrapper = result.read('resize.js');
    expect(wrapper).toContain('root["_"]["debounce"], root[undefined]');
    // The jquery dependency is missing from the define() list.
    expect(wrapper).toContain('define(["lodash/debounce", ], factory)');
  });
});

describe('module options', () => {
  const files = {
    'src/index.js': "console.log(require('./lib.js'));",
    'src/lib.js': "module.exports = require('./other.js');",
    'src/other.js': 'module.exports = 1;',
    'loaders/identity.js': 'module.exports = function identity(source) { return source; };',
  };

  it('noParse is tested against the full request, so a path string misses files that a loader processes', async () => {
    expect(prose('module')).toContain(
      "The condition is tested against the module's full request: the resolved path of the file, preceded by the resolved paths of its loaders",
    );
    const dir = makeProject(files);
    const loaderRule = { test: /lib\.js$/, use: path.join(dir, 'loaders/identity.js') };
    const run = (module: Config) => build(4, dir, { mode: 'none', entry: './src/index.js', module });

    // Not parsed: other.js, required only by lib.js, is not in the build.
    const plain = await run({ noParse: path.join(dir, 'src/lib.js') });
    expect(moduleNames(plain)).not.toContain('./src/other.js');
    // With a loader the request starts with the loader's path: the string no longer matches and lib.js is parsed.
    const withLoader = await run({ noParse: path.join(dir, 'src/lib.js'), rules: [loaderRule] });
    expect(moduleNames(withLoader)).toContain('./src/other.js');
    // A regular expression still matches the end of the request.
    const regExp = await run({ noParse: /[\\/]src[\\/]lib\.js$/, rules: [loaderRule] });
    expect(moduleNames(regExp)).not.toContain('./src/other.js');
  });

  it('a loader that turns JSON into JavaScript needs type javascript/auto, or the JSON parser fails', async () => {
    expect(prose('module')).toContain(
      '**`Module parse failed` with a JSON syntax error after adding a loader for `.json` files**',
    );
    const json = {
      'src/index.js': "import data from './data.json';\nconsole.log(data);",
      'src/data.json': '{ "a": 1 }',
      'loaders/to-module.js': "module.exports = function toModule(source) { return 'module.exports = ' + source; };",
    };
    const dir = makeProject(json);
    const rule = { test: /\.json$/, use: path.join(dir, 'loaders/to-module.js') };
    const failing = await build(4, dir, { mode: 'none', entry: './src/index.js', module: { rules: [rule] } });
    expect(String(failing.json.errors)).toContain('Module parse failed');
    expect(String(failing.json.errors)).not.toContain('Module build failed');
    const fixed = await build(4, dir, {
      mode: 'none',
      entry: './src/index.js',
      module: { rules: [{ ...rule, type: 'javascript/auto' }] },
    });
    expect(fixed.json.errors).toEqual([]);
  });

  it('options next to use, and options next to an array of loaders, throw', async () => {
    const text = prose('module');
    const withoutLoader = 'options/query provided without loader (use loader + options)';
    const withLoaders = 'options/query cannot be used with loaders (use options for each array item)';
    expect(text).toContain(withoutLoader);
    expect(text).toContain(withLoaders);
    const run = (rule: Config) =>
      build4({ 'src/index.js': "console.log('x');" }, { entry: './src/index.js', module: { rules: [rule] } });
    await expect(run({ test: /\.css$/, use: 'css-loader', options: { modules: true } })).rejects.toThrow(withoutLoader);
    await expect(run({ test: /\.css$/, loaders: ['css-loader'], options: { modules: true } })).rejects.toThrow(
      withLoaders,
    );
    // A string in `loaders` works with options, like `loader`.
    await expect(run({ test: /\.css$/, loaders: 'css-loader', options: { modules: true } })).resolves.toBeDefined();
  });

  it('the requireJs parser switch covers require.config() and require.version', async () => {
    expect(prose('module')).toContain(
      '| `requireJs` | `require.config()`, `requirejs.config()`, `require.version` and `requirejs.onError`. |',
    );
    const files = { 'src/index.js': 'require.config({ paths: {} });\nconsole.log(require.version);' };
    const handled = await build4(files, { entry: './src/index.js' });
    expect(handled.read('main.js')).toContain('undefined;\nconsole.log("0.0.0");');
    const off = await build4(files, {
      entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, parser: { requireJs: false } }] },
    });
    expect(off.read('main.js')).not.toContain('"0.0.0"');
  });
});

describe('resolve.enforceExtension', () => {
  it('keeps appending the extensions and rejects a name that already has one, with no way around it', async () => {
    const text = prose('resolve');
    expect(text).toContain(
      "`import './a'` still finds `./a.js`, but `import './a.js'` fails (only `./a.js.js` is tried), and so does a package whose `main` field names its file with the extension",
    );
    const schemaError = 'configuration.resolve.extensions[0] should be an non-empty string';
    expect(text).toContain(schemaError);
    const project = (request: string) => ({
      'src/index.js': `console.log(require('${request}'));`,
      'src/a.js': 'module.exports = 1;',
      'node_modules/pkg/package.json': JSON.stringify({ name: 'pkg', version: '1.0.0', main: 'lib/index.js' }),
      'node_modules/pkg/lib/index.js': 'module.exports = 2;',
    });
    const run = (request: string, extensions = ['.js']) =>
      build4(project(request), { entry: './src/index', resolve: { enforceExtension: true, extensions } });

    expect((await run('./a')).json.errors).toEqual([]);
    expect(String((await run('./a.js')).json.errors)).toContain("Can't resolve './a.js'");
    expect(String((await run('pkg')).json.errors)).toContain("Can't resolve 'pkg'");
    await expect(run('./a.js', ['', '.js'])).rejects.toThrow(schemaError);
  });
});

describe('stats.logging', () => {
  it("true shows the messages up to 'log'; only 'verbose' adds the timers", async () => {
    expect(prose('stats')).toContain("`true` means `'log'`, `false` means `'none'`");
    const logs = (compiler: Compiler) =>
      compiler.hooks.compilation.tap('LogSome', (compilation) => {
        const logger = compilation.getLogger('LogSome');
        logger.log('a log-level message');
        logger.time('a timer');
        logger.timeEnd('a timer');
      });
    const result = await build4({ 'src/index.js': "console.log('x');" }, { entry: './src/index.js', plugins: [logs] });

    const asTrue = result.text({ all: false, logging: true });
    expect(asTrue).toContain('a log-level message');
    expect(asTrue).not.toContain('a timer');
    expect(result.text({ all: false, logging: 'log' })).toBe(asTrue);
    expect(result.text({ all: false, logging: 'verbose' })).toContain('a timer');
  });
});

describe('output.chunkLoadTimeout', () => {
  it("the runtime reports a ChunkLoadError of type 'error', 'missing' or 'timeout'", async () => {
    expect(prose('output')).toContain(
      'with the type `error` when the script could not be loaded (a 404, a network error) and `missing` when it loaded but did not contain the chunk',
    );
    const result = await build4(
      { 'src/index.js': "import('./lazy.js');", 'src/lazy.js': 'export default 1;' },
      { entry: './src/index.js' },
    );
    const runtime = result.read('main.js');
    expect(runtime).toContain("var errorType = event && (event.type === 'load' ? 'missing' : event.type);");
    expect(runtime).toContain("error.name = 'ChunkLoadError';");
    expect(runtime).toContain("onScriptComplete({ type: 'timeout', target: script });");
  });
});
