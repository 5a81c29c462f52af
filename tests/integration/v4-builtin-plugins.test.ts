/**
 * The version 4 pages of webpack's built-in plugins describe what webpack 4
 * really does: each test compiles a tiny project with the installed webpack 4
 * (`node_modules/webpack4`) in a temporary directory, using the page's own
 * configuration and source files where the page gives a runnable example, and
 * checks the effect the page promises.
 *
 * webpack 4 hashes with md4 by default, which Node.js 17+ (OpenSSL 3) rejects
 * unless webpack ships its own implementation (4.47.0 does on Node 18+), so
 * every build here sets `output.hashFunction: 'sha256'`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { extractCodeBlocks, type CodeBlock } from '../../scripts/content/codeBlocks';
import { loadConfig as loadPageConfig, single } from './webpackProject';

const ROOT = path.resolve(__dirname, '../..');
const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const PAGES = path.join(ROOT, 'versioned_docs/version-4/plugins');

type Config = Record<string, unknown> & { output?: Record<string, unknown> };
type StatsModule = { name: string; id: string | number };
type StatsJson = {
  hash: string;
  errors: string[];
  warnings: string[];
  modules: StatsModule[];
  assets: { name: string }[];
};
type Stats = { hasErrors(): boolean; toJson(): StatsJson };
type Plugin = { apply(compiler: unknown): void; options?: unknown };
type PluginClass = new (...args: unknown[]) => Plugin;
type Webpack4 = ((config: Config, callback: (err: Error | null, stats: Stats) => void) => void) & {
  version: string;
  BannerPlugin: PluginClass;
  DefinePlugin: PluginClass;
  EnvironmentPlugin: PluginClass;
  HashedModuleIdsPlugin: PluginClass;
  IgnorePlugin: PluginClass;
  ProvidePlugin: PluginClass;
  SourceMapDevToolPlugin: PluginClass;
  optimize: Record<string, PluginClass>;
};

const webpack4 = rootRequire('webpack4') as Webpack4;

// ---------------------------------------------------------------- helpers

function page(slug: string): { source: string; blocks: CodeBlock[] } {
  const source = fs.readFileSync(path.join(PAGES, `${slug}.mdx`), 'utf8');
  return { source, blocks: extractCodeBlocks(source) };
}

function titled(blocks: CodeBlock[], title: string, contains?: string): string {
  const found = blocks.find((b) => b.title === title && b.lang !== 'diff' && (!contains || b.code.includes(contains)));
  if (!found) throw new Error(`no code block titled ${title}${contains ? ` containing ${contains}` : ''}`);
  return found.code;
}

/** Runs a page's configuration file as webpack-cli 3 would load it, with `__dirname` set to the project. */
const loadConfig = (code: string, dir: string, env: Record<string, unknown> = {}): Config | Config[] =>
  loadPageConfig(code, dir, 4, env) as Config | Config[];

function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-plugins-'));
  // A package.json keeps the cache of webpack 4's default minimizer inside the project.
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"v4-plugin-test","private":true}');
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

type Build = { stats: StatsJson; dir: string; outDir: string; files: string[]; read(file: string): string };

async function build(dir: string, config: Config): Promise<Build> {
  const output: Record<string, unknown> = { ...(config.output ?? {}), hashFunction: 'sha256' };
  const full: Config = { context: dir, ...config, output };
  const outDir = (output.path as string | undefined) ?? path.join(dir, 'dist');
  const previous = process.cwd();
  process.chdir(dir);
  try {
    const stats = await new Promise<Stats>((resolve, reject) =>
      webpack4(full, (err, result) => (err ? reject(err) : resolve(result))),
    );
    const json = stats.toJson();
    const files = fs.existsSync(outDir) ? fs.readdirSync(outDir) : [];
    return {
      stats: json,
      dir,
      outDir,
      files,
      read: (file) => fs.readFileSync(path.join(outDir, file), 'utf8'),
    };
  } finally {
    process.chdir(previous);
  }
}

function newProject(files: Record<string, string>): string {
  const dir = project(files);
  projects.push(dir);
  return dir;
}

/** Runs a browser bundle in a fresh context and returns what it logged. */
function runBundle(code: string, globals: Record<string, unknown> = {}): string[] {
  const logs: string[] = [];
  const context = vm.createContext({
    console: { log: (...args: unknown[]) => logs.push(args.map(String).join(' ')) },
    ...globals,
  });
  (context as { window?: unknown }).window = context;
  vm.runInContext(code, context);
  return logs;
}

