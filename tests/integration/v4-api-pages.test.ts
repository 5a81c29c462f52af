/**
 * Claims of the version 4 API pages (versioned_docs/version-4/api/) that a
 * small build with the installed webpack 4 can show: what the page's example
 * plugins and loaders produce, what webpack 4 does with module variables and
 * syntax it cannot parse, what the stats contain by default, and how errors
 * thrown by plugins reach the caller. Each test reads the page's own code or
 * wording where practical, so that it fails when the page and webpack 4
 * disagree.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { makeProject, readPage, removeProjects, webpackOf, type Config } from './webpackProject';
import type { CodeBlock } from '../../scripts/content/codeBlocks';

afterAll(removeProjects);

/** Whether the page's prose says `text`, whatever the line breaks and indentation. */
function expectSays(page: string, text: string): void {
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  expect(flat(page)).toContain(flat(text));
}

const API = 'versioned_docs/version-4/api';
const webpack4 = webpackOf(4) as unknown as ((config: Config, cb: (err: Error | null, stats: Stats) => void) => void) &
  Record<string, new (...args: unknown[]) => { apply(compiler: unknown): void }>;
const webpack4Main = require.resolve('webpack4');
const webpack4Root = path.dirname(path.dirname(webpack4Main));
/** Packages as webpack 4 itself sees them (loader-utils 1, schema-utils 1, webpack-sources 1). */
const webpack4Require = createRequire(webpack4Main);

type Stats = {
  hasErrors(): boolean;
  toJson(options?: unknown): Record<string, unknown> & {
    errors: string[];
    warnings: string[];
    modules: { name: string; source?: string }[];
  };
  toString(options?: unknown): string;
  compilation: { emittedAssets: Set<string> };
};

/** Builds `dir` with webpack 4 and resolves with the Stats object itself. */
function run(dir: string, config: Config): Promise<Stats> {
  const output = { path: path.join(dir, 'dist'), hashFunction: 'sha256', ...((config.output as Config) ?? {}) };
  return new Promise((resolve, reject) =>
    webpack4({ context: dir, ...config, output }, (err, stats) => (err ? reject(err) : resolve(stats))),
  );
}

function titled(blocks: CodeBlock[], title: string): string {
  const block = blocks.find((b) => b.title === title);
  if (!block) throw new Error(`no code block titled ${title}`);
  return block.code;
}

/**
 * Runs a CommonJS file of a page as Node.js would: `./` requests load the page's other files, `webpack` and
 * `webpack/lib/…` are webpack 4, other packages are those webpack 4 depends on.
 */
function runFile(files: Record<string, string>, name: string, dirname: string): unknown {
  const module = { exports: {} as unknown };
  const localRequire = (request: string): unknown => {
    if (request.startsWith('./')) return runFile(files, request.slice(2), dirname);
    if (request === 'webpack') return webpack4;
    if (request.startsWith('webpack/'))
      return webpack4Require(path.join(webpack4Root, request.slice('webpack/'.length)));
    return webpack4Require(request);
  };
  // The page's code is what is under test: run it as the file it is.
  new Function('module', 'exports', 'require', '__dirname', files[name]!)(
    module,
    module.exports,
    localRequire,
    dirname,
  );
  return module.exports;
}

/** Runs a web bundle in a fresh context and returns what it logged, or the error it threw. */
function runBundle(code: string): { logs: string[]; error?: Error } {
  const logs: string[] = [];
  const context = vm.createContext({ console: { log: (...args: unknown[]) => logs.push(args.map(String).join(' ')) } });
  (context as { window?: unknown }).window = context;
  try {
    vm.runInContext(code, context);
    return { logs };
  } catch (error) {
    return { logs, error: error as Error };
  }
}

