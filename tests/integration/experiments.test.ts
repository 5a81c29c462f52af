/**
 * The experiments page (docs/configuration/experiments.mdx), built with webpack 5:
 *
 * - `experiments.deferImport`: the page's example runs and logs what its
 *   "Console" block says, and each limit the page lists is what a build does;
 * - `experiments.html`: the page's HTML entry is built from the page, emits the
 *   files it names, and the emitted page is the one shown (with the inlined code
 *   and the image hash elided, as the page elides them).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { blocksUnder, build, makeProject, readPage, removeProjects, type Build, type Config } from './webpackProject';

afterAll(removeProjects);

const page = readPage('docs/configuration/experiments.mdx');
const deferBlocks = blocksUnder(page, 'experiments.deferImport');
const htmlBlocks = blocksUnder(page, 'experiments.html');
const block = (blocks: typeof deferBlocks, title: string) => {
  const found = blocks.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no block "${title}" on the page`);
  return found.code;
};

const HEAVY = "log('heavy evaluated');\nexport const value = 42;\n";

/** Builds `src/main.js` with the files given, for Node.js, deferImport on unless `deferImport: false`. */
async function defer(files: Record<string, string>, config: Config = {}): Promise<Build> {
  const dir = makeProject({ 'src/heavy.js': HEAVY, ...files });
  return build(5, dir, {
    mode: 'production',
    target: 'node',
    entry: './src/main.js',
    optimization: { minimize: false },
    experiments: { deferImport: true },
    ...config,
  });
}

const nodeRequire = createRequire(__filename);

/** Runs a Node.js bundle and returns what it logged, through `log()` or `console.log()`. */
async function logged(result: Build): Promise<string[]> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  const context = vm.createContext({ log: record, console: { log: record } });
  // Chunks are loaded with require('./<id>.js'): evaluate them in the same context.
  const load = (file: string): unknown => {
    const module = { exports: {} };
    const run = vm.runInContext(`(function (module, exports, require) {\n${result.read(file)}\n})`, context) as (
      ...args: unknown[]
    ) => void;
    run(module, module.exports, (request: string) =>
      request.startsWith('./') ? load(request.slice(2)) : nodeRequire(request),
    );
    return module.exports;
  };
  load('main.js');
  await new Promise((resolve) => setTimeout(resolve, 10));
  return lines;
}

const messages = (result: Build) =>
  result.json.errors.map((error) => (error as { message: string }).message).join('\n');

