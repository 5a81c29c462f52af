/**
 * The Modern Web Platform guide (docs/guides/modern-web-platform.mdx) built with
 * real webpack 5 from its own files: the HTML entry and ES module output it
 * lists, the rewritten asset URL and worker chunk, and, run in Node.js as an ES
 * module, what the import attributes give, top-level await, WebAssembly with a
 * source import, and the runtime syntax a target chooses.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ADD_WASM,
  blocksTitled,
  blocksUnder,
  build,
  filesIn,
  importInNode,
  loadConfig,
  makeProject,
  PNG_SIGNATURE,
  readPage,
  removeProjects,
  single,
  type Config,
} from './webpackProject';

afterAll(removeProjects);

const page = readPage('docs/guides/modern-web-platform.mdx');
const [mainConfig, sourceImportConfig, targetConfig] = blocksTitled(page.blocks, 'webpack.config.js').map(
  (b) => b.code,
);
const guideFiles = filesIn(blocksUnder(page, 'The project'), ['src/']);
const SUN = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';

function project(files: Record<string, string>): string {
  const dir = makeProject({ 'src/sun.svg': SUN, ...files });
  fs.writeFileSync(path.join(dir, 'src/logo.png'), PNG_SIGNATURE);
  fs.writeFileSync(path.join(dir, 'src/math.wasm'), ADD_WASM);
  return dir;
}

/**
 * Builds `entry` for Node.js as an ES module library, imports it in a Node.js process of its own, and returns what
 * `report(m)`, run there on the module namespace `m`, returns.
 */
async function runInNode(files: Record<string, string>, entry: string, report: string, config: Config = {}) {
  const dir = project(files);
  const result = await build(5, dir, {
    mode: 'production',
    target: 'node',
    entry,
    ...config,
    output: { module: true, library: { type: 'module' } },
    optimization: { minimize: false },
  });
  expect(result.json.errors).toEqual([]);
  return { result, value: importInNode(path.join(dir, 'dist/main.mjs'), report) as Record<string, unknown> };
}

describe('Modern Web Platform guide: the project', () => {
  it('builds the HTML entry into the files the guide lists, loading index.mjs as a module script', async () => {
    const dir = project(guideFiles);
    const result = await build(5, dir, single(loadConfig(mainConfig!, dir, 5)));
    expect(result.json.errors).toEqual([]);
    expect(result.json.warnings).toEqual([]);
    const listed = blocksUnder(page, 'The project')
      .find((b) => b.lang === 'text')!
      .code.split('\n')
      .filter((line) => /[├└]/.test(line))
      .map((line) => line.replace(/^.*── /, ''));
    expect(result.files()).toEqual(listed);
    expect(result.read('index.html')).toContain('<script type=module src=index.mjs></script>');
    expect(result.read('index.html')).toContain('<weather-widget></weather-widget>');
  });

  it('rewrites the asset URL as printed, and puts the worker in its own module chunk', async () => {
    const dir = project(guideFiles);
    const result = await build(5, dir, single(loadConfig(mainConfig!, dir, 5)));
    const bundle = result.read('index.mjs');
    expect(bundle).toContain(blocksTitled(page.blocks, 'dist/index.mjs (excerpt)')[0]!.code);
    expect(bundle).toContain('new Worker(new URL("./887.mjs",import.meta.url),{type:"module"})');
    expect(result.read('887.mjs')).toContain('self.onmessage');
    expect(bundle).not.toContain('self.onmessage');
  });
});

describe('Modern Web Platform guide: attributes, await, WebAssembly', () => {
  it('gives what the import attribute table says, drops unused JSON properties, and awaits at the top level', async () => {
    const files = {
      'src/settings.json': JSON.stringify({ endpoint: '/api/forecast', units: 'metric', unusedSecretKey: 'x' }),
      'src/table.bin': '\u0001\u0002\u0003',
      'src/entry.js': [
        "import settings from './settings.json' with { type: 'json' };",
        "import icon from './sun.svg' with { type: 'text' };",
        "import table from './table.bin' with { type: 'bytes' };",
        'const delay = await new Promise((resolve) => setTimeout(() => resolve(5), 10));',
        'export const endpoint = settings.endpoint;',
        'export { icon, table, delay };',
      ].join('\n'),
    };
    const { value, result } = await runInNode(
      files,
      './src/entry.js',
      '(m) => ({ ...m, table: m.table instanceof Uint8Array ? Array.from(m.table) : null })',
    );
    expect(value).toEqual({ endpoint: '/api/forecast', icon: `${SUN}\n`, table: [1, 2, 3, 10], delay: 5 });
    expect(result.read('main.mjs')).not.toContain('unusedSecretKey');
  });

  it('warns about a named import from a JSON module with type json, which a browser rejects', async () => {
    const dir = project({
      'src/settings.json': '{ "units": "metric" }',
      'src/entry.js': "import { units } from './settings.json' with { type: 'json' };\nconsole.log(units);",
    });
    const result = await build(5, dir, { mode: 'production', entry: './src/entry.js' });
    expect(result.json.warnings).toHaveLength(1);
    expect(result.text({})).toContain(
      "Can't import the named export 'units' (imported as 'units') from default-exporting module (only default export is available)",
    );
  });

  it('gives a CSSStyleSheet for type css', async () => {
    const dir = project({ ...guideFiles });
    const result = await build(5, dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      output: { module: true },
    });
    expect(result.read('main.mjs')).toContain('new CSSStyleSheet()');
  });

  it('runs the WebAssembly example with sourceImport on', async () => {
    const config = single(loadConfig(sourceImportConfig!, '/unused', 5));
    const { value } = await runInNode(
      filesIn(blocksUnder(page, 'WebAssembly'), ['src/']),
      './src/math.js',
      '(m) => ({ sum: m.sum, isInstance: m.instance instanceof WebAssembly.Instance, add: m.instance.exports.add(40, 2) })',
      config,
    );
    expect(value).toEqual({ sum: 5, isInstance: true, add: 42 });
  });
});

describe('Modern Web Platform guide: output for the target', () => {
  const code = {
    'src/entry.js': "export const double = (n) => n * 2;\nimport('./late.js');",
    'src/late.js': 'export default 1;',
  };

  it("uses arrow functions in webpack's runtime for es2020 and none for es5, and leaves your syntax alone", async () => {
    const es2020 = project(code);
    const modern = await build(5, es2020, {
      ...single(loadConfig(targetConfig!, es2020, 5)),
      mode: 'development',
      devtool: false,
      entry: './src/entry.js',
    });
    const es5 = project(code);
    const old = await build(5, es5, {
      target: ['web', 'es5'],
      mode: 'development',
      devtool: false,
      entry: './src/entry.js',
    });
    // Everything but the page's own arrow function is webpack's code.
    const generated = (text: string) => text.replace('const double = (n) => n * 2;', '');
    expect(generated(modern.read('main.js'))).toContain('=>');
    expect(generated(old.read('main.js'))).not.toContain('=>');
    expect(old.read('main.js')).toContain('const double = (n) => n * 2;');
  });

  it('reads the browserslist field of package.json for the default target', async () => {
    const dir = project(code);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'p', browserslist: ['ie 11'] }));
    const result = await build(5, dir, { mode: 'development', devtool: false, entry: './src/entry.js' });
    const text = result.read('main.js');
    expect(text.replace('const double = (n) => n * 2;', '')).not.toContain('=>');
  });
});
