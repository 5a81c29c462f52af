/**
 * Claims of the webpack 4 topic guides (versioned_docs/version-4/guides/) that
 * a small build shows, checked with webpack 4 on the pages' own code blocks:
 *
 * - Asset Management: the image `file-loader` emits, `url-loader`'s inlining,
 *   which JSON properties a production build keeps, the data loader's results;
 * - Dependency Management: context modules from expressions and `require.context`;
 * - Shimming: ProvidePlugin, the automatic Node.js polyfills and the core
 *   modules that fail to resolve;
 * - Environment Variables: `process.env` in the bundle, DefinePlugin,
 *   EnvironmentPlugin's warning;
 * - Public Path and Content Security Policies: the runtime code they quote;
 * - Hot Module Replacement: `module.hot` without the plugin, the rewritten
 *   accept callback, and the error for hashed names.
 *
 * Loaders and plugins that are installed here only in releases for webpack 5
 * (style-loader, css-loader, csv-loader, xml-loader, imports-loader) are not built.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  applyDiff,
  assetRows,
  installLodash,
  linkPackage,
  loadV4Config,
  ROOT_MODULES,
  TABLE,
  titled,
} from './v4PageProject';
import {
  blocksUnder,
  build,
  makeProject,
  readPage,
  removeProjects,
  webpackOf,
  type Build,
  type Config,
} from './webpackProject';

afterAll(removeProjects);

const GUIDES = 'versioned_docs/version-4/guides';
const page = (name: string) => readPage(`${GUIDES}/${name}.mdx`);

/** A JavaScript literal written in a page (`{ theme: 'light' }`), as a value. */
const literal = (code: string): unknown => new Function(`return (${code});`)();

/** Builds `files` in a new project with webpack 4; no errors allowed unless `errors` is set. */
async function buildProject(files: Record<string, string>, config: Config, errors = false): Promise<Build> {
  const dir = makeProject(files);
  const result = await build(4, dir, { resolveLoader: { modules: [ROOT_MODULES] }, ...config });
  if (!errors) expect(result.json.errors).toEqual([]);
  return result;
}

/** Runs a web bundle with a console that records what it logs; returns the recorded calls. */
function runBundle(code: string, globals: Record<string, unknown> = {}): unknown[][] {
  const logged: unknown[][] = [];
  const console = { log: (...args: unknown[]) => logged.push(args) };
  new Function('console', 'window', ...Object.keys(globals), code)(console, {}, ...Object.values(globals));
  return logged;
}

const errorText = (result: Build) => result.json.errors.map(String).join('\n');
const warningText = (result: Build) => result.json.warnings.map(String).join('\n');

