/**
 * @jest-environment node
 *
 * chunk-filenames against @docusaurus/core: the browser finds a chunk by its name through the bundler's runtime
 * (`__webpack_require__.gca`, which Docusaurus' ChunkAssetPlugin adds), never by its file name, and Docusaurus names
 * chunk files by their names, which is what the patch changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import chunkFilenamesPlugin, { CHUNK_FILENAME, patch } from '..';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const read = (file: string) => fs.readFileSync(path.join(core, file), 'utf8');

describe(`plugins/perf/${patch.name} against @docusaurus/core ${patch.reliesOn[0]!.version}`, () => {
  it('lib/webpack/base.js names chunk files by their chunk names, which the patch replaces with ids', () => {
    expect(read('lib/webpack/base.js')).toMatch(
      /chunkFilename: isProd\s*\? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/,
    );
    expect(CHUNK_FILENAME).toBe('assets/js/[id].[contenthash:8].js');
  });

  it('lib/client/docusaurus.js finds a chunk from its name through __webpack_require__.gca', () => {
    expect(read('lib/client/docusaurus.js')).toContain('__webpack_require__.gca(chunkName)');
    expect(read('lib/webpack/plugins/ChunkAssetPlugin.js')).toContain('.gca');
  });

  it('changes the browser bundle only', () => {
    expect(configureWebpack(chunkFilenamesPlugin(), false)).toEqual({ output: { chunkFilename: CHUNK_FILENAME } });
    expect(configureWebpack(chunkFilenamesPlugin(), true)).toEqual({});
  });
});
