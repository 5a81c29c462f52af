/**
 * Error and warning messages against the pages that explain them. Readers paste
 * a message from their terminal into the search, which finds only pages that
 * quote it, so each test makes the installed webpack 5 (or webpack-cli,
 * webpack-dev-server) print a message and checks that the section explaining
 * it quotes the line as printed, with the names the page uses.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import { ROOT } from '../../scripts/content/site';
import {
  blocksTitled,
  blocksUnder,
  build,
  filesIn,
  loadConfig,
  makeProject,
  readPage,
  removeProjects,
  sectionUnder,
  single,
  webpackOf,
  type Build,
  type Config,
} from './webpackProject';
import type webpackType from 'webpack';
import type WebpackDevServerType from 'webpack-dev-server';
import type WebSocketType from 'ws';

afterAll(removeProjects);

const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const cli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');

/**
 * The section's text as a reader sees it, for comparison with a printed line: without the backticks of inline code,
 * and with line breaks and indentation (a quote wrapped over lines of the source) as single spaces.
 */
function flat(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ');
}

const pages = new Map<string, ReturnType<typeof readPage>>();

/** Expects the section of `file` under `heading` to quote `line`. */
function expectQuoted(file: string, heading: string, line: string): void {
  if (!pages.has(file)) pages.set(file, readPage(file));
  expect(flat(sectionUnder(pages.get(file)!, heading))).toContain(flat(line));
}

/**
 * The part of the first printed line that `pattern` matches. A pattern anchored on the message's opening words
 * and running to the end of the line (`/^export '.*$/`) makes the whole line the quote to look for.
 */
function printed(lines: string[], pattern: RegExp): string {
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match) return match[0];
  }
  throw new Error(`nothing printed matches ${pattern}:\n${lines.join('\n')}`);
}

