/**
 * Claims of the webpack 4 concept pages (versioned_docs/version-4/concepts/)
 * and the webpack 4 migration guide (versioned_docs/version-4/migrate/4.mdx)
 * that a small build with webpack 4 shows: the error messages they quote, which
 * option names which file, what the runtime chunk changes for caching, the
 * chunks of Under The Hood's example, the plugin example, JSON and CommonJS
 * interoperability. Each quoted message is read from the page.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { linkPackage, ROOT_MODULES, titled } from './v4PageProject';
import {
  blocksUnder,
  build,
  loadConfig,
  makeProject,
  readPage,
  removeProjects,
  webpackOf,
  writeFiles,
  type Build,
  type Config,
} from './webpackProject';

afterAll(removeProjects);

const page = (file: string) => readPage(`versioned_docs/version-4/${file}.mdx`);
/** The page's text on one line, so that quotes wrapped across lines can be matched. */
const flat = (source: string) => source.replace(/\s+/g, ' ');
/** The first code span after `prefix` (a regular expression source) in the page's text. */
function quoteAfter(source: string, prefix: string): string {
  const match = new RegExp(`${prefix}\\s*\`([^\`]+)\``).exec(flat(source));
  if (!match) throw new Error(`no quote after /${prefix}/`);
  return match[1]!;
}

const webpack4 = webpackOf(4) as unknown as {
  validate: (config: unknown) => unknown[];
  WebpackOptionsValidationError: new (errors: unknown[]) => Error;
  optimize: Record<string, unknown>;
  (config: Config): unknown;
};

/** webpack 4's validation message for a configuration, or '' when it is valid. */
function validationMessage(config: unknown): string {
  const errors = webpack4.validate(config);
  return errors.length ? new webpack4.WebpackOptionsValidationError(errors).message : '';
}

async function buildProject(files: Record<string, string>, config: Config): Promise<Build> {
  return build(4, makeProject(files), { resolveLoader: { modules: [ROOT_MODULES] }, ...config });
}

const errorText = (result: Build) => result.json.errors.map(String).join('\n');

describe('Entry Points and Output (webpack 4)', () => {
  it("an entry without ./ is resolved like a package and fails with the page's message", async () => {
    const message = quoteAfter(page('concepts/entry-points').source, 'is resolved like a package name and fails with');
    const result = await buildProject({ 'src/app.js': 'console.log(1);' }, { mode: 'none', entry: 'src/app.js' });
    expect(errorText(result)).toContain(message);
  });

  it('a relative output.path fails validation with the quoted message', () => {
    const message = quoteAfter(
      page('concepts/output').source,
      'A relative value such as `path: .dist.` fails validation with',
    );
    expect(validationMessage({ output: { path: 'dist' } })).toContain(message);
  });

  it('two entries written to one file name stop the build with the quoted conflict', async () => {
    const message = quoteAfter(page('concepts/output').source, 'stops such a build with');
    const result = await buildProject(
      { 'src/app.js': 'console.log(1);', 'src/search.js': 'console.log(2);' },
      { mode: 'none', entry: { app: './src/app.js', search: './src/search.js' }, output: { filename: 'bundle.js' } },
    );
    expect(errorText(result)).toContain(message);
  });

  it('chunkFilename is derived from filename, and names every chunk without the runtime, entry chunks included', async () => {
    const output = page('concepts/output').source;
    expect(flat(output)).toContain("so `'bundle.js'` becomes `'[id].bundle.js'`");
    const files = { 'src/index.js': "import('./lazy.js');", 'src/lazy.js': 'export const lazy = 1;' };
    const derived = await buildProject(files, {
      mode: 'production',
      output: { filename: 'bundle.js' },
      optimization: { minimize: false },
    });
    expect(derived.files()).toEqual(['1.bundle.js', 'bundle.js']);

    expect(flat(output)).toContain('with `optimization.runtimeChunk` the entry chunks are named by `chunkFilename`');
    const split = await buildProject(files, {
      mode: 'development',
      output: { filename: 'entry-[name].js', chunkFilename: 'chunk-[name].js' },
      optimization: { runtimeChunk: 'single' },
    });
    expect(split.files()).toEqual(['chunk-0.js', 'chunk-main.js', 'entry-runtime.js']);
  });
});