describe('Asset Management (webpack 4)', () => {
  const assets = page('asset-management');
  const finalConfig = titled(blocksUnder(assets, 'JSON5 and YAML: a loader of your own'), 'webpack.config.js').code;
  const logo = titled(assets.blocks, 'src/logo.svg').code;
  const release = titled(assets.blocks, 'src/data/release.json').code;

  async function buildAssets(
    index: string,
    config = finalConfig,
    extra: Record<string, string> = {},
    mode = 'production',
  ) {
    const dir = makeProject({
      'src/index.js': index,
      'src/logo.svg': logo,
      'src/data/release.json': release,
      ...extra,
    });
    // The data loader runs in Node.js from the project, with the parsers the page installs.
    linkPackage(dir, 'js-yaml');
    linkPackage(dir, 'json5');
    const result = await build(4, dir, {
      ...loadV4Config(config, dir),
      mode,
      resolveLoader: { modules: [ROOT_MODULES] },
    });
    expect(result.json.errors).toEqual([]);
    return result;
  }

  it('file-loader emits the logo under the name and flags the page prints', async () => {
    const printed = blocksUnder(assets, 'Loading images').find((b) => b.lang === 'text')!.code;
    const svgRow = assetRows(printed).find((row) => row[0]!.endsWith('.svg'))!;
    const result = await buildAssets("import logoUrl from './logo.svg';\nconsole.log(logoUrl);");
    expect(assetRows(result.text(TABLE))).toContainEqual(svgRow);
  });

  it('url-loader with a limit inlines the logo: no .svg file, a data: URL in main.js', async () => {
    const urlLoader = blocksUnder(assets, 'Inlining small images with url-loader').find((b) => b.lang === 'diff')!.code;
    const result = await buildAssets(
      "import logoUrl from './logo.svg';\nconsole.log(logoUrl);",
      applyDiff(finalConfig, urlLoader),
    );
    expect(result.files().filter((f) => f.endsWith('.svg'))).toEqual([]);
    expect(result.read('main.js')).toContain('data:image/svg+xml;base64,');
  });

  it('JSON: the default import bundles the whole file, named imports only the properties used (production)', async () => {
    expect(assets.source).toMatch(
      /with the default import the whole file ends up in the\s+bundle, while with named imports webpack 4 keeps only the top-level properties the code uses/,
    );
    const named = await buildAssets("import { version } from './data/release.json';\nconsole.log(version);");
    expect(named.read('main.js')).toContain('1.2.0');
    expect(named.read('main.js')).not.toContain('highlights');
    const whole = await buildAssets("import release from './data/release.json';\nconsole.log(release.version);");
    expect(whole.read('main.js')).toContain('highlights');
  });

  it('the data loader of the page parses JSON5 and YAML into the objects the page shows', async () => {
    const usage = blocksUnder(assets, 'JSON5 and YAML: a loader of your own').find(
      (b) => b.lang === 'js' && !b.title && b.code.includes('settings.json5'),
    )!.code;
    const result = await buildAssets(
      usage,
      finalConfig,
      {
        'loaders/data-loader.js': titled(assets.blocks, 'loaders/data-loader.js').code,
        'src/data/settings.json5': titled(assets.blocks, 'src/data/settings.json5').code,
        'src/data/settings.yaml': titled(assets.blocks, 'src/data/settings.yaml').code,
      },
      'none',
    );
    const expected = [...usage.matchAll(/\/\/ (\{.*\})$/gm)].map((m) => literal(m[1]!));
    expect(runBundle(result.read('main.js')).map((args) => args[0])).toEqual(expected);
  });
});

