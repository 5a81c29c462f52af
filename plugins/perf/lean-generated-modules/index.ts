/**
 * Docusaurus' generated modules (`.docusaurus/`) as the browser bundle gets them: without what only the server render
 * reads. The main bundle, which every page loads before it is interactive, carries them whole. See the README.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'lean-generated-modules',
  summary: 'the route registry, routes, chunk names, site config and global data without what only the server reads',
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/server/codegen/codegen.js', 'lib/server/codegen/codegenRoutes.js'],
      detail:
        'the text of the generated registry.js, routes.js, routesChunkNames.json, docusaurus.config.mjs, site-metadata.json and globalData.json: the loader fails the build on any other form',
    },
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/client/docusaurus.js', 'lib/client/exports/ComponentCreator.js', 'lib/client/preload.js'],
      detail:
        'the browser reads only the loader of a registry entry, finds chunks by the names routesChunkNames.json gives, and makes route components with ComponentCreator(path, hash)',
    },
  ],
};

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
