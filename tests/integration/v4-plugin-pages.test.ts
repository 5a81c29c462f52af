/**
 * Claims of the version 4 plugin pages (versioned_docs/version-4/plugins/)
 * that v4-builtin-plugins.test.ts does not cover, each shown on a small build
 * with the installed webpack 4: run-time errors, the comments and traces the
 * plugins write, how chunk-merging plugins interact with other options, and
 * what watch mode does with ignored files. The tests read the page's wording
 * where it states the result, so that they fail when page and webpack part.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { makeProject, readPage, removeProjects, webpackOf, type Config } from './webpackProject';

afterAll(removeProjects);

/** Whether the page's prose says `text`, whatever the line breaks and indentation. */
function expectSays(page: string, text: string): void {
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  expect(flat(page)).toContain(flat(text));
}

const PLUGINS = 'versioned_docs/version-4/plugins';
type PluginClass = new (...args: unknown[]) => { apply(compiler: unknown): void };
type Stats = {
  toJson(
    options?: unknown,
  ): { errors: string[]; warnings: string[]; assets: { name: string }[] } & Record<string, unknown>;
};
type Watching = { close(callback: () => void): void };
type Webpack4 = ((config: Config, callback?: (err: Error | null, stats: Stats) => void) => unknown) & {
  optimize: Record<string, PluginClass>;
} & Record<string, PluginClass>;

const webpack4 = webpackOf(4) as unknown as Webpack4;
const debug = (webpack4 as unknown as { debug: Record<string, PluginClass> }).debug;

function fullConfig(dir: string, config: Config): Config {
  const output = { path: path.join(dir, 'dist'), hashFunction: 'sha256', ...((config.output as Config) ?? {}) };
  return { context: dir, ...config, output };
}

function run(dir: string, config: Config): Promise<Stats> {
  return new Promise((resolve, reject) =>
    webpack4(fullConfig(dir, config), (err, stats) => (err ? reject(err) : resolve(stats))),
  );
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
const source = (slug: string) => readPage(`${PLUGINS}/${slug}.mdx`).source;

describe('ContextExclusionPlugin page', () => {
  it("a request for an excluded file throws Cannot find module './fr.js' at run time", async () => {
    expectSays(
      source('context-exclusion-plugin'),
      "throw `Cannot find module './fr.js'` (the request relative to `./lang`)",
    );
    const dir = makeProject({
      'src/index.js':
        "const lang = 'fr';\ntry { require('./lang/' + lang + '.js'); } catch (e) { console.log(e.message); }",
      'src/lang/en.js': "module.exports = 'en';",
      'src/lang/fr.js': "module.exports = 'fr';",
    });
    const stats = await run(dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new webpack4.ContextExclusionPlugin!(/^fr\.js$/)],
    });
    expect(stats.toJson().errors).toEqual([]);
    const logs: string[] = [];
    vm.runInNewContext(read(dir, 'main.js'), { console: { log: (m: string) => logs.push(m) } });
    expect(logs).toEqual(["Cannot find module './fr.js'"]);
  });
});

describe('EvalSourceMapDevToolPlugin page', () => {
  it('leaves [module] of the default append as it is, then adds the webpack-internal sourceURL', async () => {
    expectSays(
      source('eval-source-map-dev-tool-plugin'),
      'so the default writes a literal `//# sourceURL=[module]` line',
    );
    const dir = makeProject({ 'src/index.js': "console.log('hi');" });
    await run(dir, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new webpack4.EvalSourceMapDevToolPlugin!()],
    });
    const evaluated = /eval\(("(?:[^"\\]|\\.)*")\);/.exec(read(dir, 'main.js'))![1]!;
    const text = JSON.parse(evaluated) as string;
    expect(text).toMatch(
      /^console\.log\('hi'\);\n\/\/# sourceURL=\[module\]\n\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]+\n\/\/# sourceURL=webpack-internal:\/\/\/\.\/src\/index\.js\n$/,
    );
  });
});