/** Every line of the build's errors and warnings, with their details (the resolver's log), without indentation. */
function messageLines(result: Build): string[] {
  const json = result.toJson({ all: false, errors: true, warnings: true, errorDetails: true }) as {
    errors: { message: string; details?: string }[];
    warnings: { message: string; details?: string }[];
  };
  return [...json.errors, ...json.warnings]
    .flatMap((entry) => `${entry.message}\n${entry.details ?? ''}`.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The stderr and stdout of the webpack CLI run in `dir` with `args`. */
function runCli(dir: string, args: string[]): string[] {
  // A run that should fail but starts a server instead ends with the test, not with the suite's time limit.
  const run = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return `${run.stderr}\n${run.stdout}`.split('\n').map((line) => line.trim());
}

const packageJson = (name: string, version: string) => JSON.stringify({ name, version, main: 'index.js' });

/**
 * One project whose entries each make webpack print one message, built once. No `mode` is set, so the build also
 * warns about that; `minimize` is off to keep the build fast (the size hints still run).
 */
const files: Record<string, string> = {
  'src/dates.js':
    'export default function format(date) {\n  return date.toISOString();\n}\nexport function parse(text) {\n  return new Date(text);\n}',
  'src/import-dates.js': "import { formatDate } from './dates';\nconsole.log(formatDate(new Date()));",
  'src/reexport-dates.js': "export { formatDate } from './dates';",
  'src/app.js': "import React from 'react';\nimport { Chart } from 'charts';\nconsole.log(React, Chart);",
  'node_modules/react/package.json': packageJson('react', '18.2.0'),
  'node_modules/react/index.js': "module.exports = { version: '18.2.0' };",
  'node_modules/charts/package.json': packageJson('charts', '1.0.0'),
  'node_modules/charts/index.js': "import React from 'react';\nexport const Chart = () => React;",
  'node_modules/charts/node_modules/react/package.json': packageJson('react', '18.3.1'),
  'node_modules/charts/node_modules/react/index.js': "module.exports = { version: '18.3.1' };",
  'src/cycle.js': "import { a } from './a';\nconsole.log(a());",
  'src/a.js': "import { b } from './b';\nexport const a = () => b;",
  'src/b.js': "import { a } from './a';\nexport const b = () => a;",
  'src/node-fs.js': "import { readFileSync } from 'node:fs';\nconsole.log(readFileSync);",
  'src/missing.js': "import './missing-file';",
  'src/styles.js': "import './style.scss';",
  'src/style.scss': '$accent: teal;\nbody {\n  color: $accent;\n}',
  'src/register.js': 'function register(load) {\n  return load;\n}\nexport const load = register(require);',
  'src/expression.js': 'export const load = (path) => import(path);',
  'src/path.js': "import path from 'path';\nconsole.log(path.join('a', 'b'));",
  'src/index.mjs': "import './util';",
  'src/util.js': 'export const util = true;',
  'src/release.js': "import { version } from './data/release.json';\nconsole.log(version);",
  'src/data/release.json': '{ "version": "5.0.0", "highlights": [] }',
  'src/large.js': `console.log('${'x'.repeat(300_000)}');`,
  // Two spellings of one file on a filesystem that ignores case; on this one, two files.
  'src/casing.js': "import './Button';\nimport './button';",
  'src/Button.js': 'export default 1;',
  'src/button.js': 'export default 2;',
};
const entries = Object.fromEntries(
  Object.keys(files)
    .filter((file) => /^src\/[^/]+\.m?js$/.test(file) && !/\/(dates|a|b|util|Button|button)\.js$/.test(file))
    .map((file) => [path.basename(file).replace(/\.m?js$/, ''), `./${file}`]),
);
const config: Config = {
  entry: entries,
  target: 'web',
  // The size hints run after the files are written, which a build with errors skips unless told otherwise.
  optimization: { minimize: false, emitOnErrors: true },
  performance: { hints: 'warning', duplicatePackages: true, circularDependencies: true },
  // The target page says a fallback does not help a `node:` import: offer one for both spellings.
  resolve: { fallback: { fs: false, 'node:fs': false } },
};

let lines: string[] = [];
beforeAll(async () => {
  lines = messageLines(await build(5, makeProject(files), config));
});

describe('module page: exports that do not exist', () => {
  it('quotes the import and the re-export variant', () => {
    const section = 'module.parser.javascript.exportsPresence';
    expectQuoted('docs/configuration/module.mdx', section, printed(lines, /^export 'formatDate' \(imported as .*$/));
    expectQuoted('docs/configuration/module.mdx', section, printed(lines, /^export 'formatDate' \(reexported as .*$/));
  });
});

describe('module page: critical dependencies', () => {
  it('quotes the warning for require used as a value', () => {
    expectQuoted(
      'docs/configuration/module.mdx',
      'module.parser.javascript.unknownContextCritical',
      printed(lines, /^Critical dependency: require function .*$/),
    );
  });

  it('quotes the warning for a fully dynamic request', () => {
    const line = printed(lines, /^Critical dependency: the request of a dependency is an expression$/);
    expectQuoted('docs/configuration/module.mdx', 'module.parser.javascript.exprContextCritical', line);
    expectQuoted('docs/api/module-methods.mdx', 'Dynamic expressions', line);
  });
});

describe('performance page', () => {
  it('quotes the first two lines of the duplicate packages warning', () => {
    const section = 'performance.duplicatePackages';
    expectQuoted(
      'docs/configuration/performance.mdx',
      section,
      printed(lines, /^webpack performance recommendations:$/),
    );
    expectQuoted(
      'docs/configuration/performance.mdx',
      section,
      printed(lines, /^Multiple versions of the package .*$/),
    );
  });

  it('quotes the circular dependencies warning', () => {
    const section = 'performance.circularDependencies';
    expectQuoted('docs/configuration/performance.mdx', section, printed(lines, /^circular dependencies: .*$/));
    expectQuoted('docs/configuration/performance.mdx', section, printed(lines, /\.\/src\/a\.js -> .*$/));
  });

  it('quotes the size warnings and the suggestion to load code on demand', () => {
    const file = 'docs/configuration/performance.mdx';
    expectQuoted(file, 'performance.hints', printed(lines, /^asset size limit: .*$/));
    expectQuoted(file, 'performance.hints', printed(lines, /^This can impact web performance\.$/));
    expectQuoted(file, 'performance.maxEntrypointSize', printed(lines, /^entrypoint size limit: .*$/));
    expectQuoted(file, 'performance.maxEntrypointSize', printed(lines, /^You can limit the size of your bundles .*$/));
  });
});

describe('mode page', () => {
  it('quotes the warning for a missing mode', () => {
    for (const opening of ["The 'mode' option", "Set 'mode' option", 'You can also set it']) {
      expectQuoted('docs/configuration/mode.mdx', 'mode', printed(lines, new RegExp(`^${opening}.*$`)));
    }
  });
});

describe('module resolution page', () => {
  it('quotes the warning for one file imported with two casings', () => {
    const line = printed(lines, /^There are multiple modules with names that only differ in casing\.$/);
    expectQuoted('docs/concepts/module-resolution.mdx', 'When resolution fails', line);
  });
});

describe('target page: Node.js code in a browser build', () => {
  it('quotes the error for a node: import, which resolve.fallback does not prevent', () => {
    expectQuoted('docs/configuration/target.mdx', 'Pitfalls', printed(lines, /Reading from "node:fs" .*$/));
  });
});

describe('resolve page', () => {
  it('quotes the browser field line of the resolver log', () => {
    const line = printed(lines, /^Field 'browser' .*$/);
    expectQuoted('docs/configuration/resolve.mdx', 'resolve.aliasFields', line);
    // The page sends the reader to the lines that name what was looked for.
    expect(lines.some((l) => l.endsWith("/src/missing-file.js doesn't exist"))).toBe(true);
  });

  it('quotes the error for a Node.js core module', () => {
    const line = printed(lines, /^BREAKING CHANGE: webpack < 5 .*$/);
    expectQuoted('docs/configuration/resolve.mdx', 'resolve.fallback', line);
    expectQuoted('docs/migrate/5.mdx', 'Node.js polyfills', line);
    expectQuoted('docs/migrate/5.mdx', 'Node.js polyfills', printed(lines, /^- add a fallback .*$/));
  });

  it('quotes the error for a request that is not fully specified', () => {
    for (const pattern of [/^Did you mean 'util\.js'\?$/, /^BREAKING CHANGE: The request '\.\/util' .*$/]) {
      expectQuoted('docs/configuration/resolve.mdx', 'resolve.fullySpecified', printed(lines, pattern));
    }
  });
});

describe('a file type without a rule', () => {
  it('quotes the parse error and the loader hint where the guides explain them', () => {
    expectQuoted('docs/guides/asset-modules.mdx', 'Pitfalls', printed(lines, /^Module parse failed: Unexpected/));
    const hint = printed(lines, /^You may need an appropriate loader to handle this file type/);
    expectQuoted('docs/contribute/writing-a-loader.mdx', 'Common errors', hint);
  });
});

describe('asset management guide: named imports from JSON', () => {
  it('quotes the warning', () => {
    expectQuoted('docs/guides/asset-management.mdx', 'JSON', printed(lines, /^Should not import the named export .*$/));
  });
});

describe('output page: one file name for several entries', () => {
  it('quotes the conflict', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('main');", 'src/admin.js': "console.log('admin');" });
    const failure = await build(5, dir, {
      mode: 'production',
      entry: { main: './src/index.js', admin: './src/admin.js' },
      output: { filename: 'bundle.js' },
    }).then(
      () => new Error('the build succeeded'),
      (error: Error) => error,
    );
    expectQuoted('docs/configuration/output.mdx', 'output.filename', printed([failure.message], /^Conflict: .*$/));
  });
});

describe('module methods: a lazy chunk named as an entry point', () => {
  it('quotes the error', async () => {
    const dir = makeProject({
      'src/index.js': 'import(/* webpackChunkName: "vendors" */ \'./chart.js\');',
      'src/chart.js': "export const draw = () => 'chart';",
      'src/vendors.js': "console.log('vendors');",
    });
    const result = await build(5, dir, {
      mode: 'production',
      entry: { main: './src/index.js', vendors: './src/vendors.js' },
    });
    const message = printed(messageLines(result), /^It's not allowed .*$/);
    expectQuoted('docs/api/module-methods.mdx', 'webpackChunkName', message);
  });
});

describe('configuration validation', () => {
  it('quotes the schema error of webpack for a webpack 4 option', async () => {
    const dir = makeProject({ 'src/index.js': '' });
    const failure = await build(5, dir, { optimization: { namedModules: true } }).then(
      () => new Error('the build succeeded'),
      (error: Error) => error,
    );
    const printedLines = failure.message.split('\n').map((line) => line.trim());
    for (const pattern of [
      /^Invalid configuration object\. .*$/,
      /^- configuration\.optimization has .*$/,
      /^Did you mean .*$/,
    ]) {
      expectQuoted('docs/migrate/5.mdx', 'Removed and renamed options', printed(printedLines, pattern));
    }
  });

  it('quotes the schema error of the dev server', () => {
    const webpack = webpackOf(5) as unknown as typeof webpackType;
    const WebpackDevServer = rootRequire('webpack-dev-server') as typeof WebpackDevServerType;
    const compiler = webpack({ mode: 'development', context: makeProject({ 'src/index.js': '' }) });
    let message = '';
    try {
      new WebpackDevServer({ hotOnly: true } as WebpackDevServerType.Configuration, compiler);
    } catch (error) {
      message = (error as Error).message;
    }
    expectQuoted(
      'docs/api/webpack-dev-server.mdx',
      'new WebpackDevServer(options, compiler)',
      printed(message.split('\n'), /^Invalid options object\. .*$/),
    );
  });
});

describe('webpack-cli', () => {
  it('quotes the error for a misspelt flag', () => {
    const printedLines = runCli(makeProject({ 'src/index.js': '' }), ['--output-pathh', 'dist']);
    for (const pattern of [/^\[webpack-cli\] Error: Unknown option .*$/, /^\[webpack-cli\] Did you mean .*$/]) {
      expectQuoted('docs/api/cli.mdx', 'Unknown flags', printed(printedLines, pattern));
    }
  });

  it('quotes what webpack serve prints for an option webpack-dev-server 5 removed', () => {
    const dir = makeProject({
      'src/index.js': '',
      'webpack.config.js': "module.exports = { mode: 'development', devServer: { https: true } };",
    });
    const printedLines = runCli(dir, ['serve']);
    for (const pattern of [
      /^\[webpack-cli\] Invalid options object\. .*$/,
      /^- options has an unknown property 'https'\. .*$/,
    ]) {
      expectQuoted(
        'docs/configuration/dev-server.mdx',
        'Migrating from webpack-dev-server 4',
        printed(printedLines, pattern),
      );
    }
  });

  it('quotes the error for the -p shortcut webpack-cli 3 had', () => {
    const printedLines = runCli(makeProject({ 'src/index.js': '' }), ['-p']);
    expectQuoted(
      'docs/migrate/5.mdx',
      'webpack-cli',
      printed(printedLines, /^\[webpack-cli\] Error: Unknown option .*$/),
    );
  });

  it('quotes the errors of a configuration file that cannot be loaded', () => {
    // The page writes the file's path as '<path>'.
    const quote = (line: string, dir: string) => line.replace(`'${path.join(dir, 'webpack.config.mjs')}'`, "'<path>'");
    const throwing = makeProject({ 'src/index.js': '', 'webpack.config.mjs': "throw new Error('broken');" });
    const failed = printed(runCli(throwing, []), /^\[webpack-cli\] Failed to load .*$/);
    expectQuoted('docs/api/cli.mdx', 'Troubleshooting', quote(failed, throwing));
    // An ES module configuration without `export default`.
    const empty = makeProject({ 'src/index.js': '', 'webpack.config.mjs': 'export const mode = "production";' });
    const noDefault = printed(runCli(empty, []), /^\[webpack-cli\] Failed to load .*$/);
    expect(noDefault).toMatch(/Unable to find default export\.$/);
    expectQuoted('docs/api/cli.mdx', 'Troubleshooting', quote(noDefault, empty));
  });

  it('prints the deprecations the migration page quotes', () => {
    const dir = makeProject({
      'src/index.js': "console.log('main');",
      // `[hash]` in a file name, and a plugin of webpack 4's time that adds a file in the `emit` hook.
      'webpack.config.js': [
        'module.exports = {',
        "  mode: 'production',",
        "  output: { filename: '[name].[hash].js' },",
        '  plugins: [',
        '    {',
        '      apply(compiler) {',
        "        compiler.hooks.emit.tap('LegacyBannerPlugin', (compilation) => {",
        "          compilation.assets['banner.txt'] = new compiler.webpack.sources.RawSource('built by webpack');",
        '        });',
        '      },',
        '    },',
        '  ],',
        '};',
      ].join('\n'),
    });
    const printedLines = runCli(dir, []);
    expectQuoted(
      'docs/migrate/5.mdx',
      'Hashes in file names',
      printed(printedLines, /\[DEP_WEBPACK_TEMPLATE_PATH_PLUGIN_REPLACE_PATH_VARIABLES_HASH\].*$/),
    );
    expectQuoted(
      'docs/migrate/5.mdx',
      'Custom plugins and loaders',
      printed(printedLines, /\[DEP_WEBPACK_COMPILATION_ASSETS\].*$/),
    );
  });
});

/**
 * Runs a browser bundle in a context with the little of a DOM that the page's code and webpack's runtime use, where
 * every `<script>` added to the page fails to load, as a chunk file deleted by a deployment would. Returns what the
 * bundle threw and the arguments of its `console.error` calls; `click()` clicks every button the code created.
 */
function runInFailingPage(code: string, currentScript: { tagName: string; src: string } | undefined) {
  const logged: unknown[][] = [];
  const listeners: (() => Promise<void>)[] = [];
  const element = () => ({
    setAttribute() {},
    append() {},
    addEventListener: (_type: string, listener: () => Promise<void>) => listeners.push(listener),
  });
  const document = {
    currentScript,
    createElement: element,
    getElementsByTagName: () => [],
    body: element(),
    head: {
      appendChild(script: { src: string; onerror: (event: unknown) => void }) {
        setTimeout(() => script.onerror({ type: 'error', target: script }));
      },
    },
  };
  const globals: Record<string, unknown> = {
    document,
    console: { error: (...args: unknown[]) => logged.push(args) },
    setTimeout,
    clearTimeout,
  };
  // The runtime keeps its chunk registry on `self`, the global object of a page.
  globals.self = globals;
  const context = vm.createContext(globals);
  let thrown: Error | undefined;
  try {
    vm.runInContext(code, context);
  } catch (error) {
    thrown = error as Error;
  }
  return { thrown, logged, click: () => Promise.all(listeners.map((listener) => listener())) };
}

describe('lazy loading guide: in the browser', () => {
  const guide = readPage('docs/guides/lazy-loading.mdx');
  const [, clickIndex] = blocksTitled(guide.blocks, 'src/index.js');
  const project = {
    ...filesIn(blocksUnder(guide, 'Starting point'), ['src/']),
    ...filesIn(blocksUnder(guide, 'A module to load later'), ['src/']),
    'src/index.js': clickIndex!.code,
  };
  let bundle = '';
  beforeAll(async () => {
    const result = await build(5, makeProject(project), {
      mode: 'production',
      entry: { index: './src/index.js' },
      output: { filename: '[name].bundle.js', chunkFilename: '[name].chunk.js' },
    });
    expect(result.json.errors).toEqual([]);
    bundle = result.read('index.bundle.js');
  });

  it('quotes the error of a chunk that fails to load', async () => {
    const page = runInFailingPage(bundle, { tagName: 'SCRIPT', src: 'https://example.com/index.bundle.js' });
    expect(page.thrown).toBeUndefined();
    await page.click();
    const [text, error] = page.logged[0] as [string, Error];
    expect(text).toBe('Could not load the statistics module');
    // A browser's console shows the error as its name and message.
    const shown = `${error.name}: ${error.message}`.split('\n');
    expect(shown[1]).toBe('(error: https://example.com/word-stats.chunk.js)');
    expectQuoted('docs/guides/lazy-loading.mdx', 'How it works', shown[0]!);
  });

  it('quotes the error of automatic publicPath in a page that cannot tell the script URL', () => {
    const { thrown } = runInFailingPage(bundle, undefined);
    if (!thrown) throw new Error('the bundle ran without a script URL');
    expectQuoted('docs/configuration/output.mdx', 'output.publicPath', thrown.message);
  });
});

/**
 * Runs `code` in a context of `globals` and a `console`, also reached as `window` and `self`, and returns the calls of the
 * console, each as `method: first argument`.
 */
function runWithConsole(code: string, globals: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const console = new Proxy(
    {},
    {
      get:
        (_target, method: string) =>
        (...args: unknown[]) =>
          calls.push(`${method}: ${String(args[0])}`),
    },
  );
  const all: Record<string, unknown> = { console, ...globals };
  // A page's global object, as the code reaches it.
  all.self = all.window = all;
  vm.runInContext(code, vm.createContext(all));
  return calls;
}

describe('production guide: removing console calls', () => {
  const section = 'Removing console calls';
  const [example] = blocksTitled(blocksUnder(readPage('docs/guides/production.mdx'), section), 'webpack.prod.js');
  const dir = makeProject({
    'src/index.js': [
      'let count = 0;',
      "console.log('log', count++);",
      "console.debug('debug');",
      "console.info('info');",
      "console.warn('warn');",
      "console.error('error');",
      "window.console.log('window');",
      "window.result = console.debug('used');",
      'document.title = String(count);',
    ].join('\n'),
  });
  /** The console calls and the title of the bundle built with the page's example, or its terser `compress` options. */
  async function consoleOf(compress?: Record<string, unknown>) {
    const config = single(loadConfig(example!.code, dir, 5));
    if (compress) {
      const TerserPlugin = rootRequire('terser-webpack-plugin') as new (options: object) => object;
      config.optimization = { minimizer: [new TerserPlugin({ terserOptions: { compress } })] };
    }
    const result = await build(5, dir, { ...config, entry: './src/index.js' });
    expect(result.json.errors).toEqual([]);
    const document = { title: '' };
    const calls = runWithConsole(result.read('main.js'), { document });
    return { calls, title: document.title };
  }

  it('pure_funcs drops the named calls whose result is unused and keeps their arguments that do something', async () => {
    expect(example!.code).toContain("pure_funcs: ['console.log', 'console.debug']");
    expect(await consoleOf()).toEqual({
      calls: ['info: info', 'warn: warn', 'error: error', 'log: window', 'debug: used'],
      title: '1',
    });
  });

  it('drop_console drops every call on the global console with its arguments, or only the methods listed', async () => {
    const text = flat(sectionUnder(readPage('docs/guides/production.mdx'), section));
    expect(text).toContain('compress: { drop_console: true }');
    expect(await consoleOf({ drop_console: true })).toEqual({ calls: ['log: window'], title: '0' });
    expect(text).toContain("drop_console: ['log', 'info']");
    expect(await consoleOf({ drop_console: ['log', 'info'] })).toEqual({
      calls: ['debug: debug', 'warn: warn', 'error: error', 'log: window', 'debug: used'],
      title: '0',
    });
  });
});

describe('dev server page: a port that is taken', () => {
  /** What `webpack serve` prints when another program holds the port it is given on `host` (none: every address). */
  async function serveOnTakenPort(host?: string): Promise<string[]> {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const args = [cli, 'serve', '--mode', 'development', '--port', String(port), ...(host ? ['--host', host] : [])];
      const server = spawn(process.execPath, args, { cwd: makeProject({ 'src/index.js': '' }) });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => server.kill(), 30_000);
      await new Promise((resolve) => server.once('exit', resolve));
      clearTimeout(timer);
      // The page names the dev server's default port.
      return output.split('\n').map((line) => line.trim().replace(new RegExp(`:${port}$`), ':8080'));
    } finally {
      holder.close();
    }
  }

  it('quotes the error and the address it names with a host', async () => {
    const [everyAddress, loopback] = await Promise.all([serveOnTakenPort(), serveOnTakenPort('127.0.0.1')]);
    const section = 'devServer.port';
    expectQuoted(
      'docs/configuration/dev-server.mdx',
      section,
      printed(everyAddress!, /^Error: listen EADDRINUSE: .*$/),
    );
    const address = printed(loopback!, /^Error: listen EADDRINUSE: .*$/)
      .split(' ')
      .pop()!;
    expect(address).toBe('127.0.0.1:8080');
    expectQuoted('docs/configuration/dev-server.mdx', section, `the line ends in ${address}`);
  });
});

describe('hot module replacement guide: an update nothing accepts', () => {
  it("quotes the warning webpack's client logs with hot: 'only'", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      // webpack/hot/only-dev-server.js passes the modules the update changed, and those that `apply` renewed: none,
      // as no module accepted the update.
      const logApplyResult = rootRequire('webpack/hot/log-apply-result') as (u: string[], r: string[]) => void;
      logApplyResult(['./src/print.js'], []);
      const warnings = warn.mock.calls.map(([line]) => String(line));
      expect(warnings[1]).toBe('[HMR]  - ./src/print.js');
      expectQuoted(
        'docs/guides/hot-module-replacement.mdx',
        'Pitfalls',
        printed(warnings, /^\[HMR\] The following .*$/),
      );
    } finally {
      for (const spy of [warn, info, log]) spy.mockRestore();
    }
  });
});

