/**
 * Helpers for tests that rebuild the projects of the version 4 guides and
 * concept pages (versioned_docs/version-4/) with webpack 4: applying the pages'
 * `diff` blocks to files, loading their configurations without the plugins
 * that only exist in webpack 5 releases here, and reading the asset tables
 * the pages print.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CodeBlock } from '../../scripts/content/codeBlocks';
import { ROOT } from '../../scripts/content/site';
import { webpackOf, type Config } from './webpackProject';

const rootRequire = createRequire(path.join(ROOT, 'package.json'));

/** The root node_modules, for `resolveLoader.modules`: loaders are found there, not in the project. */
export const ROOT_MODULES = path.join(ROOT, 'node_modules');

/**
 * Applies a page's `diff` block to a file: the context and `-` lines must appear in the file, one after the other;
 * they are replaced by the context and `+` lines.
 */
export function applyDiff(current: string, diff: string): string {
  const before: string[] = [];
  const after: string[] = [];
  for (const line of diff.split('\n')) {
    const mark = line[0] ?? ' ';
    const text = line.slice(1);
    if (mark !== '+') before.push(text);
    if (mark !== '-') after.push(text);
  }
  const lines = current.split('\n');
  const trim = (s: string) => s.trimEnd();
  for (let i = 0; i + before.length <= lines.length; i += 1) {
    if (before.every((text, j) => trim(lines[i + j]!) === trim(text))) {
      return [...lines.slice(0, i), ...after, ...lines.slice(i + before.length)].join('\n');
    }
  }
  throw new Error(`the diff does not apply:\n${diff}`);
}

/** The single block of a list with the given title. */
export function titled(blocks: CodeBlock[], title: string, lang?: string): CodeBlock {
  const found = blocks.filter((b) => b.title === title && (!lang || b.lang === lang));
  if (found.length !== 1) throw new Error(`expected one block titled "${title}", found ${found.length}`);
  return found[0]!;
}

/** A plugin stand-in for packages whose installed release needs webpack 5 (html-webpack-plugin, clean-webpack-plugin). */
class Absent {
  readonly absent = true;
  apply(): void {}
}

const ABSENT = new Set(['html-webpack-plugin', 'clean-webpack-plugin', 'webpack-manifest-plugin']);

/**
 * Runs a page's configuration as Node.js would in the project `dir`, with webpack 4 for `require('webpack')` and
 * stand-ins for the HTML, clean and manifest plugins, which are then left out of the returned configuration: the
 * installed releases of those packages require webpack 5. Asset tables of such builds lack the `index.html` row.
 */
export function loadV4Config(code: string, dir: string): Config {
  const module = { exports: {} as unknown };
  const localRequire = (request: string): unknown => {
    if (request === 'webpack') return webpackOf(4);
    if (ABSENT.has(request))
      return Object.assign(Absent, { CleanWebpackPlugin: Absent, WebpackManifestPlugin: Absent });
    return rootRequire(request);
  };
  new Function('module', 'exports', 'require', '__dirname', '__filename', code)(
    module,
    module.exports,
    localRequire,
    dir,
    path.join(dir, 'webpack.config.js'),
  );
  const config = module.exports as Config;
  const plugins = (config.plugins as object[] | undefined)?.filter((p) => !(p instanceof Absent));
  return plugins ? { ...config, plugins } : config;
}

/** Copies an installed package's `package.json` and the named files into the project's node_modules. */
export function copyPackage(dir: string, name: string, files: string[]): void {
  const target = path.join(dir, 'node_modules', name);
  fs.mkdirSync(target, { recursive: true });
  for (const file of ['package.json', ...files]) {
    fs.copyFileSync(path.join(ROOT_MODULES, name, file), path.join(target, file));
  }
}

/** Links an installed package into the project's node_modules, for code that Node.js runs there (a loader). */
export function linkPackage(dir: string, name: string): void {
  const target = path.join(dir, 'node_modules', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.symlinkSync(path.join(ROOT_MODULES, name), target, 'dir');
}

/** lodash as `npm install lodash` puts it into a project: the package's main file is all a bundle uses. */
export function installLodash(dir: string): void {
  copyPackage(dir, 'lodash', ['lodash.js']);
}

/**
 * The rows of a webpack 4 asset table, as lists of words (column widths differ when a row is missing): the header
 * and `index.html` (written by html-webpack-plugin, which these builds cannot run) are left out, and 20-digit hashes
 * in names become `[hash]`.
 */
export function assetRows(table: string): string[][] {
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((words) => words[0] !== 'index.html' && /\.\w+$/.test(words[0]!))
    .map((words) => words.map((word) => word.replace(/\.[0-9a-f]{20}\./, '.[hash].')));
}

/** The `Entrypoint …` lines of a stats text, hashes masked. */
export function entrypointLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('Entrypoint '))
    .map((line) => line.replace(/\.[0-9a-f]{20}\./g, '.[hash].'));
}

/** The file names of an asset table (with their hashes). */
export function assetNames(table: string): string[] {
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter((name) => /\.js$/.test(name));
}

/** The chunk names (the part before the hash) whose file names differ between two lists of hashed names. */
export function changedNames(before: string[], after: string[]): string[] {
  const key = (name: string) => name.replace(/\.[0-9a-f]{20}\.js$/, '');
  const previous = new Map(before.map((name) => [key(name), name]));
  return after
    .filter((name) => previous.has(key(name)) && previous.get(key(name)) !== name)
    .map(key)
    .sort();
}

/**
 * webpack 4's default minimizer (terser-webpack-plugin 1 with `cache` and `parallel`, and source maps when `devtool`
 * asks for them), but in this process: the output is the same, without starting a worker process for every build.
 */
export function inProcessMinimizer(devtool: unknown): Config {
  const TerserPlugin = createRequire(require.resolve('webpack4/package.json', { paths: [ROOT] }))(
    'terser-webpack-plugin',
  ) as new (options: object) => object;
  const sourceMap = typeof devtool === 'string' && /source-?map/.test(devtool);
  return { minimizer: [new TerserPlugin({ cache: true, parallel: false, sourceMap })] };
}

/** Stats options that print what the pages show: the asset table and the entry points. */
export const TABLE = { all: false, assets: true, entrypoints: true };
