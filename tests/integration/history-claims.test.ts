/**
 * What the version 5 pages say webpack 4 did differently, shown by building
 * the same small project with the installed webpack 4 and webpack 5, and the
 * messages the history pages quote, read from the pages themselves:
 *
 * - webpack 4 bundled browser versions of Node.js core modules and globals;
 *   webpack 5 fails with the error the Shimming guide prints (guides/shimming,
 *   migrate/5);
 * - in webpack 4, import() of a CommonJS module gives a namespace object
 *   (migrate/4);
 * - webpack 4's CommonsChunkPlugin placeholder error (plugins/commons-chunk-plugin);
 * - the `-loader` suffix and `debug` messages that webpack 4 and 5 still print
 *   (migrate/3);
 * - the webpack 4 asset hooks: which ones warn and which ones `backCompat: false`
 *   removes (api/plugins);
 * - the `node_modules` cache group was `vendors` in webpack 4 and is
 *   `defaultVendors` in webpack 5 (migrate/5);
 * - `experiments.outputModule` is no longer read; `library.type: 'module'`, also
 *   in ModuleFederationPlugin, turns `output.module` on (guides/author-libraries,
 *   configuration/experiments, plugins/module-federation-plugin).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/content/site';
import {
  blocksUnder,
  build,
  loadConfig,
  makeProject,
  packageOf,
  readPage,
  removeProjects,
  single,
  webpackOf,
  type Config,
  type Major,
} from './webpackProject';

afterAll(removeProjects);

const nodeRequire = createRequire(path.join(ROOT, 'package.json'));

/** The lines of the first fenced block of `page` whose text contains `marker`. */
function blockWith(file: string, marker: string): string[] {
  const block = readPage(file).blocks.find((b) => b.code.includes(marker));
  if (!block) throw new Error(`${file}: no code block with "${marker}"`);
  return block.code.trimEnd().split('\n');
}

