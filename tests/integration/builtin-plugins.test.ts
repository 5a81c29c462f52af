/**
 * The pages of webpack's built-in plugins (docs/plugins/) are checked against
 * real webpack 5 builds. For every plugin with a runnable example, the
 * project is assembled from the page itself: its `webpack.config.js` block
 * (the one marked `validate`) and its `src/…` blocks are written to a
 * temporary directory and built, and the test asserts the effect the page
 * describes. Messages the pages quote are compared with what webpack prints.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { extractCodeBlocks, type CodeBlock } from '../../scripts/content/codeBlocks';
import { ROOT } from '../../scripts/content/site';
import { dateBack } from './webpackProject';

const PLUGINS_DIR = path.join(ROOT, 'docs/plugins');
const WEBPACK_LIB = path.join(ROOT, 'node_modules/webpack/lib');

type Config = webpack.Configuration;
type Page = { source: string; blocks: CodeBlock[] };

const projects: string[] = [];
const tested = new Set<string>();

afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
  console.log(`Built-in plugins tested with real builds: ${tested.size} (${[...tested].sort().join(', ')})`);
});

function readPage(slug: string): Page {
  const source = fs.readFileSync(path.join(PLUGINS_DIR, `${slug}.mdx`), 'utf8');
  return { source, blocks: extractCodeBlocks(source) };
}

/** The first complete configuration of a page with the given title, optionally the first one passing `where`. */
function configBlock(page: Page, title = 'webpack.config.js', where: (code: string) => boolean = () => true): string {
  const block = page.blocks.find((b) => b.title === title && b.validate && where(b.code));
  if (!block) throw new Error(`no validated "${title}" block found`);
  return block.code;
}

/** The page's source files: every titled block under src/. */
function sourceFiles(page: Page): Record<string, string> {
  return Object.fromEntries(page.blocks.filter((b) => b.title?.startsWith('src/')).map((b) => [b.title!, b.code]));
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), `${code}\n`);
  }
}

/** A temporary project with the given files; `packages` links the site's node_modules into it. */
function project(name: string, files: Record<string, string>, packages = false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `builtin-plugins-${name}-`));
  projects.push(dir);
  writeFiles(dir, files);
  // files written in the last moments before a watcher starts count as changed
  dateBack(dir);
  if (packages) fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Evaluates a configuration file as Node.js would, with `__dirname` set to the
 * project, and gives it the defaults a project directory implies: the
 * project as `context`, and `dist/` in it when the page sets no output path.
 */
function loadConfig(code: string, dir: string): Config {
  const module = { exports: {} as unknown };
  const localRequire = (request: string): unknown => {
    if (request === 'webpack') return webpack;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    if (request.startsWith('.')) return require(path.resolve(dir, request));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(request);
  };
  new Function('module', 'exports', 'require', '__dirname', '__filename', 'console', code)(
    module,
    module.exports,
    localRequire,
    dir,
    path.join(dir, 'webpack.config.js'),
    console,
  );
  const config = module.exports as Config;
  config.context ??= dir;
  config.output = { ...config.output, path: config.output?.path ?? path.join(dir, 'dist') };
  config.infrastructureLogging ??= { level: 'error' };
  return config;
}

function build(config: Config): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((err, stats) => {
      compiler.close((closeErr) => {
        if (err || closeErr) reject(err ?? closeErr);
        else resolve(stats!);
      });
    });
  });
}

/** Builds the page's first validated configuration with the page's own source files. */
async function buildPage(
  slug: string,
  options: { packages?: boolean; extraFiles?: Record<string, string>; tweak?: (config: Config) => void } = {},
): Promise<{ dir: string; stats: webpack.Stats; page: Page; config: Config }> {
  const page = readPage(slug);
  const dir = project(slug, { ...sourceFiles(page), ...options.extraFiles }, options.packages);
  const config = loadConfig(configBlock(page), dir);
  options.tweak?.(config);
  const stats = await build(config);
  return { dir, stats, page, config };
}

function outputFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

function jsFiles(dir: string): string[] {
  return outputFiles(dir).filter((name) => name.endsWith('.js'));
}

function moduleNames(stats: webpack.Stats): string[] {
  return [...stats.compilation.modules].map((m) => m.readableIdentifier(stats.compilation.requestShortener));
}

function errorsOf(stats: webpack.Stats): string[] {
  return stats.compilation.errors.map((e) => e.message);
}

/** Runs scripts in a fresh context and returns what they logged. */
function runScripts(codes: string[], globals: Record<string, unknown> = {}): string[] {
  const logged: string[] = [];
  const context = vm.createContext({
    console: { log: (...args: unknown[]) => logged.push(args.join(' ')) },
    ...globals,
  });
  for (const code of codes) vm.runInContext(code, context);
  return logged;
}

