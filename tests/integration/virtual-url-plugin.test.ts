/**
 * The VirtualUrlPlugin page (docs/plugins/virtual-url-plugin.mdx) against real
 * webpack 5 builds: the example's virtual modules export what the page says
 * (the generated routes module is the code the page prints, each page a chunk,
 * the theme a stylesheet), the custom scheme and the error for an unknown id,
 * module ids with a directory, and when a source function runs again with and
 * without `version`, in one watch session and across runs with a filesystem
 * cache.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  blocksTitled,
  build,
  dateBack,
  filesIn,
  loadConfig,
  makeProject,
  readPage,
  removeProjects,
  single,
  webpackOf,
  type Config,
} from './webpackProject';
import type webpackType from 'webpack';

afterAll(removeProjects);

const webpack = webpackOf(5) as unknown as typeof webpackType;
const { VirtualUrlPlugin } = webpack.experiments.schemes;
const page = readPage('docs/plugins/virtual-url-plugin.mdx');
const [mainConfig, schemeConfig] = blocksTitled(page.blocks, 'webpack.config.js').map((b) => b.code);
const sources = filesIn(page.blocks, ['src/index.js', 'src/pages/']);
delete sources['src/index.js (custom scheme)'];

type StatsModule = { name: string; source?: string };

function withCommit<T>(commit: string | undefined, run: () => T): T {
  const previous = process.env.GIT_COMMIT;
  if (commit === undefined) delete process.env.GIT_COMMIT;
  else process.env.GIT_COMMIT = commit;
  try {
    return run();
  } finally {
    if (previous === undefined) delete process.env.GIT_COMMIT;
    else process.env.GIT_COMMIT = previous;
  }
}

describe('VirtualUrlPlugin page: the example', () => {
  it('builds; routes is the code the page prints, each page a chunk, the theme a stylesheet', async () => {
    const dir = makeProject(sources);
    const result = await build(5, dir, single(withCommit(undefined, () => loadConfig(mainConfig!, dir, 5))));
    expect(result.json.errors).toEqual([]);

    const modules = (result.toJson({ modules: true, source: true }) as { modules: StatsModule[] }).modules;
    const routes = modules.find((m) => m.name === 'virtual:routes');
    expect(routes?.source).toBe(blocksTitled(page.blocks, 'virtual:routes')[0]!.code);
    expect(result.text({ modules: true })).toContain('css virtual:theme');

    const chunks = result.json.chunks.filter((chunk) => !chunk.initial);
    expect(chunks).toHaveLength(2);
    expect(result.read('main.css')).toContain('--brand:#1d78c1');
  });

  it('gives the virtual modules the exports the page uses, and loads the pages', async () => {
    const dir = makeProject({
      ...sources,
      'src/exports.js': [
        "export { default as routes } from 'virtual:routes';",
        "export * as flags from 'virtual:feature-flags';",
        "export { commit } from 'virtual:build-info';",
      ].join('\n'),
    });
    const config = single(withCommit('4f2a9c1', () => loadConfig(mainConfig!, dir, 5)));
    const result = await build(5, dir, {
      ...config,
      target: 'node',
      entry: './src/exports.js',
      output: { ...(config.output as Config), library: { type: 'commonjs2' } },
    });
    expect(result.json.errors).toEqual([]);
    // The bundle is the code under test: load it as Node.js would.
    const bundle = createRequire(path.join(dir, 'package.json'))('./dist/main.js') as {
      routes: { path: string; load(): Promise<{ render(flags: object): string }> }[];
      flags: Record<string, boolean>;
      commit: string;
    };
    expect(bundle.routes.map((route) => route.path)).toEqual(['/about', '/home']);
    expect({ ...bundle.flags }).toEqual({ newCheckout: true, darkMode: false });
    expect(bundle.commit).toBe('4f2a9c1');
    const home = await bundle.routes[1]!.load();
    expect(home.render({ newCheckout: bundle.flags.newCheckout })).toBe('<h1>Welcome back</h1>');
  });
});

describe('VirtualUrlPlugin page: schemes, ids and errors', () => {
  it('serves a custom scheme, and names the id it cannot resolve', async () => {
    const scheme = blocksTitled(page.blocks, 'src/index.js (custom scheme)')[0]!.code;
    const dir = makeProject({ 'src/index.js': scheme, 'src/missing.js': "import 'app:nothing-here';" });
    const ok = await build(5, dir, single(loadConfig(schemeConfig!, dir, 5)));
    expect(ok.json.errors).toEqual([]);
    // a development build: the module is inside an eval string, its quotes escaped
    expect(ok.read('main.js')).toMatch(/app:config[\s\S]*apiUrl\\?":\\?"\/api/);

    const failed = await build(5, dir, { ...single(loadConfig(schemeConfig!, dir, 5)), entry: './src/missing.js' });
    expect(failed.text({})).toContain("Can't resolve virtual module app:nothing-here");
  });

  it('treats an id ending in .css as a stylesheet and resolves relative requests from the id’s directory', async () => {
    const dir = makeProject({
      'src/index.js': "import 'virtual:tokens.css';\nimport format from 'virtual:lib/format';\nconsole.log(format(2));",
      'lib/round.js': 'export default (n) => n.toFixed(1);',
    });
    const result = await build(5, dir, {
      mode: 'production',
      entry: './src/index.js',
      plugins: [
        new VirtualUrlPlugin({
          'tokens.css': ':root { --gap: 8px; }',
          'lib/format': "import round from './round.js';\nexport default (n) => `${round(n)} kg`;",
        }),
      ],
    });
    expect(result.json.errors).toEqual([]);
    expect(result.read('main.css')).toContain('--gap');
    expect(result.read('main.js')).toContain('toFixed(1)');
  });

  it('reports an error thrown by a source function as a build error', async () => {
    const dir = makeProject({ 'src/index.js': "import 'virtual:broken';" });
    const result = await build(5, dir, {
      mode: 'development',
      entry: './src/index.js',
      plugins: [
        new VirtualUrlPlugin({
          broken: () => {
            throw new Error('no routes folder');
          },
        }),
      ],
    });
    expect(result.text({})).toContain('no routes folder');
    expect(result.json.errors).toHaveLength(1);
  });
});

describe('VirtualUrlPlugin page: when a source runs again', () => {
  function counting(dir: string, state: { version: string }, cache?: { type: 'filesystem'; cacheDirectory: string }) {
    const counts = { plain: 0, always: 0, string: 0, fn: 0, folder: 0 };
    const compiler = webpack({
      mode: 'development',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      ...(cache ? { cache } : {}),
      infrastructureLogging: { level: 'error' },
      plugins: [
        new VirtualUrlPlugin({
          plain: () => `export default ${++counts.plain};`,
          always: { version: true, source: () => `export default ${++counts.always};` },
          string: { version: state.version, source: () => `export default ${++counts.string};` },
          fn: { version: () => state.version, source: () => `export default ${++counts.fn};` },
          folder(loaderContext) {
            counts.folder += 1;
            loaderContext.addContextDependency(path.join(dir, 'src/pages'));
            return `export default ${JSON.stringify(fs.readdirSync(path.join(dir, 'src/pages')).sort())};`;
          },
        }),
      ],
    });
    const run = () =>
      new Promise<void>((resolve, reject) =>
        compiler.run((err, stats) => (err ? reject(err) : stats!.hasErrors() ? reject(stats!.toString()) : resolve())),
      );
    const close = () => new Promise<void>((resolve) => compiler.close(() => resolve()));
    return { counts, run, close };
  }

  const files = {
    'src/index.js': ['plain', 'always', 'string', 'fn', 'folder'].map((id) => `import 'virtual:${id}';`).join('\n'),
    'src/pages/home.js': 'export default 1;',
  };

  // Each project is dated back: a file written within webpack's timestamp accuracy of a run counts as changed on the next.
  function project(): string {
    const dir = makeProject(files);
    dateBack(dir);
    return dir;
  }

  it('in one session: plain never, true always, a version when it changes, a folder when it changes', async () => {
    const dir = project();
    const state = { version: 'a' };
    const { counts, run, close } = counting(dir, state);
    await run();
    expect(counts).toEqual({ plain: 1, always: 1, string: 1, fn: 1, folder: 1 });
    await run();
    expect(counts).toEqual({ plain: 1, always: 2, string: 1, fn: 1, folder: 1 });
    state.version = 'b';
    fs.writeFileSync(path.join(dir, 'src/pages/about.js'), 'export default 2;\n');
    await run();
    // The string version was read when the plugin was made; the function is asked again.
    expect(counts).toEqual({ plain: 1, always: 3, string: 1, fn: 2, folder: 2 });
    await close();
  });

  it('across runs with a filesystem cache: no version keeps the first source, a changed version makes it again', async () => {
    const dir = project();
    const cache = { type: 'filesystem' as const, cacheDirectory: path.join(dir, '.cache') };
    const first = counting(dir, { version: 'a' }, cache);
    await first.run();
    await first.close();
    const second = counting(dir, { version: 'a' }, cache);
    await second.run();
    await second.close();
    expect(second.counts).toEqual({ plain: 0, always: 1, string: 0, fn: 0, folder: 0 });
    const third = counting(dir, { version: 'b' }, cache);
    await third.run();
    await third.close();
    expect(third.counts).toEqual({ plain: 0, always: 1, string: 1, fn: 1, folder: 0 });
  });
});