describe('Dependency Management (webpack 4)', () => {
  const deps = page('dependency-management');
  const [messages, lazyMessages] = deps.blocks.filter((b) => b.title === 'src/messages.js');
  const localesBlock = titled(deps.blocks, 'src/locales.js').code;
  const LOCALES = {
    'src/locales/de.json': '{ "hello": "Hallo" }',
    'src/locales/en.json': '{ "hello": "Hello" }',
    'src/locales/fr.json': '{ "hello": "Bonjour" }',
    'src/locales/extra/x.json': '{ "extra": true }',
  };

  /** The page's require.context lines, each turned into a value the bundle exports. */
  const [contextLine, ...calls] = localesBlock.split('\n').filter((line) => line.trim());
  const localesModule = [
    contextLine,
    `module.exports = [${calls.map((line) => line.replace(/;\s*\/\/.*$/, '')).join(', ')}];`,
  ].join('\n');

  async function buildNode(files: Record<string, string>, entry: string) {
    const result = await buildProject(
      { ...LOCALES, ...files },
      {
        mode: 'development',
        devtool: false,
        target: 'node',
        entry,
        output: { libraryTarget: 'commonjs2' },
      },
    );
    return { result, exports: createRequire(path.join(result.dir, 'package.json'))('./dist/main.js') as unknown };
  }

  it('require.context returns what the comments of the page say', async () => {
    const { exports } = await buildNode({ 'src/locales.js': localesModule }, './src/locales.js');
    const comments = calls.map((line) => /\/\/ (.*)$/.exec(line)![1]!);
    const values = exports as unknown[];
    expect(values[0]).toEqual(literal(comments[0]!)); // keys()
    expect(values[1]).toEqual(literal(comments[1]!)); // the module
    expect(values[2]).toBe(/'([^']+)' in development mode/.exec(comments[2]!)![1]); // resolve()
    expect(values[3]).toBe(/'([^']+)' in development mode/.exec(comments[3]!)![1]); // id
  });

  it('a require() with an expression bundles the whole folder, subdirectories included, and throws for a missing file', async () => {
    const { exports } = await buildNode({ 'src/messages.js': messages!.code }, './src/messages.js');
    const { loadMessages } = exports as { loadMessages: (lang: string) => unknown };
    expect(loadMessages('fr')).toEqual({ hello: 'Bonjour' });
    expect(loadMessages('extra/x')).toEqual({ extra: true });
    const [, message, code] = /throws `Error: ([^`]+)`, with the `code`\s+`'([A-Z_]+)'`/.exec(deps.source)!;
    expect(() => loadMessages('xx')).toThrow(expect.objectContaining({ message, code }));
  });

  it('require(name) with nothing fixed warns at build time and fails at run time for every name', async () => {
    const [, warning] = /reports `(Critical dependency: [^`]+)`/.exec(deps.source)!;
    const { result, exports } = await buildNode(
      { 'src/any.js': 'export function load(name) {\n  return require(name);\n}' },
      './src/any.js',
    );
    expect(warningText(result)).toContain(warning);
    expect(() => (exports as { load: (n: string) => unknown }).load('./locales/fr.json')).toThrow(/Cannot find module/);
  });

  it('import() with webpackInclude, webpackExclude and webpackChunkName makes one named chunk per file', async () => {
    const result = await buildProject(
      { ...LOCALES, 'src/messages.js': lazyMessages!.code },
      {
        mode: 'development',
        entry: './src/messages.js',
      },
    );
    const [, example] = /each chunk is named after its file \(`([^`]+)` and so on\)/.exec(deps.source)!;
    const names = result.json.chunks.flatMap((c) => c.names).sort();
    expect(names).toEqual(['locale-de-json', 'locale-en-json', 'locale-fr-json', 'main']);
    expect(names).toContain(example);
  });
});

describe('Shimming (webpack 4)', () => {
  const shimming = page('shimming');
  const start = titled(blocksUnder(shimming, 'Starting point'), 'webpack.config.js').code;

  it('ProvidePlugin gives cart.js a local `_` without writing to window', async () => {
    const config = titled(blocksUnder(shimming, 'Providing globals with ProvidePlugin'), 'webpack.config.js').code;
    const dir = makeProject({
      'src/cart.js': titled(shimming.blocks, 'src/cart.js').code,
      'src/index.js': "import { cartTotal } from './cart.js';\nconsole.log(cartTotal([1, 2, 3]));",
    });
    installLodash(dir);
    // Unminified: the claim is about the module, not its size.
    const result = await build(4, dir, { ...loadV4Config(config, dir), optimization: { minimize: false } });
    expect(result.json.errors).toEqual([]);
    const window: Record<string, unknown> = {};
    const logged: unknown[] = [];
    new Function('console', 'window', result.read('main.js'))({ log: (v: unknown) => logged.push(v) }, window);
    expect(logged).toEqual([6]);
    expect(window._).toBeUndefined();
  });

  it('core modules and Node.js globals get browser polyfills: the size and modules the page names', async () => {
    const section = blocksUnder(shimming, 'Node.js built-in modules');
    const dir = makeProject({ 'src/index.js': titled(section, 'src/index.js').code });
    const result = await build(4, dir, loadV4Config(start, dir));
    expect(result.json.errors).toEqual([]);
    const [, size] = /builds to (\d+ KiB) in production mode/.exec(shimming.source)!;
    expect(assetRows(result.text(TABLE))[0]!.slice(1, 3).join(' ')).toBe(size);
    const names = result.json.modules.map((m) => m.name).join('\n');
    for (const name of [
      'path-browserify',
      'buffer/index.js',
      'base64-js',
      'ieee754',
      'process/browser.js',
      'buildin/global.js',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('the core modules without a browser implementation fail to resolve, with the error the page prints', async () => {
    const [, list] = /Modules without a browser implementation — ([^—]+) — fail to resolve/.exec(
      shimming.source.replace(/\n/g, ' '),
    )!;
    const modules = [...list!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
    expect(modules).toHaveLength(10);
    const dir = makeProject({ 'src/index.js': modules.map((m) => `require('${m}');`).join('\n') });
    const result = await build(4, dir, loadV4Config(start, dir));
    const printed = blocksUnder(shimming, 'Node.js built-in modules').find((b) => b.lang === 'text')!.code;
    const [, message] = /^(Module not found: Error: Can't resolve 'fs' in )/m.exec(printed)!;
    expect(errorText(result)).toContain(message);
    for (const name of modules) expect(errorText(result)).toContain(`Can't resolve '${name}'`);
  });
});