/**
 * Starts a watching compiler. `nextBuild()` resolves after the next completed
 * build; `builds` records the files that triggered each build.
 */
function startWatching(config: Config) {
  const compiler = webpack(config);
  const builds: string[][] = [];
  let notify: (error?: Error) => void = () => {};
  const nextBuild = () =>
    new Promise<void>((resolve, reject) => {
      notify = (error) => (error ? reject(error) : resolve());
    });
  const first = nextBuild();
  const watching = compiler.watch({ aggregateTimeout: 50 }, (err, stats) => {
    builds.push(compiler.modifiedFiles ? [...compiler.modifiedFiles] : []);
    if (err) notify(err);
    else if (stats!.hasErrors()) notify(new Error(errorsOf(stats!).join('\n')));
    else notify();
  });
  const close = () => new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
  /** Resolves after a build that was triggered by `file` (other rebuilds are skipped). */
  const buildOf = async (file: string) => {
    for (;;) {
      await nextBuild();
      if (builds.at(-1)!.includes(file)) return;
    }
  };
  return { first, nextBuild, buildOf, builds, close };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('built-in plugin pages', () => {
  it('exist for every plugin of the section, listed in the sidebar in the order of their file names', () => {
    const slugs = fs
      .readdirSync(PLUGINS_DIR)
      .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
      .map((f) => f.replace(/\.mdx$/, ''));
    expect(slugs).toHaveLength(29);
    const alphabetical = [...slugs].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    const pages = slugs.map((slug) => {
      const { source } = readPage(slug);
      expect(source).toMatch(/^---\n[\s\S]*?\ngroup: webpack\n/);
      return { slug, sort: Number(/\nsort: (\d+)\n/.exec(source)![1]), title: /\ntitle: (.+)\n/.exec(source)![1]! };
    });
    // The sidebar's order: `sort`, then the title (config/sidebarItems.ts).
    const sidebar = pages.sort((a, b) => a.sort - b.sort || a.title.localeCompare(b.title, 'en')).map((p) => p.slug);
    expect(sidebar).toEqual(alphabetical);
  });

  it('are all listed on the Plugins index page, with the plugin packages', () => {
    const index = fs.readFileSync(path.join(PLUGINS_DIR, 'index.mdx'), 'utf8');
    const slugs = fs
      .readdirSync(PLUGINS_DIR)
      .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
      .map((f) => f.replace(/\.mdx$/, ''));
    for (const slug of slugs) expect(index).toContain(`](/plugins/${slug}/)`);
    for (const pkg of [
      'html-webpack-plugin',
      'mini-css-extract-plugin',
      'copy-webpack-plugin',
      'terser-webpack-plugin',
      'css-minimizer-webpack-plugin',
      'compression-webpack-plugin',
      'eslint-webpack-plugin',
      'stylelint-webpack-plugin',
      'html-minimizer-webpack-plugin',
      'json-minimizer-webpack-plugin',
      'image-minimizer-webpack-plugin',
      'npm-install-webpack-plugin',
      'closure-webpack-plugin',
    ]) {
      expect(index).toContain(`](/plugins/${pkg}/)`);
    }
  });

  it('name only export paths that exist on the webpack package', () => {
    const index = fs.readFileSync(path.join(PLUGINS_DIR, 'index.mdx'), 'utf8');
    const paths = [...index.matchAll(/`(webpack(?:\.[a-z]+)*\.[A-Z]\w+Plugin)`/g)].map((m) => m[1]!);
    // every row except CommonsChunkPlugin (removed) and the internal plugins, plus DllReferencePlugin
    expect(paths.length).toBeGreaterThanOrEqual(25);
    for (const exportPath of new Set(paths)) {
      const value = exportPath
        .split('.')
        .slice(1)
        .reduce<unknown>((obj, key) => (obj as Record<string, unknown>)[key], webpack);
      expect(typeof value).toBe('function');
    }
  });
});

describe('Internal webpack plugins page', () => {
  it('lists only files and plugins that exist in webpack/lib', () => {
    const { source } = readPage('internal-plugins');
    const files = [...source.matchAll(/`([a-z-]+\/[A-Za-z]+\.js)`/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(fs.existsSync(path.join(WEBPACK_LIB, file))).toBe(true);

    const libPlugins = new Set(
      (fs.readdirSync(WEBPACK_LIB, { recursive: true }) as string[])
        .filter((f) => f.endsWith('Plugin.js'))
        .map((f) => path.basename(f, '.js')),
    );
    const named = [...source.matchAll(/`([A-Z][A-Za-z]+Plugin)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(100);
    for (const name of named) expect(libPlugins.has(name)).toBe(true);
  });
});

describe('plugins in real builds', () => {
  it('AutomaticPrefetchPlugin builds the previous modules again, even when they are gone', async () => {
    tested.add('AutomaticPrefetchPlugin');
    const page = readPage('automatic-prefetch-plugin');
    const dir = project('automatic-prefetch', sourceFiles(page));
    const config = loadConfig(configBlock(page), dir);
    // the page sets `watch: true` for webpack-cli; here the test runs each compilation itself
    expect(config.watch).toBe(true);
    delete config.watch;
    const compiler = webpack(config);
    const run = () =>
      new Promise<webpack.Stats>((resolve, reject) =>
        compiler.run((err, stats) => (err ? reject(err) : resolve(stats!))),
      );
    try {
      expect(errorsOf(await run())).toEqual([]);

      // table.js is no longer imported, but it is still built (in no chunk)
      fs.writeFileSync(
        path.join(dir, 'src/index.js'),
        "import { renderChart } from './chart.js';\nrenderChart(document.querySelector('#chart'));\n",
      );
      const second = await run();
      expect(errorsOf(second)).toEqual([]);
      const table = [...second.compilation.modules].find((m) =>
        m.readableIdentifier(second.compilation.requestShortener).endsWith('table.js'),
      );
      expect(table).toBeDefined();
      expect(second.compilation.chunkGraph.getNumberOfModuleChunks(table!)).toBe(0);

      // the pitfall the page describes: a deleted file of the previous build fails the next one
      fs.writeFileSync(
        path.join(dir, 'src/index.js'),
        "import { renderTable } from './table.js';\nrenderTable(document.querySelector('#table'));\n",
      );
      fs.rmSync(path.join(dir, 'src/chart.js'));
      const third = await run();
      const errors = errorsOf(third);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`Can't resolve '${path.join(dir, 'src/chart.js')}'`);
      expect(page.source).toContain("Module not found: Error: Can't resolve '/absolute/path/to/src/table.js'");
    } finally {
      await new Promise((resolve) => compiler.close(resolve));
    }
  });

  it('BannerPlugin writes the banner, with the build hash, at the top of the minified file', async () => {
    tested.add('BannerPlugin');
    const { dir, stats } = await buildPage('banner-plugin');
    expect(stats.hasErrors()).toBe(false);
    const output = fs.readFileSync(path.join(dir, 'dist/chart-kit.js'), 'utf8');
    expect(output.split('\n')[0]).toBe(`/*! chart-kit | build ${stats.hash} | (c) Example Ltd., MIT License */`);
    // the stage keeps the minimizer from moving the banner into a license file
    expect(outputFiles(path.join(dir, 'dist'))).toEqual(['chart-kit.js']);
  });

  it('BannerPlugin at the default stage ends up in a .LICENSE.txt file, as the page warns', async () => {
    const { dir } = await buildPage('banner-plugin', {
      tweak: (config) => {
        const banner = config.plugins!.find((p) => p instanceof webpack.BannerPlugin) as unknown as {
          options: { stage?: number };
        };
        delete banner.options.stage;
      },
    });
    expect(outputFiles(path.join(dir, 'dist'))).toEqual(['chart-kit.js', 'chart-kit.js.LICENSE.txt']);
    expect(fs.readFileSync(path.join(dir, 'dist/chart-kit.js'), 'utf8')).toMatch(
      /^\/\*! For license information please see chart-kit\.js\.LICENSE\.txt \*\//,
    );
  });

  it('CommonsChunkPlugin is gone, and the "after" configuration creates the replacement chunks', async () => {
    tested.add('CommonsChunkPlugin (migration)');
    const optimize = webpack.optimize as unknown as Record<string, unknown>;
    expect(optimize.CommonsChunkPlugin).toBeUndefined();
    const page = readPage('commons-chunk-plugin');
    let message = '';
    try {
      new Function('webpack', 'return new webpack.optimize.CommonsChunkPlugin({ name: "vendor" });')(webpack);
    } catch (error) {
      message = `${(error as Error).name}: ${(error as Error).message}`;
    }
    expect(message).toBe('TypeError: webpack.optimize.CommonsChunkPlugin is not a constructor');
    expect(page.source).toContain(`[webpack-cli] ${message}`);

    const { dir, stats } = await buildPage('commons-chunk-plugin', {
      packages: true,
      // minifying React takes long and changes nothing about the chunks
      tweak: (config) => {
        config.optimization = { ...config.optimization, minimize: false };
      },
    });
    expect(errorsOf(stats)).toEqual([]);
    const names = jsFiles(path.join(dir, 'dist')).map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''));
    expect(names).toEqual(['admin', 'app', 'commons', 'runtime', 'vendor']);
    const app = stats.toJson({ all: false, entrypoints: true }).entrypoints!.app!;
    expect(app.assets!.map((a) => a.name.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
      'runtime',
      'vendor',
      'commons',
      'app',
    ]);
  });

  it('ContextExclusionPlugin leaves tests and drafts out of the dynamic import', async () => {
    tested.add('ContextExclusionPlugin');
    const { dir, stats } = await buildPage('context-exclusion-plugin');
    expect(errorsOf(stats)).toEqual([]);
    const modules = moduleNames(stats);
    expect(modules).toEqual(expect.arrayContaining(['./src/pages/home.js', './src/pages/about.js']));
    expect(modules.some((m) => m.includes('home.test.js') || m.includes('drafts'))).toBe(false);
    expect(jsFiles(path.join(dir, 'dist'))).toHaveLength(3);
  });

  it('ContextReplacementPlugin narrows the locales context to en and de', async () => {
    tested.add('ContextReplacementPlugin');
    const { dir, stats } = await buildPage('context-replacement-plugin');
    expect(errorsOf(stats)).toEqual([]);
    const modules = moduleNames(stats);
    expect(modules).toEqual(expect.arrayContaining(['./src/locales/en.json', './src/locales/de.json']));
    expect(modules).not.toContain('./src/locales/fr.json');
    expect(jsFiles(path.join(dir, 'dist'))).toHaveLength(3);
  });

  it('DefinePlugin replaces the constants and drops the dead branches with their imports', async () => {
    tested.add('DefinePlugin');
    const saved = process.env.API_URL;
    delete process.env.API_URL;
    try {
      const { dir, stats } = await buildPage('define-plugin');
      expect(errorsOf(stats)).toEqual([]);
      const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
      expect(main).toContain('console.log("Shop 3.1.0")');
      expect(main).toContain('fetch("https://api.example.com/products")');
      expect(main).not.toContain('running on the server');
      expect(moduleNames(stats)).not.toContain('./src/new-checkout.js');
      expect(moduleNames(stats)).toContain('./src/checkout.js');
      expect(jsFiles(path.join(dir, 'dist'))).toHaveLength(2);
    } finally {
      if (saved !== undefined) process.env.API_URL = saved;
    }
  });

  it('DllPlugin writes a manifest and DllReferencePlugin builds the application against it', async () => {
    tested.add('DllPlugin');
    tested.add('DllReferencePlugin');
    const page = readPage('dll-plugin');
    const dir = project('dll', sourceFiles(page), true);

    const dllStats = await build(loadConfig(configBlock(page, 'webpack.vendor.js'), dir));
    expect(errorsOf(dllStats)).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dll/vendor-manifest.json'), 'utf8')) as {
      name: string;
      content: Record<string, { id: number | string }>;
    };
    expect(manifest.name).toBe('vendor_dll');
    expect(Object.keys(manifest.content).some((key) => key.endsWith('node_modules/lodash/lodash.js'))).toBe(true);

    const appStats = await build(loadConfig(configBlock(page), dir));
    expect(errorsOf(appStats)).toEqual([]);
    expect(moduleNames(appStats).some((m) => m.endsWith('lodash/lodash.js'))).toBe(false);
    expect(moduleNames(appStats).some((m) => m.startsWith('delegated'))).toBe(true);
    const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(main.length).toBeLessThan(2000);

    const document = { title: '' };
    const logged = runScripts([fs.readFileSync(path.join(dir, 'dll/vendor.dll.js'), 'utf8'), main], { document });
    expect(logged).toEqual(['Inventory – Dashboard']);
  });

  it('EnvironmentPlugin uses the variable when it is set, the default otherwise, and fails without either', async () => {
    tested.add('EnvironmentPlugin');
    const names = ['API_URL', 'SENTRY_DSN', 'ENABLE_CHAT'];
    const saved = names.map((name) => process.env[name]);
    try {
      process.env.API_URL = 'https://api.example.com';
      delete process.env.SENTRY_DSN;
      delete process.env.ENABLE_CHAT;
      const withVariable = await buildPage('environment-plugin');
      expect(errorsOf(withVariable.stats)).toEqual([]);
      const main = fs.readFileSync(path.join(withVariable.dir, 'dist/main.js'), 'utf8');
      expect(main).toContain('fetch("https://api.example.com/session")');
      expect(main).not.toContain('error reporting enabled');
      expect(main).not.toContain('chat enabled');

      delete process.env.API_URL;
      const withDefault = await buildPage('environment-plugin');
      expect(fs.readFileSync(path.join(withDefault.dir, 'dist/main.js'), 'utf8')).toContain(
        'fetch("http://localhost:3000/session")',
      );

      const missing = await buildPage('environment-plugin', {
        tweak: (config) => {
          config.plugins = [new webpack.EnvironmentPlugin(['SENTRY_DSN'])];
        },
      });
      const errors = errorsOf(missing.stats);
      expect(errors).toHaveLength(1);
      expect(withDefault.page.source).toContain(`ERROR in ${errors[0]}`);
      // production mode: nothing is emitted
      expect(fs.existsSync(path.join(missing.dir, 'dist/main.js'))).toBe(false);
    } finally {
      names.forEach((name, i) => {
        if (saved[i] === undefined) delete process.env[name];
        else process.env[name] = saved[i];
      });
    }
  });

  it('EvalSourceMapDevToolPlugin wraps modules in eval() with inline maps named by the namespace', async () => {
    tested.add('EvalSourceMapDevToolPlugin');
    const { dir, stats } = await buildPage('eval-source-map-dev-tool-plugin');
    expect(errorsOf(stats)).toEqual([]);
    const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(main).toContain('ATTENTION: An "eval-source-map" devtool has been used.');
    const maps = [...main.matchAll(/sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)/g)];
    expect(maps).toHaveLength(2);
    const sources = maps.flatMap(
      (m) => (JSON.parse(Buffer.from(m[1]!, 'base64').toString('utf8')) as { sources: string[] }).sources,
    );
    expect(sources.sort()).toEqual(['webpack://admin/./src/index.js', 'webpack://admin/./src/users.js']);
    expect(main).toContain('sourceURL=webpack-internal:///./src/index.js');
  });

  it('HashedModuleIdsPlugin gives modules ids made from a hash of their path', async () => {
    tested.add('HashedModuleIdsPlugin');
    const { stats, page } = await buildPage('hashed-module-ids-plugin');
    expect(errorsOf(stats)).toEqual([]);
    const { compilation } = stats;
    const ids = new Map(
      [...compilation.modules]
        .filter((m) => m.readableIdentifier(compilation.requestShortener).startsWith('./src/'))
        .map((m) => [m.readableIdentifier(compilation.requestShortener), compilation.chunkGraph.getModuleId(m)]),
    );
    expect([...ids.keys()].sort()).toEqual(['./src/index.js', './src/slugify.js']);
    for (const [name, id] of ids) {
      expect(id).toBe(crypto.createHash('sha256').update(name).digest('hex').slice(0, 8));
    }

    const hashed = await buildPage('hashed-module-ids-plugin', {
      tweak: (config) => {
        config.plugins = [];
        config.optimization = { ...config.optimization, moduleIds: 'hashed' };
      },
    });
    const warnings = hashed.stats.compilation.warnings.map((w) => w.message);
    expect(warnings).toEqual([
      "configuration\nThe value 'hashed' for option 'optimization.moduleIds' is deprecated. Use 'deterministic' instead.",
    ]);
    expect(page.source).toContain(`WARNING in ${warnings[0]}`);
  });

  it('HotModuleReplacementPlugin emits hot update files when the watching compiler rebuilds', async () => {
    tested.add('HotModuleReplacementPlugin');
    const page = readPage('hot-module-replacement-plugin');
    const dir = project('hmr', sourceFiles(page), true);
    const watcher = startWatching(loadConfig(configBlock(page), dir));
    try {
      await watcher.first;
      expect(outputFiles(path.join(dir, 'dist'))).toEqual(['main.js']);
      expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('hotCheck');

      await wait(300);
      const rebuilt = watcher.buildOf(path.join(dir, 'src/handler.js'));
      fs.writeFileSync(
        path.join(dir, 'src/handler.js'),
        "export function handle(request, response) {\n  response.end('Hello from version 2\\n');\n}\n",
      );
      await rebuilt;
    } finally {
      await watcher.close();
    }
    const updates = outputFiles(path.join(dir, 'dist')).filter((f) =>
      /^main\.[0-9a-f]+\.hot-update\.(js|json)$/.test(f),
    );
    expect(updates).toHaveLength(2);
  });

  it('IgnorePlugin keeps the optional package out of the bundle', async () => {
    tested.add('IgnorePlugin');
    const pkg = {
      'node_modules/pdf-renderer/package.json': '{ "name": "pdf-renderer", "version": "1.0.0", "main": "index.js" }',
      'node_modules/pdf-renderer/index.js': "module.exports = () => 'PDF_RENDERER_WAS_BUNDLED';",
    };
    const ignored = await buildPage('ignore-plugin', { extraFiles: pkg });
    expect(errorsOf(ignored.stats)).toEqual([]);
    expect(ignored.stats.hasWarnings()).toBe(false);
    const main = fs.readFileSync(path.join(ignored.dir, 'dist/main.js'), 'utf8');
    expect(main).not.toContain('PDF_RENDERER_WAS_BUNDLED');
    expect(main).toContain("Cannot find module 'pdf-renderer'");
    expect(runScripts([main])).toEqual(['Tea;12']);

    const bundled = await buildPage('ignore-plugin', {
      extraFiles: pkg,
      tweak: (config) => {
        config.plugins = [];
      },
    });
    expect(fs.readFileSync(path.join(bundled.dir, 'dist/main.js'), 'utf8')).toContain('PDF_RENDERER_WAS_BUNDLED');
  });

  it('LimitChunkCountPlugin merges the on-demand chunks down to maxChunks', async () => {
    tested.add('LimitChunkCountPlugin');
    const limited = await buildPage('limit-chunk-count-plugin');
    expect(errorsOf(limited.stats)).toEqual([]);
    expect(jsFiles(path.join(limited.dir, 'dist'))).toHaveLength(2);

    const unlimited = await buildPage('limit-chunk-count-plugin', {
      tweak: (config) => {
        config.plugins = [];
      },
    });
    expect(jsFiles(path.join(unlimited.dir, 'dist'))).toHaveLength(4);
  });

  it('MinChunkSizePlugin merges the tiny chunks into the entry chunk', async () => {
    tested.add('MinChunkSizePlugin');
    const { dir, stats } = await buildPage('min-chunk-size-plugin');
    expect(errorsOf(stats)).toEqual([]);
    expect(jsFiles(path.join(dir, 'dist'))).toEqual(['main.js']);
  });

  it('ModuleConcatenationPlugin concatenates the ES modules and reports the CommonJS bailout', async () => {
    tested.add('ModuleConcatenationPlugin');
    const page = readPage('module-concatenation-plugin');
    const dir = project('concatenation', sourceFiles(page));
    const config = loadConfig(
      configBlock(page, 'webpack.config.js', (code) => code.includes('new webpack.optimize.ModuleConcatenationPlugin')),
      dir,
    );
    const stats = await build(config);
    expect(errorsOf(stats)).toEqual([]);
    const text = stats.toString({ ...(config.stats as object), colors: false });
    // the output the page shows, line by line
    const shown = page.blocks.find((b) => b.lang === 'text' && b.code.includes('ModuleConcatenation bailout'))!;
    const lines = shown.code.split('\n').map((line) => line.trim());
    expect(lines).toContain('./src/index.js + 2 modules 272 bytes [built] [code generated]');
    for (const line of lines) expect(text).toContain(line);
  });

  it('ModuleFederationPlugin emits remoteEntry.js with the exposed module, and rejects unknown options', async () => {
    tested.add('ModuleFederationPlugin');
    const { dir, stats, page } = await buildPage('module-federation-plugin', { packages: true });
    expect(errorsOf(stats)).toEqual([]);
    const files = outputFiles(path.join(dir, 'dist'));
    expect(files).toEqual(expect.arrayContaining(['main.js', 'remoteEntry.js']));
    const remoteEntry = fs.readFileSync(path.join(dir, 'dist/remoteEntry.js'), 'utf8');
    expect(remoteEntry).toContain('"./ProductList"');
    expect(remoteEntry).toMatch(/var catalog\s*;|var catalog\s*=/);

    let message = '';
    try {
      webpack({
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        plugins: [
          new webpack.container.ModuleFederationPlugin({
            name: 'catalog',
            shareStrategy: 'loaded-first',
          } as unknown as ConstructorParameters<typeof webpack.container.ModuleFederationPlugin>[0]),
        ],
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("options has an unknown property 'shareStrategy'");
    expect(page.source).toContain(message);
  });

  it('NoEmitOnErrorsPlugin and optimization.emitOnErrors: false emit nothing for a broken build', async () => {
    tested.add('NoEmitOnErrorsPlugin');
    const page = readPage('NoEmitOnErrorsPlugin');
    const configs = page.blocks.filter((b) => b.title === 'webpack.config.js' && b.validate);
    expect(configs).toHaveLength(2);
    for (const block of configs) {
      const dir = project('no-emit', sourceFiles(page));
      const stats = await build(loadConfig(block.code, dir));
      const errors = errorsOf(stats);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`Can't resolve './totals.js' in '${path.join(dir, 'src')}'`);
      expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
    }

    // without either, the broken module is emitted as code that throws
    const dir = project('emit', sourceFiles(page));
    const config = loadConfig(configs[1]!.code, dir);
    config.plugins = [];
    await build(config);
    const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(main).toContain("Cannot find module './totals.js'");
  });

  it('NormalModuleReplacementPlugin swaps the API configuration for the staging one', async () => {
    tested.add('NormalModuleReplacementPlugin');
    const { dir, stats } = await buildPage('normal-module-replacement-plugin');
    expect(errorsOf(stats)).toEqual([]);
    const main = fs.readFileSync(path.join(dir, 'dist-staging/main.js'), 'utf8');
    expect(main).toContain('https://staging-api.example.com');
    expect(main).not.toContain('localhost:3000');
    // the module keeps the name of its request, but its code comes from the replacement
    const replaced = [...stats.compilation.modules].find(
      (m) => m.readableIdentifier(stats.compilation.requestShortener) === './src/config/api.js',
    ) as unknown as { resource: string };
    expect(replaced.resource).toBe(path.join(dir, 'src/config/api.staging.js'));
  });

  it('PrefetchPlugin builds the module from the start, even when nothing imports it', async () => {
    tested.add('PrefetchPlugin');
    const imported = await buildPage('prefetch-plugin');
    expect(errorsOf(imported.stats)).toEqual([]);
    expect(jsFiles(path.join(imported.dir, 'dist'))).toHaveLength(2);

    const unused = await buildPage('prefetch-plugin', {
      extraFiles: { 'src/index.js': "console.log('no chart today');" },
    });
    expect(errorsOf(unused.stats)).toEqual([]);
    const { compilation } = unused.stats;
    const charts = [...compilation.modules].find(
      (m) => m.readableIdentifier(compilation.requestShortener) === './src/charts.js',
    );
    expect(charts).toBeDefined();
    expect(compilation.chunkGraph.getNumberOfModuleChunks(charts!)).toBe(0);
    expect(jsFiles(path.join(unused.dir, 'dist'))).toEqual(['main.js']);
  });

  it('ProfilingPlugin writes a trace with plugin timings and the CPU profile to outputPath', async () => {
    tested.add('ProfilingPlugin');
    const { dir, stats } = await buildPage('profiling-plugin');
    expect(errorsOf(stats)).toEqual([]);
    const events = JSON.parse(fs.readFileSync(path.join(dir, 'profiling/events.json'), 'utf8')) as {
      name: string;
      ph: string;
    }[];
    const names = new Set(events.map((e) => e.name));
    for (const name of ['TracingStartedInPage', 'TracingStartedInBrowser', 'CpuProfile', 'SplitChunksPlugin']) {
      expect(names.has(name)).toBe(true);
    }
    expect(events.some((e) => e.name === 'JavascriptModulesPlugin' && e.ph === 'B')).toBe(true);
  });

  it('ProgressPlugin calls the handler from 0 to 1 and prints the lines the page shows', async () => {
    tested.add('ProgressPlugin');
    const page = readPage('progress-plugin');
    const dir = project('progress', sourceFiles(page));
    const config = loadConfig(configBlock(page), dir);
    const plugin = config.plugins!.find((p) => p instanceof webpack.ProgressPlugin) as unknown as {
      handler: (percentage: number, message: string, ...args: string[]) => void;
    };
    const calls: number[] = [];
    const original = plugin.handler;
    plugin.handler = (percentage, message, ...args) => {
      calls.push(percentage);
      original(percentage, message, ...args);
    };
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    let printed: string[];
    try {
      const stats = await build(config);
      expect(errorsOf(stats)).toEqual([]);
      printed = log.mock.calls.map((args) => args.join(' '));
    } finally {
      log.mockRestore();
    }
    expect(calls[0]).toBe(0);
    expect(calls[calls.length - 1]).toBe(1);
    expect(calls.every((p) => p >= 0 && p <= 1)).toBe(true);

    const shown = page.blocks.find((b) => b.lang === 'text' && b.code.startsWith('[build]'))!.code.split('\n');
    expect(printed).toEqual(shown);
  });

  it('ProvidePlugin injects lodash/join, Buffer and the local logger where they are used', async () => {
    tested.add('ProvidePlugin');
    const { dir, stats } = await buildPage('provide-plugin', { packages: true });
    expect(errorsOf(stats)).toEqual([]);
    const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(runScripts([main])).toEqual(['[app] provided by webpack', '[app] aGVsbG8=']);
  });

  it('SourceMapDevToolPlugin writes maps/main.js.map and points the comment to the public path', async () => {
    tested.add('SourceMapDevToolPlugin');
    const { dir, stats } = await buildPage('source-map-dev-tool-plugin');
    expect(errorsOf(stats)).toEqual([]);
    expect(outputFiles(path.join(dir, 'dist'))).toEqual(['main.js', 'maps/main.js.map']);
    const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(main.trimEnd().split('\n').pop()).toBe(
      '//# sourceMappingURL=https://sourcemaps.example.com/maps/main.js.map',
    );
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'dist/maps/main.js.map'), 'utf8')) as {
      sources: string[];
      file: string;
    };
    expect(map.file).toBe('main.js');
    expect([...map.sources].sort()).toEqual(['webpack://shop/./src/index.js', 'webpack://shop/./src/price.js']);
  });

  it('SplitChunksPlugin puts lodash into the vendors chunk, through the option and as a direct instance', async () => {
    tested.add('SplitChunksPlugin');
    const noMinify = (config: Config) => {
      config.optimization = { ...config.optimization, minimize: false };
    };
    const viaOption = await buildPage('split-chunks-plugin', { packages: true, tweak: noMinify });
    expect(errorsOf(viaOption.stats)).toEqual([]);
    const files = jsFiles(path.join(viaOption.dir, 'dist'));
    expect(files.map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['main', 'vendors']);
    const vendors = fs.readFileSync(path.join(viaOption.dir, 'dist', files[1]!), 'utf8');
    const main = fs.readFileSync(path.join(viaOption.dir, 'dist', files[0]!), 'utf8');
    expect(vendors).toContain('lodash');
    expect(main.length).toBeLessThan(vendors.length / 10);

    const page = readPage('split-chunks-plugin');
    const directBlock = configBlock(page, 'webpack.config.js', (code) =>
      code.includes('new webpack.optimize.SplitChunksPlugin'),
    );
    const directDir = project('split-direct', sourceFiles(page), true);
    const direct = loadConfig(directBlock, directDir);
    noMinify(direct);
    expect(direct.plugins![0]).toBeInstanceOf(webpack.optimize.SplitChunksPlugin);
    await build(direct);
    expect(jsFiles(path.join(directDir, 'dist')).map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
      'main',
      'vendors',
    ]);

    // the page's warnings about direct instances: without request limits nothing is split,
    // and with minSize but without enforceSizeThreshold the small remaining chunk blocks the split
    const variants: [Record<string, number>, string[]][] = [
      [{}, ['main']],
      [{ maxInitialRequests: 30 }, ['main', 'vendors']],
      [{ maxInitialRequests: 30, minSize: 20000 }, ['main']],
      [{ maxInitialRequests: 30, minSize: 20000, enforceSizeThreshold: 50000 }, ['main', 'vendors']],
    ];
    for (const [options, expected] of variants) {
      const bareDir = project('split-bare', sourceFiles(page), true);
      const bare = loadConfig(directBlock, bareDir);
      noMinify(bare);
      bare.plugins = [
        new webpack.optimize.SplitChunksPlugin({
          chunks: 'all',
          ...options,
          cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendors' } },
        }),
      ];
      await build(bare);
      expect(jsFiles(path.join(bareDir, 'dist')).map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(expected);
    }
  });

  it('WatchIgnorePlugin ignores changes to the generated directory, but not to other files', async () => {
    tested.add('WatchIgnorePlugin');
    const page = readPage('watch-ignore-plugin');
    const dir = project('watch-ignore', sourceFiles(page));
    const generated = path.join(dir, 'src/generated/routes.js');
    // an existing output directory keeps the first emit from touching the watched project directory
    fs.mkdirSync(path.join(dir, 'dist'));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, 'dist'), past, past);
    fs.utimesSync(dir, past, past);
    const watcher = startWatching(loadConfig(configBlock(page), dir));
    let buildsBefore: number;
    let buildsAfter: number;
    try {
      await watcher.first;
      await wait(800);
      buildsBefore = watcher.builds.length;
      fs.writeFileSync(generated, "export const routes = { '/': 'home', '/pricing': 'pricing' };\n");
      await wait(1500);
      buildsAfter = watcher.builds.length;
      const rebuilt = watcher.buildOf(path.join(dir, 'src/index.js'));
      fs.appendFileSync(path.join(dir, 'src/index.js'), "console.log('edited');\n");
      await rebuilt;
    } finally {
      await watcher.close();
    }
    expect(buildsAfter).toBe(buildsBefore);
    expect(watcher.builds.flat()).not.toContain(generated);
    // the page's pitfall: the ignored change is not picked up by the later rebuild either
    const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(main).toContain('edited');
    expect(main).not.toContain('/pricing');
  });
});