describe('ContextModuleFactory Hooks page', () => {
  const page = readPage(`${API}/contextmodulefactory-hooks.mdx`);
  const locales = {
    'src/locales/en.json': '{ "hello": "Hello" }',
    'src/locales/en-GB.json': '{ "hello": "Hello" }',
    'src/locales/de.json': '{ "hello": "Hallo" }',
    'src/locales/fr.json': '{ "hello": "Bonjour" }',
  };

  it('the OnlyEnglishLocalesPlugin example keeps en.json and en-GB.json, keys in the order the page gives', async () => {
    const files = { 'OnlyEnglishLocalesPlugin.js': titled(page.blocks, 'OnlyEnglishLocalesPlugin.js') };
    const dir = makeProject({
      ...locales,
      'src/index.js': "console.log(JSON.stringify(require.context('./locales', false, /\\.json$/).keys()));",
    });
    const Plugin = runFile(files, 'OnlyEnglishLocalesPlugin.js', dir) as new () => { apply(c: unknown): void };
    const stats = await run(dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new Plugin()],
    });
    expect(stats.toJson().errors).toEqual([]);
    const keys = runBundle(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).logs[0];
    const claimed = /`keys\(\)` returns `(\[[^\]]*\])`/.exec(page.source)![1]!;
    expect(JSON.parse(keys!)).toEqual(JSON.parse(claimed.replace(/'/g, '"')));
  });

  it("alternatives: the default pattern lists './de' and './de.json', a /\\.json$/ pattern only './de.json'", async () => {
    expectSays(page.source, "lists both `'./de'` and `'./de.json'` among its keys");
    const dir = makeProject({
      ...locales,
      'src/index.js': [
        "console.log(JSON.stringify(require.context('./locales', false, /^\\.\\/.*$/).keys()));",
        "console.log(JSON.stringify(require.context('./locales', false, /\\.json$/).keys()));",
      ].join('\n'),
    });
    const stats = await run(dir, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(stats.toJson().errors).toEqual([]);
    const [all, json] = runBundle(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).logs.map(
      (line) => JSON.parse(line) as string[],
    );
    expect(all).toEqual(expect.arrayContaining(['./de', './de.json']));
    expect(json).toContain('./de.json');
    expect(json).not.toContain('./de');
  });
});

describe('Logger Interface page', () => {
  const page = readPage(`${API}/logging.mdx`);
  let stats: Stats;

  beforeAll(async () => {
    const files = { 'AssetReportPlugin.js': titled(page.blocks, 'AssetReportPlugin.js') };
    const dir = makeProject({ 'src/a.js': "console.log('a');", 'src/b.js': "console.log('b');" });
    const Plugin = runFile(files, 'AssetReportPlugin.js', dir) as new () => { apply(c: unknown): void };
    // "A production build of two entry points"; minimizing is irrelevant to the log and slow.
    expectSays(page.source, 'A production build of two entry points with this plugin prints');
    stats = await run(dir, {
      mode: 'production',
      entry: { a: './src/a.js', b: './src/b.js' },
      optimization: { minimize: false },
      plugins: [new Plugin()],
    });
  });

  it('prints the log the page shows, with the debug message and the timing hidden', () => {
    const text = stats.toString({ colors: false });
    const shown = page.blocks.find((b) => b.lang === 'text' && b.code.startsWith('LOG from AssetReportPlugin'))!.code;
    expect(text).toContain(shown);
  });

  it("logging: 'verbose' shows the timing", () => {
    expect(stats.toString({ colors: false, logging: 'verbose' })).toMatch(
      /LOG from AssetReportPlugin\n<i> 2 assets\n<t> report: /,
    );
  });

  it('loggingDebug needs a regular expression for a plugin logger: a plain string does not match', () => {
    expectSays(page.source, '`loggingDebug: [/AssetReportPlugin/]` the debug message');
    expect(stats.toString({ colors: false, loggingDebug: [/AssetReportPlugin/] })).toContain('asset names');
    expect(stats.toString({ colors: false, loggingDebug: ['AssetReportPlugin'] })).not.toContain('asset names');
  });
});

describe('Loader Interface page', () => {
  const page = readPage(`${API}/loaders.mdx`);

  it('the banner loader, run by the test helper of the page, gives the source the page expects', async () => {
    const files = {
      'test/compile.js': titled(page.blocks, 'test/compile.js'),
      'loaders/banner-loader.js': titled(page.blocks, 'loaders/banner-loader.js'),
    };
    const dir = makeProject({ ...files, 'test/fixtures/example.js': "export default 'hi';" });
    // The loader requires loader-utils and schema-utils; give it the versions webpack 4 uses (1.x).
    fs.mkdirSync(path.join(dir, 'node_modules'));
    for (const name of ['loader-utils', 'schema-utils']) {
      const target = path.dirname(webpack4Require.resolve(`${name}/package.json`));
      fs.symlinkSync(target, path.join(dir, 'node_modules', name), 'dir');
    }
    const compileFiles = { 'compile.js': files['test/compile.js'] };
    const compile = runFile(compileFiles, 'compile.js', path.join(dir, 'test')) as (
      entry: string,
      options: unknown,
    ) => Promise<Stats>;
    const testCode = titled(page.blocks, 'test/banner-loader.test.js');
    const options = JSON.parse(
      /compile\('\.\/example\.js', (\{[^}]*\})\)/
        .exec(testCode)![1]!
        .replace(/(\w+):/g, '"$1":')
        .replace(/'/g, '"'),
    );
    const expected = JSON.parse(/toBe\(("[^"]*")\)/.exec(testCode)![1]!) as string;
    const stats = await compile('./example.js', options);
    const module = stats.toJson({ source: true }).modules.find((m) => m.name === './example.js');
    expect(module?.source).toBe(expected);
  });

  it('a failing loader is reported as "Module build failed (from <loader>):" followed by the error', async () => {
    const dir = makeProject({
      'src/index.js': "export default 'hi';",
      'loaders/banner-loader.js': "module.exports = function () { throw new Error('text must not be empty'); };",
    });
    const stats = await run(dir, {
      mode: 'development',
      entry: './src/index.js',
      module: {
        rules: [{ test: /\.js$/, include: path.join(dir, 'src'), use: path.join(dir, 'loaders/banner-loader.js') }],
      },
    });
    const shown = page.blocks.find((b) => b.lang === 'text' && b.code.includes('Module build failed'))!.code;
    const [, ...message] = shown.split('\n'); // the first line, "ERROR in ./src/index.js", is the CLI's
    expect(stats.toJson().errors[0]).toContain(message.join('\n'));
  });
});

describe('Parser Hooks page', () => {
  const page = readPage(`${API}/parser.mdx`);

  it('the BuildTimePlugin example replaces __BUILD_TIME__ with an ISO date string', async () => {
    const files = { 'BuildTimePlugin.js': titled(page.blocks, 'BuildTimePlugin.js') };
    const dir = makeProject({ 'src/index.js': 'console.log(__BUILD_TIME__);' });
    const Plugin = runFile(files, 'BuildTimePlugin.js', dir) as new () => { apply(c: unknown): void };
    const stats = await run(dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new Plugin()],
    });
    expect(stats.toJson().errors).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toMatch(
      /console\.log\("\d{4}-\d\d-\d\dT[\d:.]+Z"\)/,
    );
  });
});

describe('Resolvers page', () => {
  const page = readPage(`${API}/resolvers.mdx`);

  it("the TildePlugin example resolves '~/lib/x.js' to src/lib/x.js", async () => {
    const files = {
      'TildePlugin.js': titled(page.blocks, 'TildePlugin.js'),
      'webpack.config.js': page.blocks.find((b) => b.title === 'webpack.config.js' && b.code.includes('TildePlugin'))!
        .code,
    };
    const dir = makeProject({
      'src/index.js': "import x from '~/lib/x.js';\nconsole.log(x);",
      'src/lib/x.js': "export default 'x';",
    });
    const config = runFile(files, 'webpack.config.js', dir) as Config;
    const stats = await run(dir, { ...config, devtool: false });
    const json = stats.toJson();
    expect(json.errors).toEqual([]);
    expect(json.modules.map((m) => m.name)).toContain('./src/lib/x.js');
  });
});

describe('Module Methods and Module Variables pages', () => {
  const methods = readPage(`${API}/module-methods.mdx`).source;
  const variables = readPage(`${API}/module-variables.mdx`).source;

  async function bundle(code: string, config: Config = {}) {
    const dir = makeProject({ 'src/index.js': code, 'src/b.js': 'export default 1;' });
    const full: Config = { mode: 'development', devtool: false, entry: './src/index.js', ...config };
    if (full.mode === undefined) delete full.mode;
    const stats = await run(dir, full);
    const file = path.join(dir, 'dist/main.js');
    return { errors: stats.toJson().errors, code: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '' };
  }

  it('acorn 6 parses import() and BigInt but not ?., ??, import.meta or export * as', async () => {
    expectSays(methods, '`import()` and BigInt literals parse');
    for (const code of ['console.log(10n);', "import('./b.js');"]) expect((await bundle(code)).errors).toEqual([]);
    for (const code of [
      'const a = {}; console.log(a?.b);',
      'console.log(null ?? 1);',
      'console.log(import.meta.url);',
      "export * as ns from './b.js';",
    ]) {
      expect((await bundle(code)).errors.join('\n')).toContain('Module parse failed: Unexpected token');
    }
  });

  it('module.exports cannot be assigned in an ES module, and exports is not defined there', async () => {
    expectSays(variables, "`Cannot assign to read only property 'exports'`");
    expectSays(variables, 'In an ES module, `exports` is not defined.');
    const assigned = await bundle("import b from './b.js';\nmodule.exports = b;");
    expect(runBundle(assigned.code).error?.message).toContain("Cannot assign to read only property 'exports'");
    const read = await bundle('export const a = 1;\nexports.b = 2;');
    expect(runBundle(read.code).error?.message).toBe('exports is not defined');
  });

  it('without HotModuleReplacementPlugin, if (module.hot) becomes if (false) and other uses stay', async () => {
    expectSays(variables, 'the condition of\n`if (module.hot) { … }` becomes `false`');
    expectSays(readPage(`${API}/hot-module-replacement.mdx`).source, 'compiling `if (module.hot)` to `if (false)`');
    const { code } = await bundle(
      "if (module.hot) { console.log('hot code'); }\nconst h = module.hot;\nconsole.log(h);",
    );
    expect(code).toContain('if (false) {}');
    expect(code).not.toContain('hot code');
    expect(code).toContain('const h = module.hot;');
  });

  it("__dirname and __filename are mocked for target: 'node' too", async () => {
    expectSays(variables, "(the default, for every target including `'node'`) it is `'/'`");
    const { code } = await bundle('console.log(__dirname, __filename);', { target: 'node' });
    const logs: string[] = [];
    vm.runInNewContext(code, {
      console: { log: (...a: unknown[]) => logs.push(a.join(' ')) },
      require,
      module: { exports: {} },
    });
    expect(logs).toEqual(['/ /index.js']);
  });

  it("process.env.NODE_ENV is 'production' without a mode and 'none' with mode: 'none'", async () => {
    expectSays(variables, "`'production'` when no `mode` is set and `'none'` for `mode: 'none'`");
    const source = 'console.log(process.env.NODE_ENV);';
    const none = await bundle(source, { mode: 'none' });
    expect(none.code).toContain('console.log("none")');
    const unset = await bundle(source, { mode: undefined, optimization: { minimize: false } });
    expect(unset.code).toContain('console.log("production")');
  });
});

describe('Stats Data page', () => {
  const page = readPage(`${API}/stats.mdx`).source;

  it('toJson() includes the source of each (not concatenated) module, as the loaders returned it', async () => {
    expectSays(page, '`toJson()` includes it unless\n  `source: false` is passed');
    const dir = makeProject({ 'src/index.js': "console.log('index');" });
    const stats = await run(dir, { mode: 'development', entry: './src/index.js' });
    expect(stats.toJson().modules.find((m) => m.name === './src/index.js')?.source).toBe("console.log('index');\n");
    expect(stats.toJson({ source: false }).modules.find((m) => m.name === './src/index.js')).not.toHaveProperty(
      'source',
    );
  });

  it('errorDetails is on by default in toJson(), not in the text output; moduleTrace in both', async () => {
    expectSays(page, '`errorDetails: true` (the default for `toJson()`, not for the text output)');
    const dir = makeProject({ 'src/index.js': "import './missing.js';" });
    const stats = await run(dir, { mode: 'development', entry: './src/index.js' });
    const [error] = stats.toJson().errors;
    expect(error).toMatch(
      /^\.\/src\/index\.js\nModule not found: Error: Can't resolve '\.\/missing\.js' in '.*src'\nresolve/,
    );
    expect(error).toMatch(/\n @ \.\/src\/index\.js 1:0-22$/);
    const text = stats.toString({ colors: false });
    expect(text).toContain(' @ ./src/index.js 1:0-22');
    expect(text).not.toContain("doesn't exist");
    expect(error).toContain("doesn't exist");
  });
});

describe('Compilation Object page', () => {
  it('emittedAssets is filled only with output.futureEmitAssets', async () => {
    const page = readPage(`${API}/compilation-object.mdx`).source;
    expectSays(page, 'filled only with `output.futureEmitAssets`');
    const dir = makeProject({ 'src/index.js': "console.log('x');" });
    const plain = await run(dir, { mode: 'development', entry: './src/index.js' });
    expect([...plain.compilation.emittedAssets]).toEqual([]);
    const future = await run(dir, {
      mode: 'development',
      entry: './src/index.js',
      output: { path: path.join(dir, 'future'), futureEmitAssets: true },
    });
    expect([...future.compilation.emittedAssets]).toEqual(['main.js']);
  });
});

describe('Plugin API page', () => {
  /**
   * Runs one webpack 4 build per hook in a child process, each with a plugin whose `tap` callback throws there, and
   * reports for each how the error came out: through the callback of `webpack()`, or as an uncaught exception.
   */
  function throwIn(hooks: string[]): string[] {
    const dir = makeProject({ 'src/index.js': "console.log('x');" });
    const script = `
      const webpack = require(${JSON.stringify(webpack4Main)});
      const hooks = ${JSON.stringify(hooks)};
      const next = (i) => {
        if (i === hooks.length) return;
        const [owner, hook] = hooks[i].split('.');
        const fail = () => { throw new Error('boom'); };
        const plugin = { apply(compiler) {
          if (owner === 'compiler') compiler.hooks[hook].tap('T', fail);
          else compiler.hooks.compilation.tap('T', (c) => c.hooks[hook].tap('T', fail));
        } };
        process.removeAllListeners('uncaughtException');
        process.once('uncaughtException', (e) => { console.log('uncaught: ' + e.message); next(i + 1); });
        webpack({ mode: 'development', context: ${JSON.stringify(dir)}, entry: './src/index.js',
          output: { path: ${JSON.stringify(path.join(dir, 'dist'))} }, plugins: [plugin] },
          (err) => { console.log(err ? 'callback err: ' + err.message : 'no error'); next(i + 1); });
      };
      next(0);
    `;
    return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split('\n');
  }

  it('an error thrown in an asynchronous hook reaches the callback; in a synchronous hook it escapes', () => {
    const page = readPage(`${API}/plugins.mdx`).source;
    expectSays(page, 'An error thrown in a\n  synchronous hook (`SyncHook`, `SyncBailHook`…) is not caught');
    expect(
      throwIn(['compiler.emit', 'compilation.additionalAssets', 'compilation.optimize', 'compilation.succeedModule']),
    ).toEqual(['callback err: boom', 'callback err: boom', 'uncaught: boom', 'uncaught: boom']);
  });
});

describe('Command Line Interface page', () => {
  it("--provide's two-argument ProvidePlugin (as webpack-cli 3 creates it) provides nothing in webpack 4", async () => {
    const page = readPage(`${API}/cli.mdx`).source;
    expectSays(page, 'so `--provide $=jquery` provides nothing');
    const files = {
      'node_modules/jquery/package.json': '{"name":"jquery","main":"jquery.js"}',
      'node_modules/jquery/jquery.js': "module.exports = function $() { return 'jquery'; };",
      'src/index.js': 'console.log(typeof $);',
    };
    const dir = makeProject(files);
    const { ProvidePlugin } = webpack4;
    const names = async (plugin: unknown) => {
      const stats = await run(dir, { mode: 'development', entry: './src/index.js', plugins: [plugin] });
      return stats.toJson().modules.map((m) => m.name);
    };
    expect(await names(new ProvidePlugin!('$', 'jquery'))).not.toContain('./node_modules/jquery/jquery.js');
    expect(await names(new ProvidePlugin!({ $: 'jquery' }))).toContain('./node_modules/jquery/jquery.js');
  });
});