describe('dev server page: the client loses its connection', () => {
  it('quotes what the client logs when its WebSocket closes', async () => {
    // The client entry webpack-dev-server adds to a build, with the query it gives it.
    const client = `${rootRequire.resolve('webpack-dev-server/client/index.js')}?protocol=ws%3A&hostname=0.0.0.0&port=8080&pathname=%2Fws&logging=info&reconnect=10`;
    const result = await build(5, makeProject({}), { mode: 'development', devtool: false, entry: client });
    expect(result.json.errors).toEqual([]);
    const sockets: { onopen: () => void; onclose: () => void }[] = [];
    const calls = runWithConsole(result.read('main.js'), {
      location: { href: 'http://localhost:8080/', protocol: 'http:', hostname: 'localhost', port: '8080', search: '' },
      document: { currentScript: null, scripts: [] },
      addEventListener: () => undefined,
      postMessage: () => undefined,
      // The retries wait; the test looks at what is logged when the socket closes.
      setTimeout: () => 0,
      WebSocket: function WebSocket(this: (typeof sockets)[number]) {
        sockets.push(this);
      },
    });
    sockets[0]!.onopen();
    sockets[0]!.onclose();
    const lines = calls.map((call) => call.replace(/^\w+: /, ''));
    expect(lines).toContain('[webpack-dev-server] Trying to reconnect...');
    const section = 'Pitfalls';
    expectQuoted(
      'docs/configuration/dev-server.mdx',
      section,
      printed(lines, /^\[webpack-dev-server\] Disconnected!$/),
    );
    expectQuoted('docs/configuration/dev-server.mdx', section, printed(lines, /^\[webpack-dev-server\] Trying .*$/));
  });
});

