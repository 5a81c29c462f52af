/**
 * The ManifestPlugin page (docs/plugins/manifest-plugin.mdx) against real
 * webpack 5 builds of its own files: the manifest it prints is the one webpack
 * writes, every listed file exists, the server helper renders the tags it
 * shows, the runtime chunk comes first, and the options example filters,
 * prefixes, extends and serializes as described.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  blocksTitled,
  build,
  filesIn,
  loadConfig,
  makeProject,
  PNG_SIGNATURE,
  readPage,
  removeProjects,
  single,
  webpackOf,
  type Config,
} from './webpackProject';
import type webpackType from 'webpack';

afterAll(removeProjects);

const { ManifestPlugin } = webpackOf(5) as unknown as typeof webpackType;

const page = readPage('docs/plugins/manifest-plugin.mdx');
const [mainConfig, optionsConfig] = blocksTitled(page.blocks, 'webpack.config.js').map((b) => b.code);

type Manifest = {
  entrypoints: Record<string, { imports: string[]; parents?: string[] }>;
  assets: Record<string, { file: string; src?: string }>;
  [key: string]: unknown;
};

/**
 * Content hashes of minified JavaScript depend on the minifier's run (the name it gives mangled variables), so
 * the page's JavaScript hashes are compared as hashes; the hashes of the CSS and the image are compared as written.
 */
const jsHashes = (text: string) => text.replace(/\.[0-9a-f]{20}\.js/g, '.[contenthash].js');

async function buildPage(configCode: string, override: (config: Config) => Config = (c) => c) {
  const dir = makeProject(filesIn(page.blocks, ['src/', 'server/']));
  fs.writeFileSync(path.join(dir, 'src/banner.png'), PNG_SIGNATURE);
  const result = await build(5, dir, override(single(loadConfig(configCode, dir, 5))));
  expect(result.json.errors).toEqual([]);
  return result;
}

describe('ManifestPlugin page', () => {
  it('prints the manifest webpack writes for the example, and every listed file exists', async () => {
    const result = await buildPage(mainConfig!);
    const written = JSON.parse(result.read('manifest.json')) as Manifest;
    const printed = blocksTitled(page.blocks, 'dist/manifest.json')[0]!.code;
    expect(JSON.parse(jsHashes(JSON.stringify(written)))).toEqual(JSON.parse(jsHashes(printed)));
    for (const { file } of Object.values(written.assets)) {
      expect(result.files()).toContain(file.replace(/^\/static\//, ''));
    }
    expect(written.assets['src/banner.png']!.src).toBe('src/banner.png');
  });

  it('renders the tags the page shows with its server helper, parents first', async () => {
    const result = await buildPage(mainConfig!);
    // The helper is the page's code, run as the server would run it.
    const projectRequire = createRequire(path.join(result.dir, 'package.json'));
    const helper = projectRequire('./server/assets.js') as { tagsFor(name: string): string };
    const shown = page.blocks.find((b) => b.lang === 'html' && b.code.includes('checkout'))!.code;
    expect(jsHashes(helper.tagsFor('checkout'))).toBe(jsHashes(shown));
    expect(helper.tagsFor('checkout')).toContain(JSON.parse(result.read('manifest.json')).assets['checkout.js'].file);
  });

  it('lists a separate runtime chunk first, and source maps under their name without the hash', async () => {
    const result = await buildPage(mainConfig!, (config) => ({
      ...config,
      devtool: 'source-map',
      optimization: { runtimeChunk: 'single' },
    }));
    const written = JSON.parse(result.read('manifest.json')) as Manifest;
    expect(written.entrypoints.shop!.imports).toEqual(['runtime.js', 'shop.js', 'shop.css']);
    expect(Object.keys(written.assets)).toEqual(expect.arrayContaining(['shop.js.map', 'shop.css.map', 'runtime.js']));
    expect(written.assets['shop.js.map']!.file).toMatch(/^\/static\/shop\.[0-9a-f]{20}\.js\.map$/);
  });

  it('applies the options example: file name, CDN prefix, no maps, extra key, compact JSON', async () => {
    const result = await buildPage(optionsConfig!);
    expect(result.files()).toContain(path.join('meta', 'assets.json'));
    const text = result.read('meta/assets.json');
    expect(text).not.toContain('\n');
    const written = JSON.parse(text) as Manifest;
    expect(written.generatedBy).toBe('webpack');
    expect(Object.keys(written.assets).some((key) => key.endsWith('.map'))).toBe(false);
    expect(result.files().some((file) => file.endsWith('.js.map'))).toBe(true);
    for (const { file } of Object.values(written.assets)) expect(file).toMatch(/^https:\/\/cdn\.example\.com\/shop\//);
  });

  it("replaces [publicpath] with '/' when the public path is 'auto', and leaves entrypoints out on request", async () => {
    const result = await buildPage(mainConfig!, (config) => ({
      ...config,
      output: { ...(config.output as Config), publicPath: 'auto' },
      plugins: [new ManifestPlugin({ entrypoints: false })],
    }));
    const written = JSON.parse(result.read('manifest.json')) as Manifest;
    expect(written.entrypoints).toBeUndefined();
    expect(written.assets['shop.js']!.file).toMatch(/^\/shop\.[0-9a-f]{20}\.js$/);
  });
});
