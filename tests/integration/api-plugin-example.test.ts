/**
 * The example plugin of the Plugin API pages (the code block titled
 * `EntrypointFilesPlugin.js` in docs/ for webpack 5 and in
 * versioned_docs/version-4/ for webpack 4) is taken from the page with the
 * page's configuration and source files, used in a real build, and the
 * `entrypoints.json` it adds must be the one the page prints and list, per
 * entry point, the files webpack wrote, in the order the entry point loads
 * them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, makeProject, readPage, removeProjects, type Major } from './webpackProject';

afterAll(removeProjects);

const PAGES: Record<Major, string> = {
  5: 'docs/api/plugins.mdx',
  4: 'versioned_docs/version-4/api/plugins.mdx',
};

/**
 * Runs a CommonJS file of the page as Node.js would, inside the project: `./` requests load the page's other files,
 * and packages come from the webpack under test (its own `webpack-sources` for webpack 4).
 */
function runFile(dir: string, files: Record<string, string>, name: string, major: Major): unknown {
  const webpackRequire = createRequire(require.resolve(major === 5 ? 'webpack' : 'webpack4'));
  const module = { exports: {} as unknown };
  const localRequire = (request: string): unknown => {
    if (request.startsWith('.')) return runFile(dir, files, path.posix.normalize(request), major);
    return request === 'webpack' ? webpackRequire('./') : webpackRequire(request);
  };
  // The page's code is what is under test: run it as the file it is.
  new Function('module', 'exports', 'require', '__dirname', files[name]!)(module, module.exports, localRequire, dir);
  return module.exports;
}

describe.each([5, 4] as const)('Plugin API page, webpack %i: EntrypointFilesPlugin example', (major) => {
  const { blocks } = readPage(PAGES[major]);
  const titled = (title: string) =>
    blocks.find((b) => b.title === title && (title !== 'webpack.config.js' || b.validate));

  it('is on the page with its configuration, sources and output', () => {
    expect(titled('EntrypointFilesPlugin.js')?.code).toContain(major === 5 ? 'processAssets' : 'hooks.emit');
    expect(titled('webpack.config.js')?.code).toContain('new EntrypointFilesPlugin()');
    expect(titled('src/storefront.js')).toBeDefined();
    expect(titled('dist/entrypoints.json')).toBeDefined();
  });

  it('writes the entrypoints.json the page prints, naming the files written, runtime first', async () => {
    const files = Object.fromEntries(
      ['EntrypointFilesPlugin.js', 'webpack.config.js', 'src/storefront.js', 'src/checkout.js'].map((name) => [
        name,
        titled(name)!.code,
      ]),
    );
    const dir = makeProject(files);
    const config = runFile(dir, files, 'webpack.config.js', major) as Record<string, unknown>;
    const result = await build(major, dir, config);
    expect(result.json.errors).toEqual([]);
    expect(result.json.warnings).toEqual([]);

    const written = result.read('entrypoints.json');
    expect(written).toBe(`${titled('dist/entrypoints.json')!.code}\n`);

    const entrypoints = JSON.parse(written) as Record<string, string[]>;
    expect(Object.keys(entrypoints)).toEqual(['storefront', 'checkout']);
    for (const [name, list] of Object.entries(entrypoints)) {
      expect(list[0]).toMatch(/^runtime\.[0-9a-f]{8}\.js$/);
      expect(list[1]).toMatch(new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`));
      for (const file of list) expect(result.files()).toContain(file);
    }
  });
});