describe('dev server page: a WebSocket from a host the server does not know', () => {
  it('quotes what the client logs when the server refuses its socket', async () => {
    const webpack = webpackOf(5) as unknown as typeof webpackType;
    const WebpackDevServer = rootRequire('webpack-dev-server') as typeof WebpackDevServerType;
    const WebSocket = rootRequire('ws') as typeof WebSocketType;
    const compiler = webpack({ mode: 'development', context: makeProject({ 'src/index.js': '' }) });
    const server = new WebpackDevServer({ host: '127.0.0.1', port: 0, hot: false, liveReload: false }, compiler);
    await server.start();
    try {
      const { port } = server.server!.address() as net.AddressInfo;
      // A tunnel's name, as a browser sends it on the socket of a page it loaded through the tunnel.
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
        headers: { host: 'app.tunnel.example', origin: 'http://app.tunnel.example' },
      });
      const message = await new Promise<{ type: string; data: string }>((resolve, reject) => {
        socket.once('message', (data: Buffer) =>
          resolve(JSON.parse(data.toString()) as { type: string; data: string }),
        );
        socket.once('error', reject);
      });
      socket.terminate();
      expect(message.type).toBe('error');
      // The client logs an `error` message as it is, after its prefix (see the test of `Disconnected!` above).
      expectQuoted('docs/configuration/dev-server.mdx', 'Pitfalls', `[webpack-dev-server] ${message.data}`);
    } finally {
      await server.stop();
    }
  });
});

