/**
 * "Library types by example" on the output page (docs/configuration/output.mdx):
 * each example's `output` fragment is built with webpack 5 from the page's
 * `src/index.js`, the bundle must contain the lines the page shows of it, and
 * the consumer the page shows is run against the bundle, checking every
 * `// → value` comment:
 *
 * - `index.html`: its scripts run in order in a page-like global scope (`window`
 *   and `self` are the global object); `vendor/require.js` and `vendor/system.js`
 *   stand for RequireJS and SystemJS and install a minimal loader of the same API;
 * - `app.js` runs as a CommonJS module and `app.mjs` as an ES module, in Node.js.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { CodeBlock } from '../../scripts/content/codeBlocks';
import { arrowRecorder, expectArrows, instrumentArrows, type ArrowResult } from './arrowComments';
import { blocksUnder, build, makeProject, readPage, removeProjects, writeFiles, type Config } from './webpackProject';

afterAll(removeProjects);

const PAGE = 'docs/configuration/output.mdx';
const page = readPage(PAGE);
const section = blocksUnder(page, 'Library types by example');

/** The `### …` examples of the section: heading text and the code blocks under it. */
function examples(): { heading: string; blocks: CodeBlock[] }[] {
  const headings = [...page.source.matchAll(/^### (.+)$/gm)]
    .map((match) => match[1]!)
    .filter((heading) => section.length > 0 && blocksUnder(page, heading).some((block) => section.includes(block)));
  return headings.map((heading) => ({ heading, blocks: blocksUnder(page, heading) }));
}

/** Runs the scripts of an `index.html` block in order, in one global scope. */
async function runPage(html: string, dir: string): Promise<{ results: ArrowResult[]; expectations: number }> {
  const results: ArrowResult[] = [];
  const context = vm.createContext({
    __expect: arrowRecorder(results),
  });
  const global = context as Record<string, unknown>;
  global.window = context;
  global.self = context;
  const load = (file: string) => vm.runInContext(fs.readFileSync(path.join(dir, file), 'utf8'), context);
  let expectations = 0;
  for (const [, src, body] of html.matchAll(/<script(?: src="([^"]+)")?>([\s\S]*?)<\/script>/g)) {
    if (src === 'vendor/require.js') installRequireJs(global, load);
    else if (src === 'vendor/system.js') installSystemJs(global, load);
    else if (src) load(src);
    else {
      const instrumented = instrumentArrows(body!);
      expectations += instrumented.expectations;
      vm.runInContext(instrumented.code, context);
    }
  }
  // Loaders call back asynchronously.
  await new Promise((resolve) => setImmediate(resolve));
  return { results, expectations };
}

/** `define`, `require` and `requirejs.config({ paths })`, loading `<path>.js` files on demand. */
function installRequireJs(global: Record<string, unknown>, load: (file: string) => void) {
  const defined = new Map<string, unknown>();
  let paths: Record<string, string> = {};
  let anonymous: unknown;
  const factoryValue = (deps: string[], factory: unknown) =>
    typeof factory === 'function' ? (factory as (...args: unknown[]) => unknown)(...deps.map(resolve)) : factory;
  function resolve(id: string): unknown {
    if (!defined.has(id)) {
      anonymous = undefined;
      load(`${paths[id] ?? id}.js`);
      if (!defined.has(id)) defined.set(id, anonymous);
    }
    return defined.get(id);
  }
  const define = (...args: unknown[]) => {
    const [name, deps, factory] = typeof args[0] === 'string' ? args : [undefined, ...args];
    const value = factoryValue((deps as string[]) ?? [], factory);
    if (typeof name === 'string') defined.set(name, value);
    else anonymous = value;
  };
  define.amd = {};
  const require = (deps: string[], callback: (...args: unknown[]) => void) =>
    queueMicrotask(() => callback(...deps.map(resolve)));
  global.define = define;
  global.require = require;
  global.requirejs = Object.assign(require, {
    config: (config: { paths: Record<string, string> }) => (paths = config.paths),
  });
}

/** `System.register` and `System.import`, enough for a module without dependencies. */
function installSystemJs(global: Record<string, unknown>, load: (file: string) => void) {
  type Declare = (exportFn: unknown, context: unknown) => { execute: () => void };
  let registered: Declare | undefined;
  global.System = {
    register: (...args: unknown[]) => {
      registered = args[args.length - 1] as Declare;
    },
    import: async (file: string) => {
      load(file.replace(/^\.\//, ''));
      const namespace: Record<string, unknown> = {};
      const exportFn = (name: string | Record<string, unknown>, value?: unknown) => {
        if (typeof name === 'string') namespace[name] = value;
        else Object.assign(namespace, name);
      };
      registered!(exportFn, { id: file }).execute();
      return namespace;
    },
  };
}

/** Runs `app.js` or `app.mjs` with Node.js in the project directory. */
function runNode(file: string, code: string, dir: string): { results: ArrowResult[]; expectations: number } {
  const instrumented = instrumentArrows(code);
  const helper =
    'const __results = []; const __expect = (expression, actual, expected) => __results.push({ expression, actual: actual(), expected });' +
    " process.on('exit', () => process.stdout.write(JSON.stringify(__results)));\n";
  writeFiles(dir, { [file]: helper + instrumented.code });
  const output = execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
  return { results: JSON.parse(output) as ArrowResult[], expectations: instrumented.expectations };
}

const source = section.find((block) => block.title === 'src/index.js');
const cases = examples();

describe('output.library types by example', () => {
  it('has an example for every library type', () => {
    expect(source).toBeDefined();
    const types = cases.flatMap(({ heading }) => [...heading.matchAll(/`'([a-z0-9-]+)'`/g)].map((match) => match[1]));
    expect(types.sort()).toEqual(
      [
        'amd',
        'amd-require',
        'assign',
        'assign-properties',
        'commonjs',
        'commonjs-module',
        'commonjs-static',
        'commonjs2',
        'global',
        'jsonp',
        'modern-module',
        'module',
        'self',
        'system',
        'this',
        'umd',
        'umd2',
        'var',
        'window',
      ].sort(),
    );
  });

  it.each(cases.map((example) => [example.heading, example] as const))('%s', async (_heading, { blocks }) => {
    const fragment = blocks.find((block) => block.title === 'webpack.config.js');
    const excerpt = blocks.find((block) => block.title?.startsWith('dist/'));
    if (!fragment || !excerpt) throw new Error('an example needs a webpack.config.js fragment and a dist/ excerpt');
    const configured = new Function(`return ({\n${fragment.code}\n})`)() as { output: Config };

    const dir = makeProject({ 'src/index.js': source!.code });
    const result = await build(5, dir, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { minimize: false },
      output: { filename: path.basename(excerpt.title!), ...configured.output },
    });
    expect(result.json.errors).toEqual([]);
    expect(result.json.warnings).toEqual([]);

    // Every line the page shows of the bundle is in it.
    const bundle = result.read(path.basename(excerpt.title!));
    // Compared without indentation and with runs of spaces and tabs as one space.
    const normalize = (line: string) => line.trim().replace(/\s+/g, ' ');
    const bundleLines = new Set(bundle.split('\n').map(normalize));
    const shown = excerpt.code
      .split('\n')
      .map(normalize)
      .filter((line) => line !== '' && line !== '// …');
    expect(shown.filter((line) => !bundleLines.has(line))).toEqual([]);

    // Every consumer works as the comments say.
    const consumers = blocks.filter((block) => ['index.html', 'app.js', 'app.mjs'].includes(block.title ?? ''));
    for (const consumer of consumers) {
      const { results, expectations } =
        consumer.title === 'index.html'
          ? await runPage(consumer.code, dir)
          : runNode(consumer.title!, consumer.code, dir);
      expectArrows(results, expectations);
    }
  });

  it('builds the same module for the types the page calls the same', async () => {
    const outputs = await Promise.all(
      [
        ['module', 'modern-module'],
        ['umd', 'umd2'],
        ['commonjs2', 'commonjs-module'],
      ]
        .flat()
        .map(async (type) => {
          const dir = makeProject({ 'src/index.js': source!.code });
          const module = type.endsWith('module') && type !== 'commonjs-module';
          const result = await build(5, dir, {
            mode: 'production',
            entry: './src/index.js',
            optimization: { minimize: false },
            output: {
              filename: 'lib.js',
              module,
              library: { name: type.startsWith('umd') ? 'MathKit' : undefined, type },
            },
          });
          return result.read('lib.js');
        }),
    );
    expect(outputs[0]).toBe(outputs[1]);
    expect(outputs[2]).toBe(outputs[3]);
    expect(outputs[4]).toBe(outputs[5]);
  });

  it.each([
    ['this', 'this.MathKit = __webpack_exports__;'],
    ['window', 'window.MathKit = __webpack_exports__;'],
    ['global', 'self.MathKit = __webpack_exports__;'],
  ])('%s assigns the library as the page says', async (type, line) => {
    expect(page.source).toContain(`\`${line.replace(' __webpack_exports__;', ' …')}\``);
    const dir = makeProject({ 'src/index.js': source!.code });
    const result = await build(5, dir, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { minimize: false },
      output: { filename: 'lib.js', library: { name: 'MathKit', type } },
    });
    expect(result.read('lib.js').split('\n')).toContain(line);
  });
});
