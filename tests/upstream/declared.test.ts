/**
 * @jest-environment node
 *
 * Every package the site's code imports is declared in package.json: a package that is only there because another
 * one brings it can change or disappear with that other one's next version.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
/** Code of the site, its build and its tests; tests/integration builds webpack projects whose imports are fixtures. */
const SOURCES = [
  'src',
  'plugins',
  'config',
  'scripts',
  'vote-api/src',
  'vote-api/scripts',
  'tests/e2e',
  'tests/jest',
  'tests/search',
  'tests/upstream',
];
const ROOT_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'];

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

/** Names Docusaurus' bundler resolves itself: its client API (`@docusaurus/Link`…) and react-loadable. */
const clientExports = new Set(
  fs
    .readdirSync(path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `@docusaurus/${file.replace(/\.js$/, '')}`),
);
const BUNDLER_NAMES = new Set(['react-loadable']);
/** Aliases of the site's own: the site, the theme, generated files, and the speed layer's. */
const ALIAS = /^(@site|@theme|@theme-original|@theme-init|@generated|@code-block-utils)\//;

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(m|c)?[jt]sx?$/.test(entry.name) || /[\\/](node_modules|fixtures)[\\/]/.test(file)) {
      return [];
    }
    return [file];
  });
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

function undeclaredImports(): Map<string, string[]> {
  const files = [...SOURCES.flatMap(sourceFiles), ...ROOT_FILES.map((file) => path.join(ROOT, file))];
  const undeclared = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (specifier.startsWith('.') || specifier.startsWith('node:') || ALIAS.test(specifier)) continue;
      const name = packageName(specifier);
      if (builtinModules.includes(name) || clientExports.has(specifier) || BUNDLER_NAMES.has(name)) continue;
      // A type-only package (`mdast`) is declared as its @types package.
      const typesName = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
      if (declared.has(name) || declared.has(typesName)) continue;
      undeclared.set(name, [...(undeclared.get(name) ?? []), path.relative(ROOT, file)]);
    }
  }
  return undeclared;
}

describe('imported packages', () => {
  it('are all declared in package.json', () => {
    expect(Object.fromEntries(undeclaredImports())).toEqual({});
  });
});