describe('experiments.deferImport', () => {
  it('runs the example in the order the Console block shows', async () => {
    const result = await defer({
      'src/charts.js': block(deferBlocks, 'src/charts.js'),
      'src/main.js': block(deferBlocks, 'src/main.js'),
    });
    expect(result.json.errors).toEqual([]);
    expect(await logged(result)).toEqual(block(deferBlocks, 'Console').trim().split('\n'));
  });

  it('evaluates on Object.keys but not on typeof', async () => {
    const result = await defer({
      'src/main.js': [
        "import defer * as heavy from './heavy.js';",
        "log('typeof ' + typeof heavy);",
        "log('keys ' + Object.keys(heavy));",
      ].join('\n'),
    });
    expect(await logged(result)).toEqual(['typeof object', 'heavy evaluated', 'keys value']);
  });

  it.each([
    ['named', "import defer { value } from './heavy.js';\nlog(value);"],
    ['default', "import defer heavy from './heavy.js';\nlog(heavy);"],
  ])('rejects the %s form', async (_form, main) => {
    const result = await defer({ 'src/main.js': main });
    expect(messages(result)).toContain("'import defer' can only be used with namespace imports");
  });

  it('rejects a deferred re-export', async () => {
    const result = await defer({ 'src/main.js': "export defer * as heavy from './heavy.js';" });
    expect(result.json.errors).toHaveLength(1);
  });

  it('evaluates an asynchronous module before the importer', async () => {
    const result = await defer({
      'src/slow.js': "log('slow evaluated');\nawait Promise.resolve();\nexport const ready = true;",
      'src/main.js': "import defer * as slow from './slow.js';\nlog('main started');\nlog('ready ' + slow.ready);",
    });
    expect(await logged(result)).toEqual(['slow evaluated', 'main started', 'ready true']);
  });

  it('loads with import.defer() and evaluates on first access', async () => {
    const result = await defer({
      'src/main.js': "import.defer('./heavy.js').then((heavy) => { log('loaded'); log('value ' + heavy.value); });",
    });
    expect(await logged(result)).toEqual(['loaded', 'heavy evaluated', 'value 42']);
  });

  it('defers with the webpackDefer comment, only on the namespace form, only with the experiment', async () => {
    const main =
      "import /* webpackDefer: true */ * as heavy from './heavy.js';\nlog('main started');\nlog('value ' + heavy.value);";
    expect(await logged(await defer({ 'src/main.js': main }))).toEqual(['main started', 'heavy evaluated', 'value 42']);
    expect(await logged(await defer({ 'src/main.js': main }, { experiments: { deferImport: false } }))).toEqual([
      'heavy evaluated',
      'main started',
      'value 42',
    ]);
    const named = await defer({
      'src/main.js': "import /* webpackDefer: true */ { value } from './heavy.js';\nlog(value);",
    });
    expect(messages(named)).toContain(
      "Deferred import can only be used with `import * as namespace from '...'` syntax.",
    );
  });

  it('keeps a deferred module out of scope hoisting', async () => {
    const result = await defer(
      { 'src/main.js': "import defer * as heavy from './heavy.js';\nlog(heavy.value);" },
      { optimization: { minimize: false, concatenateModules: true } },
    );
    expect(result.text({ preset: 'none', modules: true, optimizationBailout: true })).toContain('Module is deferred');
  });

  it('needs output.environment.deferImport for a deferred external', async () => {
    const result = await defer(
      { 'src/main.js': "import defer * as lib from 'some-lib';\nlog(lib.value);" },
      { externals: { 'some-lib': 'module some-lib' }, output: { module: true } },
    );
    expect(messages(result)).toContain("Set 'output.environment.deferImport'");
  });

  it('is a syntax error without the experiment', async () => {
    const result = await defer(
      { 'src/main.js': "import defer * as heavy from './heavy.js';\nlog(heavy.value);" },
      { experiments: { deferImport: false } },
    );
    expect(messages(result)).toContain('Module parse failed');
  });
});

describe('experiments.html', () => {
  it('builds the page of the example into the files and the page shown', async () => {
    const dir = makeProject({
      'src/index.html': block(htmlBlocks, 'src/index.html'),
      'src/style.css': 'body { color: #333333; }',
      'src/boot.js': 'window.bootedAt = Date.now();',
      'src/app.js': "document.title = 'Shop';",
      'src/greeting.js': "export const greeting = 'Hello';",
    });
    // A PNG signature is enough for an asset.
    fs.writeFileSync(path.join(dir, 'src/logo.png'), Buffer.from('89504e470d0a1a0a00000000', 'hex'));
    const config = new Function('module', `${block(htmlBlocks, 'webpack.config.js')}\nreturn module.exports;`)({
      exports: {},
    }) as Config;
    const result = await build(5, dir, config);
    expect(result.json.errors).toEqual([]);

    const files = result.files();
    expect(files.filter((file) => !file.endsWith('.png')).sort()).toEqual(
      ['app.js', 'index.html', 'index.js', 'style.css'].sort(),
    );
    expect(files.filter((file) => file.endsWith('.png'))).toHaveLength(1);
    expect(result.read('index.js')).toContain('"Hello"');

    const emitted = result
      .read('index.html')
      .replace(/[0-9a-f]{20}\.png/g, '….png')
      .replace(/<script>[\s\S]*?<\/script>/, '<script>…</script>');
    expect(result.read('index.html')).toContain('bootedAt');
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line !== '');
    expect(lines(emitted)).toEqual(expect.arrayContaining(lines(block(htmlBlocks, 'dist/index.html'))));
  });
});