describe('Node.js core modules (guides/shimming, migrate/5)', () => {
  const files = {
    'src/index.js': ["import path from 'path';", "console.log(path.join('a', 'b'), typeof process.nextTick);"].join(
      '\n',
    ),
  };

  it('the Shimming guide says version 4 still bundled them', () => {
    const { source } = readPage('docs/guides/shimming.mdx');
    expect(source).toContain('Up to and including version 4, webpack automatically bundled browser versions');
  });

  it('webpack 4 bundles path-browserify for `path` and a `process` polyfill for the global', async () => {
    const result = await build(4, makeProject(files), { mode: 'development', entry: './src/index.js' });
    expect(result.json.errors).toEqual([]);
    const names = result.json.modules.map((m) => m.name);
    expect(names.some((n) => /node_modules\/path-browserify\//.test(n))).toBe(true);
    expect(names.some((n) => /node_modules\/process\/browser\.js/.test(n))).toBe(true);
  });

  it('webpack 5 fails on `path` with the message the Shimming guide shows, and leaves `process` alone', async () => {
    const result = await build(5, makeProject(files), { mode: 'development', entry: './src/index.js' });
    const text = result.text({ all: false, errors: true });
    // The guide's block after its first line, which names the guide's own project directory.
    for (const line of blockWith('docs/guides/shimming.mdx', 'used to include polyfills').slice(1)) {
      expect(text).toContain(line.trim());
    }
    expect(blockWith('docs/migrate/5.mdx', 'used to include polyfills').slice(1)).toEqual(
      blockWith('docs/guides/shimming.mdx', 'used to include polyfills').slice(1),
    );
    expect(result.json.modules.map((m) => m.name).filter((n) => /node_modules\/process\//.test(n))).toEqual([]);
  });
});

describe('import() of a CommonJS module in webpack 4 (migrate/4)', () => {
  const diff = blockWith('docs/migrate/4.mdx', "import('./legacy.js')");
  const before = diff.find((l) => l.startsWith('-'))!.slice(1);
  const after = diff.find((l) => l.startsWith('+'))!.slice(1);
  const exported = /`(module\.exports = function start\(\) \{\})`/.exec(readPage('docs/migrate/4.mdx').source)![1]!;
  /** Each entry exports the promise its import() call returns. */
  const asPromise = (line: string) => `module.exports = ${line.replace(/;$/, '')};`;

  let dist = '';
  beforeAll(async () => {
    const dir = makeProject({
      'src/legacy.js': exported.replace('{}', "{ return 'started'; }"),
      'src/object.js': "module.exports = { start() { return 'started'; } };",
      'src/before.js': asPromise(before),
      'src/after.js': asPromise(after),
      'src/object-entry.js': asPromise("import('./object.js').then((legacy) => legacy.start())"),
      'src/strict.mjs':
        "export default import('./object.js').then((legacy) => [typeof legacy.start, typeof legacy.default.start]);",
    });
    const result = await build(4, dir, {
      mode: 'none',
      target: 'node',
      entry: {
        before: './src/before.js',
        after: './src/after.js',
        object: './src/object-entry.js',
        strict: './src/strict.mjs',
      },
      output: { libraryTarget: 'commonjs2' },
    });
    expect(result.json.errors).toEqual([]);
    dist = path.join(dir, 'dist');
  });

  const run = (name: string) => nodeRequire(path.join(dist, `${name}.js`)) as Promise<unknown>;

  it("the page's old line fails for a module that exports a function: the namespace is not callable", async () => {
    await expect(run('before')).rejects.toThrow(TypeError);
  });

  it("the page's new line reads the function through `default`", async () => {
    await expect(run('after')).resolves.toBe('started');
  });

  it('from a .js file, the namespace also has the properties of an exported object', async () => {
    await expect(run('object')).resolves.toBe('started');
  });

  it('from an .mjs file, the namespace holds `default` alone', async () => {
    const exports = nodeRequire(path.join(dist, 'strict.js')) as { default: Promise<unknown> };
    await expect(exports.default).resolves.toEqual(['undefined', 'function']);
  });
});

describe('CommonsChunkPlugin in webpack 4 (plugins/commons-chunk-plugin)', () => {
  it('reading it throws a RemovedPluginError, printed as the page shows', () => {
    const webpack4 = webpackOf(4) as unknown as { optimize: Record<string, unknown> };
    let error: Error | undefined;
    try {
      void webpack4.optimize.CommonsChunkPlugin;
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.constructor.name).toBe('RemovedPluginError');
    const { source } = readPage('docs/plugins/commons-chunk-plugin.mdx');
    expect(source).toContain('threw a\n`RemovedPluginError`, printed as');
    expect(source).toContain(`\`${String(error)}\``);
  });
});

describe('messages webpack 4 and 5 kept from webpack 2 (migrate/3)', () => {
  const page = 'docs/migrate/3.mdx';

  it.each([4, 5] as const)(
    'webpack %i prints the first two lines of the page\'s "-loader" message',
    async (major: Major) => {
      const dir = makeProject({
        'node_modules/babel-loader/package.json': '{ "name": "babel-loader", "version": "1.0.0", "main": "index.js" }',
        'node_modules/babel-loader/index.js': 'module.exports = (source) => source;',
        'src/index.js': 'console.log(1);',
      });
      const result = await build(major, dir, {
        mode: 'none',
        entry: './src/index.js',
        module: { rules: [{ test: /\.js$/, loader: 'babel' }] },
      });
      const text = result.text({ all: false, errors: true });
      for (const line of blockWith(page, "omit the '-loader' suffix").slice(0, 2)) expect(text).toContain(line);
      expect(text).toContain('https://webpack.js.org/migrate/3/');
    },
  );

  it.each([4, 5] as const)("webpack %i still recognises `debug` and writes 'webpack 2.0.0'", (major: Major) => {
    const webpack = nodeRequire(major === 5 ? 'webpack' : 'webpack4') as {
      validate(options: object): unknown;
      WebpackOptionsValidationError?: new (errors: unknown) => Error;
    };
    let message = '';
    try {
      const errors = webpack.validate({ debug: true });
      // webpack 4 returns the errors, webpack 5 throws them
      if (Array.isArray(errors) && errors.length > 0)
        message = new webpack.WebpackOptionsValidationError!(errors).message;
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("The 'debug' property was removed in webpack 2.0.0.");
    expect(message).toContain('new webpack.LoaderOptionsPlugin({');
    expect(readPage(page).source).toContain('with the version written as `webpack 2.0.0`');
  });
});

describe('the asset hooks of webpack 4 (api/plugins)', () => {
  const HOOKS = ['optimizeChunkAssets', 'additionalChunkAssets', 'afterOptimizeChunkAssets', 'additionalAssets'];
  /** Taps every hook in a fresh Node.js process (deprecations print once per process) and reports what it saw. */
  function tapAll(backCompat: boolean): { present: string[]; stderr: string } {
    const dir = makeProject({ 'src/index.js': 'console.log(1);' });
    const script = `
      const webpack = require(${JSON.stringify(nodeRequire.resolve('webpack'))});
      const hooks = ${JSON.stringify(HOOKS)};
      const present = [];
      const compiler = webpack({
        mode: 'none', context: ${JSON.stringify(dir)}, entry: './src/index.js',
        experiments: { backCompat: ${backCompat} },
        plugins: [{ apply(compiler) { compiler.hooks.thisCompilation.tap('T', (compilation) => {
          for (const name of hooks) {
            if (compilation.hooks[name] === undefined) continue;
            present.push(name);
            compilation.hooks[name].tap('T', () => {});
          }
        }); } }],
      });
      compiler.run((err) => { if (err) throw err; process.stdout.write(JSON.stringify(present)); });
    `;
    const child = spawnSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    return { present: JSON.parse(child.stdout) as string[], stderr: child.stderr };
  }

  it('the page names the three hooks that warn and says additionalAssets does not', () => {
    const { source } = readPage('docs/api/plugins.mdx');
    expect(source).toContain(
      'The asset hooks of webpack 4 (`optimizeChunkAssets`, `additionalChunkAssets`,\n  `afterOptimizeChunkAssets`)',
    );
    expect(source).toContain('`additionalAssets` is deprecated only in the types: it prints nothing and stays.');
  });

  it('with backCompat all four work and all but additionalAssets warn; without it only additionalAssets is left', () => {
    const withCompat = tapAll(true);
    expect(withCompat.present).toEqual(HOOKS);
    const warned = HOOKS.filter((name) => withCompat.stderr.includes(`${name} is deprecated`));
    expect(warned).toEqual(['optimizeChunkAssets', 'additionalChunkAssets', 'afterOptimizeChunkAssets']);
    expect(tapAll(false).present).toEqual(['additionalAssets']);
  });
});

describe('the node_modules cache group: vendors, then defaultVendors (migrate/5)', () => {
  const page = readPage('docs/migrate/5.mdx');
  const blocks = blocksUnder(page, 'Split chunks');
  const v4Block = blocks.find((b) => b.title === 'webpack.config.js (webpack 4)')!;
  const v5Block = blocks.find((b) => b.validate)!;
  const files = {
    ...packageOf('big-lib', 'render', 40_000),
    // The entry's own code is above webpack 5's minRemainingSize too, so that only the cache groups decide.
    'src/index.js': `import { render } from 'big-lib';\nconst OWN = '${'x'.repeat(25_000)}';\ndocument.body.append(render(OWN));`,
  };
  /** The page's `optimization` on a production build without minification, and the JS files it writes. */
  async function jsFiles(major: Major, optimization: Config): Promise<string[]> {
    const dir = makeProject(files);
    const result = await build(major, dir, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { ...optimization, minimize: false },
    });
    expect(result.json.errors).toEqual([]);
    return result.files().filter((f) => f.endsWith('.js'));
  }
  const optimizationOf = (block: typeof v4Block, major: Major) =>
    single(loadConfig(block.code, '/project', major)).optimization as Config;

  it("webpack 4: the page's `vendors: false` leaves the library in the entry chunk", async () => {
    expect(await jsFiles(4, optimizationOf(v4Block, 4))).toEqual(['main.js']);
    // while without it the group splits the library off
    expect((await jsFiles(4, { splitChunks: { chunks: 'all' } })).length).toBe(2);
  });

  it('webpack 5: the same group settings (without the invalid `name: true`) still split the library off', async () => {
    const optimization = optimizationOf(v4Block, 5) as { splitChunks: Config };
    const { name, ...splitChunks } = optimization.splitChunks;
    expect(name).toBe(true);
    expect((await jsFiles(5, { splitChunks })).length).toBe(2);
  });

  it("webpack 5: the page's `defaultVendors: false` keeps it in the entry chunk", async () => {
    expect(await jsFiles(5, optimizationOf(v5Block, 5))).toEqual(['main.js']);
  });
});

describe('ES module output without the experiment (guides/author-libraries, configuration/experiments)', () => {
  const files = { 'src/index.js': 'export const answer = 42;' };

  it("`library.type: 'module'` alone emits an ES module", async () => {
    const result = await build(5, makeProject(files), {
      mode: 'production',
      entry: './src/index.js',
      output: { library: { type: 'module' } },
    });
    expect(result.json.errors).toEqual([]);
    const [file] = result.files().filter((f) => /^main\.m?js$/.test(f));
    expect(result.read(file!)).toMatch(/export\s*\{/);
  });

  it("ModuleFederationPlugin's `library: { type: 'module' }` alone emits an ES module container", async () => {
    const { source } = readPage('docs/plugins/module-federation-plugin.mdx');
    expect(source).toContain("Use `{ type: 'module' }` for an ES module\ncontainer");
    const webpack = webpackOf(5) as unknown as {
      container: { ModuleFederationPlugin: new (options: object) => object };
    };
    const result = await build(5, makeProject({ ...files, 'src/app.js': "import('./index.js');" }), {
      mode: 'production',
      entry: './src/app.js',
      plugins: [
        new webpack.container.ModuleFederationPlugin({
          name: 'app',
          filename: 'remoteEntry.js',
          library: { type: 'module' },
          exposes: { './answer': './src/index.js' },
        }),
      ],
    });
    expect(result.json.errors).toEqual([]);
    expect(result.read('remoteEntry.js')).toMatch(/export\s*\{[^}]*\bas get\b/);
    // output.module is on: the entry chunk gets the .mjs extension
    expect(result.files()).toContain('main.mjs');
  });

  it('`experiments.outputModule: true` is accepted and ignored', async () => {
    const result = await build(5, makeProject(files), {
      mode: 'production',
      entry: './src/index.js',
      experiments: { outputModule: true },
    });
    expect(result.json.errors).toEqual([]);
    expect(result.read('main.js')).not.toMatch(/export\s*\{/);
    const { source } = readPage('docs/configuration/experiments.mdx');
    expect(source).toMatch(
      /`experiments\.outputModule` *\| Set \[output\.module\]\([^)]*\) directly; the old flag alone does nothing\./,
    );
  });
});
