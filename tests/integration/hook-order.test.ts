/**
 * The "Order of the hooks" sections of the Compiler Hooks and Compilation Hooks
 * pages (docs/ for webpack 5, versioned_docs/version-4/ for webpack 4) against
 * a real `compiler.run()` followed by `compiler.close()` where it exists: every
 * hook the section names is called, in the order the section gives.
 */
import path from 'node:path';
import { makeProject, readPage, removeProjects, webpackOf, type Config, type Major } from './webpackProject';

afterAll(removeProjects);

type Hook = { intercept(interceptor: { call: () => void }): void };
type HookOwner = { hooks: Record<string, Hook | undefined> };
type RunnableCompiler = {
  run(callback: (err: Error | null, stats: { hasErrors(): boolean }) => void): void;
  close?: (callback: () => void) => void;
};

/** Hooks the sections name that a plain run() does not call: they belong to watch mode. */
const NOT_IN_RUN = new Set(['watchRun', 'watchClose']);

/** Intercepts every hook of both objects and records the first call of each, as `compiler.x` / `compilation.x`. */
function recordingPlugin(calls: string[]) {
  const record = (prefix: string, owner: HookOwner) => {
    for (const [name, hook] of Object.entries(owner.hooks)) {
      if (!hook || typeof hook.intercept !== 'function') continue;
      try {
        hook.intercept({
          call: () => {
            if (!calls.includes(`${prefix}.${name}`)) calls.push(`${prefix}.${name}`);
          },
        });
      } catch {
        // webpack 5's deprecated asset hooks refuse interceptors; the pages do not list them.
      }
    }
  };
  return {
    apply(compiler: HookOwner & { hooks: { thisCompilation: { tap(n: string, f: (c: HookOwner) => void): void } } }) {
      record('compiler', compiler);
      compiler.hooks.thisCompilation.tap('RecordHookOrder', (compilation) => record('compilation', compilation));
    },
  };
}

/** The hook names of a page's "Order of the hooks" section, in order (`optimizeModules*` counts as `optimizeModules`). */
function namesInOrderSection(file: string, known: Set<string>): string[] {
  const { source } = readPage(file);
  const start = source.indexOf('## Order of the hooks');
  const end = source.indexOf('\n## ', start + 1);
  const section = source.slice(start, end);
  const names = [...section.matchAll(/`([A-Za-z]+)\*?`/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => known.has(name)))];
}

describe.each([5, 4] as const)('the order of the hooks, webpack %i', (major: Major) => {
  const dir = makeProject({
    'src/index.js': "import('./later.js');\nconsole.log('index');",
    'src/later.js': 'export default 1;',
  });
  const calls: string[] = [];
  let compilerHooks = new Set<string>();
  let compilationHooks = new Set<string>();

  beforeAll(async () => {
    // compiler.run() itself, as the pages describe it (webpack(config, callback) would also close the compiler).
    const compiler = webpackOf(major)({
      context: dir,
      mode: 'production',
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [
        recordingPlugin(calls),
        {
          apply(
            compiler: HookOwner & { hooks: { thisCompilation: { tap(n: string, f: (c: HookOwner) => void): void } } },
          ) {
            compilerHooks = new Set(Object.keys(compiler.hooks));
            compiler.hooks.thisCompilation.tap('Names', (c) => (compilationHooks = new Set(Object.keys(c.hooks))));
          },
        },
      ],
    } as Config) as RunnableCompiler;
    await new Promise<void>((resolve, reject) =>
      compiler.run((err, stats) => {
        calls.push('compiler: the callback of run()');
        if (err || stats.hasErrors()) reject(err ?? new Error('the build failed'));
        else resolve();
      }),
    );
    if (compiler.close) await new Promise<void>((resolve) => compiler.close!(() => resolve()));
  });

  it.each([
    ['compiler', major === 5 ? 'docs/api/compiler-hooks.mdx' : 'versioned_docs/version-4/api/compiler-hooks.mdx'],
    [
      'compilation',
      major === 5 ? 'docs/api/compilation-hooks.mdx' : 'versioned_docs/version-4/api/compilation-hooks.mdx',
    ],
  ] as const)('%s hooks in %s', (owner, file) => {
    const listed = namesInOrderSection(file, owner === 'compiler' ? compilerHooks : compilationHooks);
    expect(listed.length).toBeGreaterThan(owner === 'compiler' ? 15 : 30);
    const expected = listed.filter((name) => !NOT_IN_RUN.has(name)).map((name) => `${owner}.${name}`);
    const called = calls.filter((call) => call.startsWith(`${owner}.`));
    expect(expected.filter((name) => !called.includes(name))).toEqual([]);
    expect(called.filter((name) => expected.includes(name))).toEqual(expected);
  });

  it('runs done, then the callback of run(), then (webpack 5) afterDone', () => {
    const order = ['compiler.done', 'compiler: the callback of run()', 'compiler.afterDone'];
    expect(calls.filter((call) => order.includes(call))).toEqual(major === 5 ? order : order.slice(0, 2));
  });
});