describe('The Manifest (webpack 4)', () => {
  const manifest = page('concepts/manifest');
  const files = {
    'src/index.js': "document.body.onclick = () => import('./chart.js').then((chart) => chart.draw());",
    'src/chart.js': "export function draw() {\n  console.log('chart');\n}",
  };

  async function names(runtimeChunk: boolean): Promise<[string[], string[]]> {
    const dir = makeProject(files);
    const config = {
      mode: 'production',
      output: { filename: '[name].[contenthash].js' },
      // Minification does not change which names change; leaving it out keeps the test quick.
      optimization: { minimize: false, ...(runtimeChunk ? { runtimeChunk: 'single' } : {}) },
    };
    // The names this build emitted (dist/ keeps the files of the previous build too).
    const emitted = (result: Build) => result.json.assets.map((a) => a.name);
    const before = emitted(await build(4, dir, config));
    writeFiles(dir, { 'src/chart.js': files['src/chart.js'].replace("'chart'", "'a new chart'") });
    const after = emitted(await build(4, dir, config));
    return [before, after];
  }

  it('with the runtime in the entry chunk, a change to a lazily loaded module renames main.js', async () => {
    expect(flat(manifest.source)).toContain(
      'So a change to one lazily loaded module changes the hash of `main.js` too',
    );
    const [before, after] = await names(false);
    const main = (list: string[]) => list.find((f) => f.startsWith('main.'));
    expect(main(after)).not.toBe(main(before));
  });

  it("with runtimeChunk: 'single', main keeps its name and the runtime changes", async () => {
    expect(flat(manifest.source)).toContain('while `main.[contenthash].js` keeps its name');
    const [before, after] = await names(true);
    const named = (list: string[], name: string) => list.find((f) => f.startsWith(`${name}.`));
    expect(named(after, 'main')).toBe(named(before, 'main'));
    expect(named(after, 'runtime')).not.toBe(named(before, 'runtime'));
  });
});

describe('Under The Hood (webpack 4)', () => {
  const hood = page('concepts/under-the-hood');
  const example = blocksUnder(hood, 'A small example');
  // greet.js, format.js and the logo are not shown on the page; these stand in for them.
  const files = {
    'src/index.js': titled(example, 'src/index.js').code,
    'src/chart.js': titled(example, 'src/chart.js').code,
    'src/greet.js':
      "export function greet(name) {\n  const heading = document.createElement('h1');\n  heading.textContent = `Hello, ${name}!`;\n  return heading;\n}",
    'src/format.js': 'export function format(value) {\n  return value.toFixed(2);\n}',
    'src/logo.svg': titled(page('guides/asset-management').blocks, 'src/logo.svg').code,
  };
  const config = titled(example, 'webpack.config.js').code;

  async function buildExample(mode: string): Promise<Build> {
    const dir = makeProject(files);
    const result = await build(4, dir, {
      ...(loadConfig(config, dir, 4) as Config),
      mode,
      optimization: { minimize: false },
      resolveLoader: { modules: [ROOT_MODULES] },
    });
    expect(result.json.errors).toEqual([]);
    return result;
  }

  it('the development build writes the files the page lists: the entry chunk, chunk 0 and the logo', async () => {
    const printed = example.find((b) => b.lang === 'text')!.code;
    const printedFiles = printed
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[0]!)
      .filter((name) => /\.\w+$/.test(name))
      .sort();
    const result = await buildExample('development');
    expect(result.files()).toEqual(printedFiles);
    const chunk = (name: string) => result.json.chunks.find((c) => c.files.includes(name))!;
    expect(chunk('0.js')).toMatchObject({ id: 0, names: [], initial: false });
    expect(chunk('main.js')).toMatchObject({ id: 'main', names: ['main'], initial: true });
    expect(result.json.modules.map((m) => m.name).sort()).toEqual(
      ['./src/chart.js', './src/format.js', './src/greet.js', './src/index.js', './src/logo.svg'].sort(),
    );
  });

  it('the production build names the chart chunk 1.js and concatenates as the page says', async () => {
    expect(flat(hood.source)).toContain('the chart chunk as `1.js`');
    const result = await buildExample('production');
    expect(result.files()).toContain('1.js');
    const names = result.json.modules.map((m) => m.name);
    expect(names).toContain('./src/index.js + 2 modules');
    expect(names).toContain('./src/chart.js + 1 modules');
  });
});

