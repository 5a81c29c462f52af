/**
 * @jest-environment node
 *
 * split-css against @docusaurus/core and react-loadable-ssr-addon: Docusaurus puts every stylesheet into its `styles`
 * cache group, its manifest is written at `emit` (before the patch adds to it at `afterEmit`), and the server render
 * links the stylesheets that the addon's own `getBundles` finds for the modules a page rendered — which, with the
 * patch's entries, include the route's stylesheets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getBundles } from 'react-loadable-ssr-addon-v5-slorber';
import { addRouteStylesheets, patch, type ClientManifest } from '..';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const addon = path.dirname(require.resolve('react-loadable-ssr-addon-v5-slorber/package.json'));
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe(`plugins/perf/${patch.name} against @docusaurus/core ${patch.reliesOn[0]!.version} and react-loadable-ssr-addon-v5-slorber ${patch.reliesOn[1]!.version}`, () => {
  it('lib/webpack/base.js puts every stylesheet in the `styles` cache group, which the patch narrows', () => {
    expect(read(core, 'lib/webpack/base.js')).toMatch(
      /styles: \{\s*name: 'styles',\s*type: 'css\/mini-extract',\s*chunks: `all`,\s*enforce: true,\s*priority: 50,\s*\}/,
    );
  });

  it('lib/webpack/client.js has the addon write client-manifest.json, at emit (ReactLoadableSSRAddon.js)', () => {
    expect(read(core, 'lib/webpack/client.js')).toMatch(
      /new react_loadable_ssr_addon_v5_slorber_1\.default\(\{\s*filename: clientManifestPath/,
    );
    expect(read(addon, 'lib/ReactLoadableSSRAddon.js')).toContain('compiler.hooks.emit.tapAsync(PLUGIN_NAME');
  });

  it("lib/ssg/ssgTemplate.js links the stylesheets getBundles finds, and it finds a route's with the patch's entries", () => {
    expect(read(core, 'lib/ssg/ssgTemplate.js')).toContain(
      'const stylesheets = (bundles.css ?? []).map((b) => b.file);',
    );
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: { '@theme/DocItem': [17] },
      assets: { 17: { js: [{ file: 'assets/js/17.js', publicPath: '/assets/js/17.js' }] } },
    };
    const chunkGroups = [
      { isInitial: () => true, getFiles: () => ['assets/css/styles.css', 'assets/js/main.js'], origins: [] },
      {
        isInitial: () => false,
        getFiles: () => ['assets/css/docs-styles.css', 'assets/js/17.js'],
        origins: [{ request: '@theme/DocItem' }],
      },
    ];
    const bundles = getBundles(addRouteStylesheets(manifest, chunkGroups, '/') as never, ['@theme/DocItem']);
    expect((bundles.css ?? []).map((bundle: { file: string }) => bundle.file)).toEqual(['assets/css/docs-styles.css']);
  });
});
