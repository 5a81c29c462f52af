/**
 * Makes the supporters data available to the home page's Support section as
 * the module `@supporters-data`, part of that section's lazy chunk: the file
 * written by `npm run sync:supporters` when there is one, an empty list
 * otherwise, and a fixture of fictional supporters in the end-to-end build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export const DATA_FILE = '.cache/supporters/supporters.json';
export const FIXTURE_FILE = 'tests/fixtures/supporters.json';

export function supportersDataPath(siteDir: string, fixtures = process.env.E2E_FIXTURES === '1'): string {
  if (fixtures) return path.join(siteDir, FIXTURE_FILE);
  const synced = path.join(siteDir, DATA_FILE);
  return fs.existsSync(synced) ? synced : path.join(__dirname, 'empty.json');
}

export default function supportersPlugin(context: LoadContext): Plugin {
  return {
    name: 'supporters',
    configureWebpack() {
      return { resolve: { alias: { '@supporters-data': supportersDataPath(context.siteDir) } } };
    },
  };
}