describe('Plugins (webpack 4)', () => {
  const plugins = page('concepts/plugins');

  it('the BuildInfoPlugin of the page adds build-info.json with the other files listed', async () => {
    const dir = makeProject({
      'src/index.js': 'console.log(1);',
      'BuildInfoPlugin.js': titled(plugins.blocks, 'BuildInfoPlugin.js').code,
    });
    const BuildInfoPlugin = createRequire(path.join(dir, 'package.json'))('./BuildInfoPlugin.js') as new () => object;
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const result = await build(4, dir, { mode: 'none', plugins: [new BuildInfoPlugin()] });
      const info = JSON.parse(result.read('build-info.json')) as { files: string[]; hash: string };
      expect(info.files).toEqual(['main.js']);
      expect(info.hash).toMatch(/^[0-9a-f]{20}$/);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^BuildInfoPlugin: build finished in [\d.]+s$/));
    } finally {
      log.mockRestore();
    }
  });

  it('false in the plugins array fails validation, and a class without new throws, with the quoted messages', () => {
    const invalid = quoteAfter(plugins.source, 'fails validation in development with');
    expect(flat(validationMessage({ plugins: [false] }))).toContain(invalid);
    class HtmlWebpackPlugin {
      apply(): void {}
    }
    const thrown = quoteAfter(plugins.source, 'it throws');
    expect(() => webpack4({ plugins: [HtmlWebpackPlugin] })).toThrow(thrown);
  });
});

describe('Targets (webpack 4)', () => {
  const targets = page('concepts/targets');

  it("a webpack 5 target such as 'es5' fails validation with the quoted message", () => {
    const message = quoteAfter(targets.source, 'fails validation with');
    expect(validationMessage({ target: 'es5' })).toContain(message);
  });

  it("__dirname is '/' in Node.js bundles unless node.__dirname is false", async () => {
    expect(flat(targets.source)).toContain("(`'/'` and `'/index.js'`) whatever the target");
    const files = { 'src/index.js': 'module.exports = [__dirname, __filename];' };
    const run = async (node: Config | undefined) => {
      const result = await buildProject(files, {
        mode: 'none',
        target: 'node',
        output: { libraryTarget: 'commonjs2' },
        ...(node ? { node } : {}),
      });
      return createRequire(path.join(result.dir, 'package.json'))('./dist/main.js') as string[];
    };
    expect(await run(undefined)).toEqual(['/', '/index.js']);
    const [dirname] = await run({ __dirname: false, __filename: false });
    expect(dirname).toMatch(/dist$/);
  });
});

describe('Modules and Configuration (webpack 4)', () => {
  it('a named import from CommonJS in an .mjs file fails with the quoted message', async () => {
    const message = quoteAfter(page('concepts/modules').source, 'in an `.mjs` file fails with');
    const result = await buildProject(
      { 'src/index.mjs': "import { map } from './lib.js';\nconsole.log(map);", 'src/lib.js': 'exports.map = 1;' },
      { mode: 'none', entry: './src/index.mjs' },
    );
    expect(errorText(result)).toContain(message);
  });

  it('assigning module.exports in an ECMAScript module throws at run time with the quoted TypeError', async () => {
    const message = quoteAfter(page('concepts/modules').source, 'throws at run time with');
    const result = await buildProject(
      { 'src/index.js': "import './other.js';\nmodule.exports = {};", 'src/other.js': 'export const other = 1;' },
      { mode: 'none' },
    );
    expect(() => new Function(result.read('main.js'))()).toThrow(message.replace(/^TypeError: /, ''));
  });

  it("cache: { type: 'filesystem' } passes webpack 4's validation", () => {
    expect(flat(page('concepts/configuration').source)).toContain(
      "so `cache: { type: 'filesystem' }` passes validation",
    );
    expect(validationMessage({ cache: { type: 'filesystem' } })).toBe('');
  });

  it('configurations without dependencies all start at once', async () => {
    expect(flat(page('concepts/configuration').source)).toContain('All other configurations start at once');
    const order: string[] = [];
    const track = (name: string) => ({
      apply(compiler: { hooks: Record<string, { tap: (n: string, f: () => void) => void }> }) {
        compiler.hooks.compile!.tap('track', () => order.push(`${name} starts`));
        compiler.hooks.done!.tap('track', () => order.push(`${name} done`));
      },
    });
    const dir = makeProject({ 'src/a.js': 'console.log(1);', 'src/b.js': 'console.log(2);' });
    const configs = ['a', 'b'].map((name) => ({
      mode: 'none',
      context: dir,
      entry: `./src/${name}.js`,
      output: { path: path.join(dir, 'dist', name) },
      plugins: [track(name)],
    }));
    await new Promise<void>((resolve, reject) => {
      (webpackOf(4) as unknown as (c: unknown, cb: (e: Error | null) => void) => void)(configs, (err) =>
        err ? reject(err) : resolve(),
      );
    });
    expect(order.slice(0, 2).sort()).toEqual(['a starts', 'b starts']);
  });
});

