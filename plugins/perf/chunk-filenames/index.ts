/**
 * Names the browser's lazy chunks by their numeric id instead of their name (`assets/js/5319.1f0c8a2b.js`, not
 * `assets/js/844c2e7d.1f0c8a2b.js`). The bundler's runtime, which every page loads first, maps each chunk to its file
 * name: with `[name]` in the template it carries a second table, of the 330-odd chunk names (Docusaurus names one
 * chunk per page and per piece of route data), about 2.7 KB gzip of hexadecimal that compresses badly. Docusaurus
 * still finds a chunk from its name when it prefetches a linked page (its `__webpack_require__.gca` maps names to
 * ids), and the server render lists files from the build's manifest, so nothing else depends on the names.
 */
import type { Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'chunk-filenames',
  summary: "lazy chunks named by id: the runtime carries no table of Docusaurus' chunk names",
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/webpack/base.js', 'lib/client/docusaurus.js', 'lib/webpack/plugins/ChunkAssetPlugin.js'],
      detail:
        'the browser finds a chunk from its name through `__webpack_require__.gca` (ChunkAssetPlugin), never through its file name',
    },
  ],
};

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { output: { chunkFilename: CHUNK_FILENAME } };
    },
  };
}