const BIG_PACKAGE = `module.exports = { name: 'big-lib', data: ${JSON.stringify('x'.repeat(40000))} };\n`;

// ---------------------------------------------------------------- tests

describe('webpack 4 built-in plugins, as their version 4 pages describe them', () => {
  it('is the installed webpack 4', () => {
    expect(webpack4.version).toMatch(/^4\./);
  });

  it('BannerPlugin: the page example stamps the library and puts the shebang first', async () => {
    const { blocks } = page('banner-plugin');
    const dir = newProject({
      'src/index.js': 'export const answer = 42;\n',
      'src/cli.js': "console.log('cli');\n",
    });
    const [library, cli] = loadConfig(titled(blocks, 'webpack.config.js'), dir) as Config[];
    const lib = await build(dir, library!);
    expect(lib.stats.errors).toEqual([]);
    expect(lib.read('my-lib.min.js').startsWith(`/*! my-lib v2.3.0 | MIT licence | build ${lib.stats.hash} */`)).toBe(
      true,
    );
    const bin = await build(dir, cli!);
    expect(bin.stats.errors).toEqual([]);
    expect(bin.read('my-lib.js').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('BannerPlugin: a second banner above a shebang breaks minification, as the page warns', async () => {
    const dir = newProject({ 'src/index.js': "console.log('x');\n" });
    const result = await build(dir, {
      mode: 'production',
      target: 'node',
      entry: './src/index.js',
      plugins: [
        new webpack4.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true }),
        new webpack4.BannerPlugin('second banner'),
      ],
    });
    expect(result.stats.errors.join('\n')).toContain("Unexpected character '#'");
  });

  it('DefinePlugin: the page example removes the development and server branches', async () => {
    const { blocks } = page('define-plugin');
    const dir = newProject({ 'src/index.js': titled(blocks, 'src/index.js') });
    const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.config.js'), dir, { production: true })));
    expect(result.stats.errors).toEqual([]);
    const main = result.read('main.js');
    expect(main).not.toContain('Running');
    expect(main).not.toContain('never bundled for the browser');
    expect(main).toContain('"off"');
    expect(main).not.toMatch(/FEATURES|__DEV__|VERSION/);
  });

  it('EnvironmentPlugin: the page example inlines the shell variables and drops the null default', async () => {
    const { blocks } = page('environment-plugin');
    const dir = newProject({ 'src/index.js': titled(blocks, 'src/index.js') });
    const saved = { API_URL: process.env.API_URL, RELEASE: process.env.RELEASE, SENTRY_DSN: process.env.SENTRY_DSN };
    process.env.API_URL = 'https://api.example.com';
    process.env.RELEASE = '2024.1';
    delete process.env.SENTRY_DSN;
    try {
      const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.config.js'), dir)));
      expect(result.stats.errors).toEqual([]);
      expect(result.stats.warnings).toEqual([]);
      const main = result.read('main.js');
      expect(main).toContain('https://api.example.com');
      expect(main).toContain('2024.1');
      expect(main).not.toContain('error reporting to');
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('EnvironmentPlugin: a missing variable is a warning in webpack 4, with the message the page quotes', async () => {
    const { source } = page('environment-plugin');
    const dir = newProject({ 'src/index.js': 'console.log(process.env.V4_DOCS_SURELY_UNSET);\n' });
    const result = await build(dir, {
      mode: 'development',
      entry: './src/index.js',
      plugins: [new webpack4.EnvironmentPlugin(['V4_DOCS_SURELY_UNSET'])],
    });
    expect(result.stats.errors).toEqual([]);
    expect(result.stats.warnings.join('\n')).toContain(
      'EnvironmentPlugin - V4_DOCS_SURELY_UNSET environment variable is undefined.',
    );
    expect(source).toContain('You can pass an object with default values to suppress this warning.');
  });

  it('ProvidePlugin: the page example injects jQuery and a named export where they are used', async () => {
    const { blocks } = page('provide-plugin');
    const dir = newProject({
      'node_modules/jquery/package.json': '{"name":"jquery","main":"jquery.js"}',
      'node_modules/jquery/jquery.js': `
        function $(arg) {
          if (typeof arg === 'function') { arg(); return undefined; }
          return {
            each(fn) { fn.call({}); },
            find() { return { text(value) { console.log('text:', value); } }; },
          };
        }
        module.exports = $;
      `,
      'src/utils/dates.js': "export function formatDate(date) { return 'year ' + date.getFullYear(); }\n",
      'src/legacy/slider.js': titled(blocks, 'src/legacy/slider.js'),
      'src/index.js': titled(blocks, 'src/index.js'),
    });
    const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.config.js'), dir)));
    expect(result.stats.errors).toEqual([]);
    const logs = runBundle(result.read('main.js'));
    expect(logs).toEqual([`text: year ${new Date().getFullYear()}`]);
  });

  it('ProvidePlugin: .mjs modules are left alone in webpack 4', async () => {
    const dir = newProject({
      'node_modules/fake-lib/package.json': '{"name":"fake-lib","main":"index.js"}',
      'node_modules/fake-lib/index.js': "module.exports = 'from fake-lib';\n",
      'src/index.mjs': 'console.log(typeof fakeLib);\n',
    });
    const result = await build(dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.mjs',
      plugins: [new webpack4.ProvidePlugin({ fakeLib: 'fake-lib' })],
    });
    expect(result.read('main.js')).not.toContain('from fake-lib');
  });

  it('IgnorePlugin: the page example drops the Moment.js locales except the imported ones', async () => {
    const { blocks } = page('ignore-plugin');
    const locale = (name: string) => `require('../moment').defineLocale('${name}');\n`;
    const dir = newProject({
      'node_modules/moment/package.json': '{"name":"moment","main":"moment.js"}',
      'node_modules/moment/moment.js': `
        var locales = {};
        var current = 'en';
        function moment() { return { format: function () { return 'formatted in ' + current; } }; }
        moment.defineLocale = function (name) { locales[name] = true; };
        moment.locale = function (name) {
          if (!locales[name]) { try { require('./locale/' + name); } catch (e) {} }
          if (locales[name]) current = name;
        };
        module.exports = moment;
      `,
      'node_modules/moment/locale/de.js': locale('de'),
      'node_modules/moment/locale/fr.js': locale('fr'),
      'node_modules/moment/locale/ja.js': locale('ja'),
      'src/index.js': titled(blocks, 'src/index.js'),
    });
    const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.config.js'), dir)));
    expect(result.stats.errors).toEqual([]);
    const names = result.stats.modules.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(['./node_modules/moment/locale/de.js', './node_modules/moment/locale/fr.js']),
    );
    expect(names).not.toContain('./node_modules/moment/locale/ja.js');
    expect(runBundle(result.read('main.js'))).toEqual(['formatted in de']);
  });

  it('IgnorePlugin: both webpack 4 signatures are accepted, mixed forms and strings are not', () => {
    const positional = new webpack4.IgnorePlugin(/^\.\/locale$/, /moment$/);
    expect(positional.options).toEqual({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ });
    const object = new webpack4.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ });
    expect(object.options).toEqual(positional.options);
    expect(() => new webpack4.IgnorePlugin({ checkResource: () => true })).not.toThrow();
    expect(() => new webpack4.IgnorePlugin({ resourceRegExp: /a/, checkResource: () => true })).toThrow(
      /should NOT have additional properties/,
    );
    expect(() => new webpack4.IgnorePlugin('fs')).toThrow(/options should be object/);
  });

  it('LimitChunkCountPlugin: the page example bundles lazy routes into one server file', async () => {
    const { blocks } = page('limit-chunk-count-plugin');
    const dir = newProject({
      'src/server.js': `
        export default function render() {
          return Promise.all([import('./routes/home'), import('./routes/about')]).then((routes) =>
            routes.map((route) => route.default).join(','),
          );
        }
      `,
      'src/routes/home.js': "export default 'home';\n",
      'src/routes/about.js': "export default 'about';\n",
    });
    const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.server.js'), dir)));
    expect(result.stats.errors).toEqual([]);
    expect(result.files).toEqual(['server.js']);
    const serverBundle = rootRequire(path.join(result.outDir, 'server.js')) as { default: () => Promise<string> };
    await expect(serverBundle.default()).resolves.toBe('home,about');
  });

  it('SplitChunksPlugin: the page example creates a vendors~main chunk with webpack 4 naming', async () => {
    const { blocks } = page('split-chunks-plugin');
    const dir = newProject({
      'node_modules/big-lib/package.json': '{"name":"big-lib","main":"index.js"}',
      'node_modules/big-lib/index.js': BIG_PACKAGE,
      'src/index.js': "import big from 'big-lib';\nconsole.log(big.name);\n",
    });
    const config = single(loadConfig(titled(blocks, 'webpack.config.js', "runtimeChunk: 'single'"), dir));
    const result = await build(dir, config);
    expect(result.stats.errors).toEqual([]);
    expect(result.files.map((f) => f.replace(/\.[0-9a-f]{20}\.js$/, '.js')).sort()).toEqual([
      'main.js',
      'runtime.js',
      'vendors~main.js',
    ]);
  });

  it('SplitChunksPlugin: the defaults leave entry code alone and name shared chunks with ~', async () => {
    const dir = newProject({
      'node_modules/big-lib/package.json': '{"name":"big-lib","main":"index.js"}',
      'node_modules/big-lib/index.js': BIG_PACKAGE,
      'src/a.js': "import big from 'big-lib';\nconsole.log('a', big.name);\n",
      'src/b.js': "import big from 'big-lib';\nconsole.log('b', big.name);\n",
    });
    const entry = { a: './src/a.js', b: './src/b.js' };
    const defaults = await build(dir, { mode: 'production', entry, output: { filename: '[name].js' } });
    expect(defaults.files.sort()).toEqual(['a.js', 'b.js']);
    const all = await build(dir, {
      mode: 'production',
      entry,
      output: { filename: '[name].js' },
      optimization: { splitChunks: { chunks: 'all' } },
    });
    expect(all.files.sort()).toEqual(['a.js', 'b.js', 'vendors~a~b.js']);
  });

  it('SourceMapDevToolPlugin: the page example writes maps to sourcemaps/ without a comment', async () => {
    const { blocks } = page('source-map-dev-tool-plugin');
    const dir = newProject({
      'node_modules/big-lib/package.json': '{"name":"big-lib","main":"index.js"}',
      'node_modules/big-lib/index.js': BIG_PACKAGE,
      'src/index.js': "import big from 'big-lib';\nconsole.log(big.name);\n",
    });
    const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.config.js'), dir)));
    expect(result.stats.errors).toEqual([]);
    const main = result.files.find((f) => f.startsWith('main.'));
    const vendor = result.files.find((f) => f.startsWith('vendors~main.'));
    expect(main).toBeDefined();
    expect(vendor).toBeDefined();
    const maps = fs.readdirSync(path.join(result.outDir, 'sourcemaps'));
    expect(maps).toContain(`${main}.map`);
    expect(maps).not.toContain(`${vendor}.map`);
    expect(result.read(main!)).not.toContain('sourceMappingURL');
    const map = JSON.parse(result.read(`sourcemaps/${main}.map`)) as { sources: string[] };
    expect(map.sources).toContain('webpack:///./src/index.js');
  });

  it('SourceMapDevToolPlugin: filename [file].map emits a .map file next to the bundle', async () => {
    const dir = newProject({ 'src/index.js': "console.log('mapped');\n" });
    const result = await build(dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new webpack4.SourceMapDevToolPlugin({ filename: '[file].map' })],
    });
    expect(result.files.sort()).toEqual(['main.js', 'main.js.map']);
    expect(result.read('main.js').trimEnd().endsWith('//# sourceMappingURL=main.js.map')).toBe(true);
  });

  it('HashedModuleIdsPlugin: ids are hashes of the module paths, stable when modules are added', async () => {
    const { blocks } = page('hashed-module-ids-plugin');
    const files = {
      'node_modules/big-lib/package.json': '{"name":"big-lib","main":"index.js"}',
      'node_modules/big-lib/index.js': BIG_PACKAGE,
      // CommonJS modules, so that production mode's scope hoisting keeps them as separate modules with ids.
      'src/util.js': "module.exports = 'util';\n",
      'src/index.js':
        "const big = require('big-lib');\nconst util = require('./util');\nconsole.log(big.name, util);\n",
    };
    const dir = newProject(files);
    const config = () => single(loadConfig(titled(blocks, 'webpack.config.js'), dir));
    const first = await build(dir, config());
    expect(first.stats.errors).toEqual([]);
    const ids = new Map(first.stats.modules.map((m) => [m.name, m.id]));
    const sha = (ident: string) => crypto.createHash('sha256').update(ident).digest('hex').slice(0, 8);
    expect(ids.get('./src/index.js')).toBe(sha('./src/index.js'));
    expect(ids.get('./node_modules/big-lib/index.js')).toBe(sha('./node_modules/big-lib/index.js'));

    fs.writeFileSync(path.join(dir, 'src/extra.js'), "module.exports = 'extra';\n");
    fs.writeFileSync(
      path.join(dir, 'src/index.js'),
      "const big = require('big-lib');\nconst extra = require('./extra');\nconst util = require('./util');\nconsole.log(big.name, util, extra);\n",
    );
    const second = await build(dir, config());
    const idsAfter = new Map(second.stats.modules.map((m) => [m.name, m.id]));
    expect(idsAfter.get('./src/util.js')).toBe(ids.get('./src/util.js'));
    expect(idsAfter.get('./node_modules/big-lib/index.js')).toBe(ids.get('./node_modules/big-lib/index.js'));
  });

  it('HashedModuleIdsPlugin: the defaults give four-character base64 ids', async () => {
    const dir = newProject({ 'src/index.js': "import './other';\n", 'src/other.js': "console.log('other');\n" });
    const result = await build(dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new webpack4.HashedModuleIdsPlugin()],
    });
    const ids = result.stats.modules.map((m) => String(m.id));
    expect(ids.length).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9+/=]{4}$/);
  });

  it('CommonsChunkPlugin: webpack 4 throws the error the page quotes, and the page replacement builds', async () => {
    const { blocks } = page('commons-chunk-plugin');
    const quoted = blocks.find((b) => b.lang === 'text' && b.code.includes('CommonsChunkPlugin has been removed'));
    expect(quoted).toBeDefined();
    let message = '';
    try {
      void webpack4.optimize.CommonsChunkPlugin;
    } catch (error) {
      message = `Error: ${(error as Error).message}`;
    }
    expect(message).toBe(quoted!.code.trim());

    const dir = newProject({
      'node_modules/fake-lib/package.json': '{"name":"fake-lib","main":"index.js"}',
      'node_modules/fake-lib/index.js': "module.exports = function fakeLib() { return 'lib'; };\n",
      'src/shared.js': "export function greet(name) { return 'hi ' + name; }\n",
      'src/home.js':
        "import lib from 'fake-lib';\nimport { greet } from './shared';\nconsole.log(lib(), greet('home'));\n",
      'src/account.js':
        "import lib from 'fake-lib';\nimport { greet } from './shared';\nconsole.log(lib(), greet('account'));\n",
    });
    const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.config.js'), dir)));
    expect(result.stats.errors).toEqual([]);
    expect(result.files.map((f) => f.replace(/\.[0-9a-f]{20}\.js$/, '.js')).sort()).toEqual([
      'account.js',
      'commons.js',
      'home.js',
      'runtime.js',
      'vendor.js',
    ]);
  });

  it('NormalModuleReplacementPlugin: the page example swaps the development settings for production', async () => {
    const { blocks } = page('normal-module-replacement-plugin');
    const dir = newProject({
      'src/index.js': titled(blocks, 'src/index.js'),
      'src/config/env.development.js': "export default { apiUrl: 'http://localhost:3000' };\n",
      'src/config/env.production.js': "export default { apiUrl: 'https://api.example.com' };\n",
    });
    const code = titled(blocks, 'webpack.config.js');
    const production = await build(dir, single(loadConfig(code, dir, { production: true })));
    expect(production.stats.errors).toEqual([]);
    expect(production.read('main.js')).toContain('https://api.example.com');
    expect(production.read('main.js')).not.toContain('localhost');
  });

  it('ContextExclusionPlugin: the page example leaves the test file out of the context module', async () => {
    const { blocks } = page('context-exclusion-plugin');
    const dir = newProject({
      'src/index.js': titled(blocks, 'src/index.js'),
      'src/lang/en.js': "module.exports = { hello: 'Hello' };\n",
      'src/lang/de.js': "module.exports = { hello: 'Hallo' };\n",
      'src/lang/fr.js': "module.exports = { hello: 'Bonjour' };\n",
      'src/lang/en.test.js': "module.exports = { hello: 'test' };\n",
    });
    const result = await build(dir, single(loadConfig(titled(blocks, 'webpack.config.js'), dir)));
    expect(result.stats.errors).toEqual([]);
    const names = result.stats.modules.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['./src/lang/de.js', './src/lang/en.js', './src/lang/fr.js']));
    expect(names).not.toContain('./src/lang/en.test.js');
  });
});
