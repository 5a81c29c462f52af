/**
 * Docusaurus' generated modules (`.docusaurus/`) as the browser bundle gets them: without what only the server render
 * reads. The main bundle, which every page loads before it is interactive, carries them whole. See the README.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export const LOADER = path.resolve(__dirname, 'loader.cjs');

/** The generated files the loader changes, by name (its `TRANSFORMS`). */
export const TRIMMED_FILES = [
  'registry.js',
  'routes.js',
  'routesChunkNames.json',
  'docusaurus.config.mjs',
  'site-metadata.json',
  'globalData.json',
];

/** Generated JSON files the loader turns into JavaScript modules. */
export const JSON_TO_JAVASCRIPT = ['globalData.json'];

export default function leanGeneratedModulesPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-generated-modules',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: TRIMMED_FILES.map((file) => path.join(context.generatedFilesDir, file)),
              // Before the JavaScript loader, on the file as Docusaurus wrote it.
              enforce: 'pre',
              use: [{ loader: LOADER }],
            },
            {
              test: JSON_TO_JAVASCRIPT.map((file) => path.join(context.generatedFilesDir, file)),
              type: 'javascript/auto',
            },
          ],
        },
      };
    },
  };
}
