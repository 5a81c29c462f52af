/**
 * The release posts for webpack 5.105 to 5.108 (blog/2026-*-webpack-5-10[5-8].mdx):
 * each post's configuration examples are built with the installed webpack
 * (5.112, where these features still work as the posts describe) and the
 * behaviour the post attributes to the release is checked. What the posts say
 * changed between releases was read from the published packages' lib/,
 * schemas/ and types.d.ts; this test keeps the examples and the behaviour true.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ADD_WASM,
  blocksTitled,
  build,
  importInNode,
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
const post = (version: string) => {
  const file = fs.readdirSync(path.join(__dirname, '../../blog')).find((f) => f.endsWith(`webpack-5-${version}.mdx`));
  if (!file) throw new Error(`no post for 5.${version}`);
  return readPage(`blog/${file}`);
};
const configOf = (page: ReturnType<typeof post>, index = 0) =>
  single(loadConfig(blocksTitled(page.blocks, 'webpack.config.js')[index]!.code, '/unused', 5));

async function buildOk(files: Record<string, string>, config: Config) {
  const dir = makeProject(files);
  const result = await build(5, dir, config);
  expect(result.json.errors).toEqual([]);
  return result;
}

describe('webpack 5.105 post', () => {
  const page = post('105');

  it('writes source maps for JavaScript and none for CSS with the devtool array', async () => {
    const result = await buildOk(
      { 'src/index.js': "import './style.css';\nconsole.log('loaded');", 'src/style.css': 'body { margin: 0; }' },
      { ...configOf(page, 0), entry: './src/index.js' },
    );
    expect(result.files()).toContain('main.js.map');
    expect(result.files()).toContain('main.css');
    expect(result.files().some((f) => f.endsWith('.css.map'))).toBe(false);
  });

  it('resolves the paths of the post’s tsconfig.json with resolve.tsconfig', async () => {
    const files = {
      'tsconfig.json': blocksTitled(page.blocks, 'tsconfig.json')[0]!.code,
      'src/app/format.js': 'export const format = (n) => `${n} items`;',
      'src/index.js': "import { format } from '@app/format';\nconsole.log(format(3));",
    };
    const result = await buildOk(files, { ...configOf(page, 1), mode: 'production', entry: './src/index.js' });
    expect(result.read('main.js')).toContain(' items');
    const without = await build(5, makeProject(files), { mode: 'production', entry: './src/index.js' });
    expect(without.text({})).toContain("Can't resolve '@app/format'");
  });

  it('does not warn about an export checked with `in` on a namespace import', async () => {
    const result = await buildOk(
      {
        'src/dates.js': 'export const format = (d) => d.toISOString();',
        'src/index.js': [
          "import * as dates from './dates.js';",
          "if ('formatRange' in dates) dates.formatRange(1, 2);",
          'console.log(dates.format(new Date()));',
        ].join('\n'),
      },
      { mode: 'production', entry: './src/index.js' },
    );
    expect(result.json.warnings).toEqual([]);
  });
});

describe('webpack 5.106 post', () => {
  const page = post('106');

  it('injects the stylesheet with a <style> element with the style export type', async () => {
    const result = await buildOk(
      { 'src/index.js': "import './style.css';", 'src/style.css': 'body { color: rebeccapurple; }' },
      { ...configOf(page), mode: 'development', devtool: false, entry: './src/index.js' },
    );
    expect(result.files()).not.toContain('main.css');
    expect(result.read('main.js')).toContain("createElement('style')");
    expect(result.read('main.js')).toContain('rebeccapurple');
  });

  it('drops exports a destructured require does not take, in production', async () => {
    const result = await buildOk(
      {
        'src/timing.js': [
          "exports.debounce = () => 'debounce is kept';",
          "exports.throttle = () => 'throttle is dropped';",
        ].join('\n'),
        'src/index.js': "const { debounce } = require('./timing.js');\nconsole.log(debounce(() => 1));",
      },
      { mode: 'production', entry: './src/index.js' },
    );
    expect(result.read('main.js')).toContain('debounce is kept');
    expect(result.read('main.js')).not.toContain('throttle is dropped');
  });

  it('builds the source phase import of the post; the module is compiled, not instantiated', async () => {
    const dir = makeProject({ 'src/physics.js': blocksTitled(page.blocks, 'src/physics.js')[0]!.code });
    fs.writeFileSync(path.join(dir, 'src/physics.wasm'), ADD_WASM);
    const result = await build(5, dir, {
      mode: 'production',
      target: 'node',
      entry: './src/physics.js',
      experiments: { sourceImport: true },
      output: { module: true, library: { type: 'module' } },
    });
    expect(result.json.errors).toEqual([]);
    const report = '(m) => m.createWorld().then((i) => [i instanceof WebAssembly.Instance, i.exports.add(2, 3)])';
    expect(importInNode(path.join(dir, 'dist/main.mjs'), report)).toEqual([true, 5]);
  });

  it('skips the checking of plugin options with validate: false', async () => {
    const files = { 'src/index.js': "console.log('x');" };
    const invalid = () => [new webpack.ManifestPlugin({ filename: '' })];
    await expect(buildOk(files, { mode: 'production', entry: './src/index.js', plugins: invalid() })).rejects.toThrow(
      /options\.filename should be a non-empty string/,
    );
    const dir = makeProject(files);
    const skipped = await build(5, dir, {
      mode: 'production',
      entry: './src/index.js',
      validate: false,
      plugins: invalid(),
    });
    expect(skipped.json.errors).toEqual([]);
  });
});

describe('webpack 5.107 post', () => {
  const page = post('107');

  it('builds the post’s HTML entry with its stylesheet and module script', async () => {
    const result = await buildOk(
      {
        'src/index.html': blocksTitled(page.blocks, 'src/index.html')[0]!.code,
        'src/orders.css': 'main { display: grid; }',
        'src/orders.js': "document.querySelector('#orders').textContent = 'No orders yet';",
      },
      configOf(page),
    );
    const html = result.read('index.html');
    const scripts = [...html.matchAll(/src=([^\s>]+)/g)].map((m) => m[1]!.replace(/"/g, ''));
    const styles = [...html.matchAll(/href=([^\s>]+)/g)].map((m) => m[1]!.replace(/"/g, ''));
    expect(scripts.some((file) => result.read(file).includes('No orders yet'))).toBe(true);
    expect(styles.some((file) => result.read(file).includes('display:grid'))).toBe(true);
  });

  it('exports the DLL plugins under webpack.dll as well', () => {
    expect(webpack.dll.DllPlugin).toBe(webpack.DllPlugin);
    expect(webpack.dll.LibManifestPlugin).toBe(webpack.LibManifestPlugin);
  });
});

describe('webpack 5.108 post', () => {
  const page = post('108');

  it('writes an HTML page for a JavaScript entry with deferred scripts', async () => {
    const result = await buildOk(
      {
        'src/index.js': "import './app.css';\ndocument.body.dataset.ready = 'yes';",
        'src/app.css': 'body { margin: 0; }',
      },
      configOf(page),
    );
    const html = result.read('main.html');
    expect(html).toMatch(/<script defer src=main\.js><\/script>/);
    expect(html).toContain('main.css');
  });

  it('inlines a small constant export in production and drops its module', async () => {
    const files = {
      'src/limits.js': "export const MAX_ITEMS = 50;\nconsole.log('limits module evaluated');",
      'src/index.js': "import { MAX_ITEMS } from './limits.js';\nconsole.log(MAX_ITEMS);",
      'package.json': JSON.stringify({ name: 'p', sideEffects: false }),
    };
    const inlined = await buildOk(files, { mode: 'production', entry: './src/index.js' });
    expect(inlined.read('main.js')).toContain('console.log(50)');
    expect(inlined.read('main.js')).not.toContain('limits module evaluated');
  });

  it('builds a barrel file lazily: a broken module nobody imports does not stop the build', async () => {
    const result = await buildOk(
      {
        'node_modules/icons/package.json': JSON.stringify({ name: 'icons', sideEffects: false, main: 'index.js' }),
        'node_modules/icons/index.js': "export { sun } from './sun.js';\nexport { moon } from './moon.js';",
        'node_modules/icons/sun.js': "export const sun = 'sun';",
        'node_modules/icons/moon.js': 'export const moon = ;',
        'src/index.js': "import { sun } from 'icons';\nconsole.log(sun);",
      },
      { mode: 'production', entry: './src/index.js' },
    );
    expect(result.json.modules.map((m) => m.name)).not.toContain('./node_modules/icons/moon.js');
  });

  it('adds the missing-module check in development, and defineConfig returns its argument', async () => {
    const result = await buildOk(
      { 'src/index.js': "import { x } from './x.js';\nconsole.log(x);", 'src/x.js': "export const x = 'x';" },
      { mode: 'development', devtool: false, entry: './src/index.js' },
    );
    expect(result.read('main.js')).toContain('MODULE_NOT_FOUND');
    const config = { mode: 'production' as const };
    expect(webpack.defineConfig(config)).toBe(config);
  });
});
