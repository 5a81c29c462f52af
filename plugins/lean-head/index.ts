/**
 * The browser bundle imports ./helmet.ts wherever it imports react-helmet-async (Docusaurus' client entry and
 * `<Head>`, and any theme or plugin component): the library and the packages it brings (react-fast-compare,
 * shallowequal, invariant) were 5.1 KB gzip of main.js on every page, much of it for what only the server does with
 * it. The server bundle keeps the library, which writes the head of every HTML file. See README.md.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

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