describe('ProfilingPlugin page', () => {
  it('names each event after the plugin that tapped the hook, in the blink.user_timing category', async () => {
    expectSays(source('profiling-plugin'), 'all in the `blink.user_timing` category');
    const dir = makeProject({ 'src/index.js': "console.log('x');" });
    const outputPath = path.join(dir, 'profiling/events.json');
    await run(dir, {
      mode: 'development',
      entry: './src/index.js',
      plugins: [new debug.ProfilingPlugin!({ outputPath })],
    });
    const events = JSON.parse(fs.readFileSync(outputPath, 'utf8')) as { name: string; cat: string }[];
    const timings = events.filter((e) => e.cat === 'blink.user_timing');
    const names = new Set(timings.map((e) => e.name));
    expect(names).toContain('SplitChunksPlugin');
    expect(names).toContain('JavascriptModulesPlugin');
    for (const label of ['Compiler', 'Compilation', 'Normal Module Factory', 'Parser']) {
      expect(names).not.toContain(label);
      expect(events.some((e) => String(e.cat).includes(label))).toBe(false);
    }
  });
});

describe('LimitChunkCountPlugin page', () => {
  const files = {
    'node_modules/big/package.json': '{"name":"big","main":"index.js"}',
    'node_modules/big/index.js': `module.exports = ${JSON.stringify('x'.repeat(40000))};`,
    'src/index.js':
      "import big from 'big';\nconsole.log(big.length);\nimport('./route.js').then((m) => console.log(m.default));",
    'src/route.js': "export default 'route';",
  };

  async function assets(config: Config) {
    const dir = makeProject(files);
    const stats = await run(dir, { mode: 'production', entry: './src/index.js', ...config });
    const json = stats.toJson();
    expect(json.errors).toEqual([]);
    return json.assets.map((a) => a.name).sort();
  }

  it("with runtimeChunk: 'single', maxChunks: 1 still leaves the runtime, the entry and the route's chunk", async () => {
    expectSays(
      source('limit-chunk-count-plugin'),
      "with `runtimeChunk: 'single'` and one lazy route: `runtime.js`, `main.js` and the route's\n  chunk",
    );
    const names = await assets({
      optimization: { runtimeChunk: 'single', minimize: false },
      plugins: [new webpack4.optimize.LimitChunkCountPlugin!({ maxChunks: 1 })],
    });
    expect(names).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(['main.js', 'runtime.js']));
  });

  it('merges the chunks splitChunks creates back', async () => {
    const split = await assets({ optimization: { splitChunks: { chunks: 'all' }, minimize: false } });
    expect(split).toContain('vendors~main.js');
    const merged = await assets({
      optimization: { splitChunks: { chunks: 'all' }, minimize: false },
      plugins: [new webpack4.optimize.LimitChunkCountPlugin!({ maxChunks: 1 })],
    });
    expect(merged).toEqual(['main.js']);
  });
});