describe('webpack 4: a loader made for webpack 5', () => {
  it('quotes the error of this.getOptions', async () => {
    const dir = makeProject({
      'loader.js': 'module.exports = function (source) {\n  this.getOptions();\n  return source;\n};',
      'src/index.js': "import text from './note.txt';\nconsole.log(text);",
      'src/note.txt': 'module.exports = "note";',
    });
    const result = await build(4, dir, {
      mode: 'development',
      entry: './src/index.js',
      module: { rules: [{ test: /\.txt$/, use: path.join(dir, 'loader.js') }] },
    });
    const printedLines = (result.json.errors as string[]).flatMap((error) => error.split('\n'));
    const line = printed(printedLines, /^TypeError: this\.getOptions is not a function$/);
    expectQuoted('versioned_docs/version-4/guides/installation.mdx', 'Which packages go together', line);
    expectQuoted('docs/migrate/5.mdx', 'Prepare on webpack 4', line);
  });
});

describe('webpack-dev-server 3 with a later webpack-cli', () => {
  it('quotes the error of the file of webpack-cli 3 that its binary loads', () => {
    // webpack-dev-server 3.11's bin/webpack-dev-server.js tries webpack-cli 3.3's path, then the older one, which it
    // loads. The installed webpack-cli has neither; only this side can be run here, with the same two requests.
    const script = [
      "try { require.resolve('webpack-cli/bin/config/config-yargs'); process.exit(3); } catch {}",
      "require('webpack-cli/bin/config-yargs');",
    ].join('\n');
    const run = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    const message = run.stderr;
    expectQuoted('docs/migrate/5.mdx', 'webpack-cli', printed(message.split('\n'), /^Error: Cannot find module .*$/));
  });
});