describe('Environment Variables (webpack 4)', () => {
  const env = page('environment-variables');

  it("process.env.NODE_ENV is the mode, 'none' included; other process.env values are undefined in the browser", async () => {
    expect(env.source).toMatch(/with `mode: 'none'`, it becomes the string `'none'`/);
    const result = await buildProject(
      { 'src/index.js': 'console.log(process.env.NODE_ENV, process.env.API_URL);' },
      { mode: 'none' },
    );
    expect(runBundle(result.read('main.js'))).toEqual([['none', undefined]]);
  });

  it('DefinePlugin inserts the values as code, and production mode removes the disabled feature', async () => {
    const config = env.blocks.filter((b) => b.title === 'webpack.config.js')[1]!.code;
    const saved = process.env.API_URL;
    delete process.env.API_URL;
    try {
      const dir = makeProject({
        'src/index.js':
          "fetch(process.env.API_URL + '/items');\nif (__FEATURE_SEARCH__) {\n  console.log('search feature');\n}",
      });
      const exported = loadV4Config(config, dir) as unknown as (e: object) => Config;
      const development = await build(4, dir, { ...exported({}), devtool: false });
      expect(development.read('main.js')).toContain(`fetch("http://localhost:3000" + '/items');\nif (false) {}`);
      const production = await build(4, dir, exported({ production: true }));
      expect(production.json.errors).toEqual([]);
      expect(production.read('main.js')).toContain('http://localhost:3000');
      expect(production.read('main.js')).not.toContain('search feature');
    } finally {
      if (saved !== undefined) process.env.API_URL = saved;
    }
  });

  it('EnvironmentPlugin warns about a listed variable that is not set', async () => {
    const [, warning] = /produces a build warning:\s+`([^`]+)`/.exec(env.source)!;
    const name = /EnvironmentPlugin - (\w+) environment variable/.exec(warning!)![1]!;
    const saved = process.env[name];
    delete process.env[name];
    try {
      const webpack = webpackOf(4) as unknown as { EnvironmentPlugin: new (keys: string[]) => object };
      const result = await buildProject(
        { 'src/index.js': `console.log(process.env.${name});` },
        { mode: 'none', plugins: [new webpack.EnvironmentPlugin([name])] },
      );
      expect(warningText(result)).toContain(warning);
    } finally {
      if (saved !== undefined) process.env[name] = saved;
    }
  });
});

/** Lines of code, without comments and indentation. */
const codeLines = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'));

describe('Public Path and Content Security Policies (webpack 4)', () => {
  it('the runtime excerpt of the Public Path guide is what webpack 4 writes for publicPath "/assets/"', async () => {
    const excerpt = titled(page('public-path').blocks, 'dist/main.js (excerpt)').code;
    const result = await buildProject(
      { 'src/index.js': "import('./lazy.js');", 'src/lazy.js': 'export const lazy = true;' },
      { mode: 'none', output: { publicPath: '/assets/' } },
    );
    const bundle = codeLines(result.read('main.js').replace(/^\/\*{6}\/ ?/gm, '')).join('\n');
    for (const line of codeLines(excerpt)) expect(bundle).toContain(line);
  });

  it('__webpack_nonce__ becomes __webpack_require__.nc, set on chunk scripts and on prefetch and preload links', async () => {
    const csp = page('csp');
    expect(csp.source).toContain('webpack compiles the assignment to `__webpack_require__.nc = …`');
    expect(csp.source).toContain('to every prefetch and preload `<link>`');
    const result = await buildProject(
      {
        'src/nonce.js': titled(csp.blocks, 'src/nonce.js').code,
        'src/index.js': titled(csp.blocks, 'src/index.js').code,
        'src/app.js': "import(/* webpackPrefetch: true */ './later.js');",
        'src/later.js': "import(/* webpackPreload: true */ './soon.js');",
        'src/soon.js': 'export const soon = true;',
      },
      { mode: 'none' },
    );
    const bundle = result.read('main.js');
    expect(bundle).toContain('__webpack_require__.nc = document.querySelector(\'meta[name="csp-nonce"]\').content;');
    expect(bundle).toContain('script.setAttribute("nonce", __webpack_require__.nc);');
    expect(bundle.match(/link\.setAttribute\("nonce", __webpack_require__\.nc\);/g)).toHaveLength(2);
  });

  it('crossOriginLoading only marks chunk scripts of another origin; jsonpScriptType sets the type', async () => {
    const csp = page('csp');
    expect(csp.source).toMatch(
      /on chunk scripts whose URL is on another origin than the page; same-origin chunks never get it/,
    );
    const dir = makeProject({ 'src/index.js': "import('./lazy.js');", 'src/lazy.js': 'export const lazy = true;' });
    const config = loadV4Config(titled(csp.blocks, 'webpack.config.js').code, dir);
    const result = await build(4, dir, { ...config, mode: 'none' });
    const bundle = result.read('main.js');
    expect(bundle).toContain("if (script.src.indexOf(window.location.origin + '/') !== 0) {");
    expect(bundle).toContain('script.crossOrigin = "anonymous";');
    expect(bundle).toContain('script.type = "text/javascript";');
  });
});

describe('Hot Module Replacement (webpack 4)', () => {
  const hmr = page('hot-module-replacement');
  const start = titled(blocksUnder(hmr, 'Starting point'), 'webpack.config.js').code;
  const withPlugin = applyDiff(start, titled(blocksUnder(hmr, 'Enabling HMR'), 'webpack.config.js').code);
  const files = {
    'src/greeting.js': titled(hmr.blocks, 'src/greeting.js').code,
    'src/index.js': titled(blocksUnder(hmr, 'Accepting an update'), 'src/index.js').code,
  };

  async function buildHmr(config: string, override: Config = {}) {
    const dir = makeProject(files);
    return build(4, dir, { ...loadV4Config(config, dir), ...override });
  }

  it('without HotModuleReplacementPlugin, `if (module.hot)` compiles to `if (false) {}`', async () => {
    expect(hmr.source).toContain('webpack compiles the test to `if (false) {}`');
    const result = await buildHmr(start, { devtool: false });
    expect(result.json.errors).toEqual([]);
    expect(result.read('main.bundle.js')).toContain('if (false) {}');
  });

  it('with the plugin, the accept callback first re-imports ./greeting.js', async () => {
    const result = await buildHmr(withPlugin, { devtool: false });
    expect(result.json.errors).toEqual([]);
    expect(result.read('main.bundle.js')).toMatch(
      /module\.hot\.accept\([^)]*"\.\/src\/greeting\.js", function\(__WEBPACK_OUTDATED_DEPENDENCIES__\) \{ \/\* harmony import \*\/ _greeting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__\(/,
    );
  });

  it('a [chunkhash] file name stops the build with the error the page quotes', async () => {
    const [, message] = /refuses them with HMR:\s+`([^`]+)`/.exec(hmr.source)!;
    const filename = /in '([^']+)'/.exec(message!)![1]!;
    const result = await buildHmr(withPlugin, { output: { filename } });
    expect(errorText(result)).toContain(message);
  });
});
