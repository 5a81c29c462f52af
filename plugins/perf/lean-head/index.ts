/**
 * The browser bundle imports ./helmet.ts wherever it imports react-helmet-async (Docusaurus' client entry and
 * `<Head>`, and any theme or plugin component): the library and the packages it brings (react-fast-compare,
 * shallowequal, invariant) were 5.1 KB gzip of main.js on every page, much of it for what only the server does with
 * it. The server bundle keeps the library, which writes the head of every HTML file. See README.md.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'lean-head',
  summary: "react-helmet-async's browser half, without its server half and its packages",
  kind: 'plugin',
  reliesOn: [
    {
      package: 'react-helmet-async',
      version: '1.3.0',
      files: ['lib/index.js'],
      detail:
        'helmet.ts re-implements the browser behaviour of its Helmet and HelmetProvider (children, reduction, DOM updates)',
    },
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/client/clientEntry.js', 'lib/client/exports/Head.js'],
      detail: 'the browser imports HelmetProvider and Helmet from react-helmet-async, and nothing else',
    },
  ],
};

export const HELMET_MODULE = path.resolve(__dirname, 'helmet.ts');

export default function leanHeadPlugin(): Plugin {
  return {
    name: 'lean-head',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { 'react-helmet-async$': HELMET_MODULE } } };
    },
  };
}