describe('Loaders (webpack 4)', () => {
  const loaders = page('concepts/loaders');
  const bannerLoader = titled(loaders.blocks, 'loaders/banner-loader.js').code;
  const config = titled(blocksUnder(loaders, 'Resolving loaders'), 'webpack.config.js').code;

  async function buildBanner(transform: (c: Config) => Config = (c) => c): Promise<Build> {
    const dir = makeProject({ 'src/index.js': 'console.log(1);', 'loaders/banner-loader.js': bannerLoader });
    linkPackage(dir, 'loader-utils');
    return build(4, dir, transform({ ...(loadConfig(config, dir, 4) as Config), mode: 'none' }));
  }

  it('the banner loader of the page, found through resolveLoader.modules, adds its banner', async () => {
    const result = await buildBanner();
    expect(result.json.errors).toEqual([]);
    expect(result.read('main.js')).toContain('/* Built by webpack */');
  });

  it('an error thrown by the loader fails the module with the quoted message', async () => {
    const message = quoteAfter(loaders.source, 'An error thrown by a loader fails the module with');
    const result = await buildBanner((c) => {
      const rules = (c.module as { rules: { use: { options: object }[] }[] }).rules;
      rules[0]!.use[0]!.options = {};
      return c;
    });
    expect(errorText(result)).toContain(message);
    expect(errorText(result)).toContain('The "text" option must be a string.');
  });

  it('a loader named without -loader fails with the quoted BREAKING CHANGE', async () => {
    const message = quoteAfter(loaders.source, 'instead of `banner-loader` fails with');
    const result = await buildProject(
      { 'src/index.js': "import url from './a.txt';\nconsole.log(url);", 'src/a.txt': 'text' },
      { mode: 'none', module: { rules: [{ test: /\.txt$/, loader: 'file' }] } },
    );
    expect(errorText(result)).toContain(message);
  });
});

describe('To v4 from v3', () => {
  const migrate = page('migrate/4');

  it('the removed plugins and module.loaders fail with the quoted messages', () => {
    const commons = quoteAfter(migrate.source, 'The two removed plugins fail with');
    const uglify = quoteAfter(migrate.source, 'config.optimization.splitChunks instead.` and');
    expect(() => webpack4.optimize.CommonsChunkPlugin).toThrow(commons);
    expect(() => webpack4.optimize.UglifyJsPlugin).toThrow(uglify);
    const loaders = quoteAfter(migrate.source, 'deprecated since webpack 2, is gone:');
    expect(validationMessage({ module: { loaders: [] } })).toContain(loaders);
  });

  it("json-loader's output fails the JSON parser; type 'javascript/auto' on the rule accepts it", async () => {
    const message = quoteAfter(migrate.source, 'and the build fails with');
    const files = {
      'src/index.js': "import data from './data.json';\nconsole.log(data.a);",
      'src/data.json': '{ "a": 1 }',
      // What json-loader returns.
      'loaders/json-loader.js': "module.exports = function (source) {\n  return 'module.exports = ' + source;\n};",
    };
    const rule = (extra: Config) => ({ test: /\.json$/, use: './loaders/json-loader.js', ...extra });
    const dir = makeProject(files);
    const failing = await build(4, dir, { mode: 'none', module: { rules: [rule({})] } });
    expect(errorText(failing)).toContain(message);
    const passing = await build(4, dir, { mode: 'none', module: { rules: [rule({ type: 'javascript/auto' })] } });
    expect(passing.json.errors).toEqual([]);
  });

  it('import() of a CommonJS module: properties of an object are copied, a function is only the default', async () => {
    expect(flat(migrate.source)).toContain(
      'its properties are copied onto the namespace as well, so `legacy.start()` keeps working',
    );
    const result = await buildProject(
      {
        'src/index.js': "module.exports = Promise.all([import('./legacy.js'), import('./start.js')]);",
        'src/legacy.js': "module.exports = { start: () => 'started' };",
        'src/start.js': "module.exports = function start() {\n  return 'started';\n};",
      },
      { mode: 'none', target: 'node', output: { libraryTarget: 'commonjs2' } },
    );
    const load = createRequire(path.join(result.dir, 'package.json'))('./dist/main.js') as Promise<
      [{ start: () => string; default: { start: () => string } }, { default: () => string }]
    >;
    const [legacy, start] = await load;
    expect(legacy.start()).toBe('started');
    expect(legacy.default.start()).toBe('started');
    expect(typeof start).toBe('object');
    expect(start.default()).toBe('started');
  });
});