describe('WatchIgnorePlugin page', () => {
  it('an ignored file starts no rebuild, and later rebuilds keep its old content (development mode)', async () => {
    expectSays(source('watch-ignore-plugin'), 'later rebuilds keep its old content too');
    const dir = makeProject({
      'src/index.js': "import value from './generated.js';\nconsole.log('index 1', value);",
      'src/generated.js': "export default 'generated 1';",
    });
    // Files older than the watcher's start, so that it does not rebuild at once for them.
    const past = new Date(Date.now() - 60_000);
    for (const file of ['src/index.js', 'src/generated.js']) fs.utimesSync(path.join(dir, file), past, past);
    const compiler = webpack4(
      fullConfig(dir, {
        mode: 'development',
        devtool: false,
        entry: './src/index.js',
        plugins: [new webpack4.WatchIgnorePlugin!([path.join(dir, 'src/generated.js')])],
      }),
    ) as { watch(options: unknown, handler: (err: Error | null) => void): Watching };
    const outputs: string[] = [];
    await new Promise<void>((resolve, reject) => {
      let edited = false;
      const timer = setTimeout(
        () => reject(new Error(`no rebuild after the edit; ${outputs.length} build(s)`)),
        20_000,
      );
      const watching = compiler.watch({ aggregateTimeout: 20 }, (err) => {
        if (err) return reject(err);
        outputs.push(read(dir, 'main.js'));
        if (edited) {
          clearTimeout(timer);
          return watching.close(resolve);
        }
        if (outputs.length > 1) return;
        // Once the watcher has settled, change the ignored file, then index.js, which starts the rebuild.
        setTimeout(() => {
          fs.writeFileSync(path.join(dir, 'src/generated.js'), "export default 'generated 2';\n");
          setTimeout(() => {
            edited = true;
            fs.writeFileSync(
              path.join(dir, 'src/index.js'),
              "import value from './generated.js';\nconsole.log('index 2', value);\n",
            );
          }, 300);
        }, 1000);
      });
    });
    const last = outputs[outputs.length - 1]!;
    expect(outputs.slice(0, -1).every((output) => !output.includes('generated 2'))).toBe(true);
    expect(last).toContain('index 2');
    expect(last).toContain('generated 1');
    expect(last).not.toContain('generated 2');
  });
});

describe('DllPlugin page', () => {
  it("DllReferencePlugin's content is accepted in place of manifest, not next to it", () => {
    expectSays(source('dll-plugin'), 'The schema accepts `content` only in place of\n`manifest`, not together with it');
    const content = { './node_modules/lodash/lodash.js': { id: 1 } };
    const { DllReferencePlugin } = webpack4;
    expect(() => new DllReferencePlugin!({ content, name: 'vendor_dll' })).not.toThrow();
    expect(() => new DllReferencePlugin!({ manifest: { name: 'vendor_dll', content }, content })).toThrow(
      /Invalid Options/,
    );
  });
});

describe('EnvironmentPlugin page', () => {
  it('the warning for a missing variable is the three lines the page quotes', async () => {
    const block = readPage(`${PLUGINS}/environment-plugin.mdx`).blocks.find((b) =>
      b.code.startsWith('EnvironmentPlugin - API_URL'),
    )!.code;
    const name = 'V4_DOCS_SURELY_UNSET_API_URL';
    delete process.env[name];
    const dir = makeProject({ 'src/index.js': `console.log(process.env.${name});` });
    const stats = await run(dir, {
      mode: 'development',
      entry: './src/index.js',
      plugins: [new webpack4.EnvironmentPlugin!([name])],
    });
    expect(stats.toJson().warnings.join('\n')).toContain(block.replace('API_URL', name));
  });
});

describe('HotModuleReplacementPlugin page', () => {
  it('only modules that accept or decline a request are kept out of module concatenation', async () => {
    expectSays(source('hot-module-replacement-plugin'), 'Modules that accept or decline other modules by request');
    const dir = makeProject({
      'src/index.js': "import { a } from './a.js';\nimport { b } from './b.js';\nconsole.log(a, b);",
      'src/a.js':
        "import { c } from './c.js';\nexport const a = c;\nif (module.hot) module.hot.accept('./c.js', () => {});",
      'src/b.js': "import { c } from './c.js';\nexport const b = c;\nif (module.hot) module.hot.accept();",
      'src/c.js': 'export const c = 1;',
    });
    const stats = await run(dir, {
      mode: 'development',
      entry: './src/index.js',
      optimization: { concatenateModules: true },
      plugins: [new webpack4.HotModuleReplacementPlugin!()],
    });
    const modules = stats.toJson({ optimizationBailout: true }).modules as {
      name: string;
      optimizationBailout: string[];
    }[];
    const bailouts = (name: string) => modules.find((m) => m.name === name)?.optimizationBailout ?? [];
    expect(bailouts('./src/a.js')).toContain('ModuleConcatenation bailout: Module uses Hot Module Replacement');
    expect(bailouts('./src/b.js')).not.toContain('ModuleConcatenation bailout: Module uses Hot Module Replacement');
  });
});
