/**
 * Temporary projects built with the installed webpack 5 (`webpack`) or
 * webpack 4 (`webpack4`), for tests that check what a page says a build does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractCodeBlocks, type CodeBlock } from '../../scripts/content/codeBlocks';
import { ROOT } from '../../scripts/content/site';

export type Major = 4 | 5;
export type Config = Record<string, unknown>;

type StatsLike = {
  hasErrors(): boolean;
  toJson(options?: unknown): StatsJson;
  toString(options?: unknown): string;
};
type Compiler = (config: Config, callback?: (err: Error | null, stats: StatsLike) => void) => unknown;

export type StatsModule = { name: string; id: string | number | null; chunks: (string | number)[] };
export type StatsChunk = { id: string | number; names: string[]; files: string[]; size: number; initial: boolean };
export type StatsJson = {
  errors: unknown[];
  warnings: unknown[];
  modules: StatsModule[];
  chunks: StatsChunk[];
  assets: { name: string; size: number }[];
  entrypoints: Record<string, { assets: (string | { name: string })[] }>;
};

export type Build = {
  dir: string;
  /** The compiler webpack returned, for calls after the build such as `close()`. */
  compiler: unknown;
  json: StatsJson;
  /** The stats as JSON with other options, e.g. `{ source: true }` for the modules' code. */
  toJson(options: Config): unknown;
  /** The stats rendered as text, as the CLI prints them with the same options. */
  text(options: Config): string;
  read(file: string): string;
  files(): string[];
};

const rootRequire = createRequire(path.join(ROOT, 'package.json'));

export function webpackOf(major: Major): Compiler & { version: string } {
  return rootRequire(major === 5 ? 'webpack' : 'webpack4') as Compiler & { version: string };
}

const projects: string[] = [];

/** Removes the projects made so far; call from `afterAll`. */
export function removeProjects(): void {
  const cwd = process.cwd();
  const holding = projects.find((dir) => cwd === dir || cwd.startsWith(dir + path.sep));
  // Deleting the working directory would fail every later suite in this Jest worker, far from the cause.
  if (holding) throw new Error(`the process is still in the project ${holding}: a build did not restore the directory`);
  for (const dir of projects.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A project directory with a package.json and the given files (paths relative to it). */
export function makeProject(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-project-'));
  projects.push(dir);
  // webpack 4's Terser plugin keeps its cache in the nearest package's node_modules/.cache.
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "page-project", "private": true }\n');
  writeFiles(dir, files);
  return dir;
}

/**
 * Dates every file and folder under `dir` a minute back. webpack counts a file
 * whose modification time lies within its timestamp accuracy (up to 2 s) of a
 * compilation's start as possibly changed, so a file written just before a build
 * would make the next run of the same compiler, or of a watcher, build it again.
 */
export function dateBack(dir: string): void {
  const past = new Date(Date.now() - 60_000);
  const entries = ['', ...(fs.readdirSync(dir, { recursive: true }) as string[])];
  for (const entry of entries.reverse()) fs.utimesSync(path.join(dir, entry), past, past);
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content.endsWith('\n') ? content : `${content}\n`);
  }
}

/**
 * A stand-in npm package: an ES module exporting one function that uses a
 * string table of `bytes` characters, so that the module (and its minified
 * form) has about that size.
 */
export function packageOf(name: string, exportName: string, bytes: number): Record<string, string> {
  const table = Array.from({ length: bytes }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
    [`node_modules/${name}/index.js`]: [
      `const TABLE = '${table}';`,
      '',
      `export function ${exportName}(input) {`,
      "  const element = document.createElement('div');",
      '  element.dataset.value = TABLE.indexOf(String(input));',
      '  return element;',
      '}',
    ].join('\n'),
  };
}

/** The 8-byte PNG signature: a stand-in image whose bytes, and so whose content hash, the pages' examples print. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A WebAssembly module exporting `add(a, b)` for two 32-bit integers, for the pages' WebAssembly examples. */
export const ADD_WASM = Buffer.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x07, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f, 0x03, 0x02,
  0x01, 0x00, 0x07, 0x07, 0x01, 0x03, 0x61, 0x64, 0x64, 0x00, 0x00, 0x0a, 0x09, 0x01, 0x07, 0x00, 0x20, 0x00, 0x20,
  0x01, 0x6a, 0x0b,
]);

/**
 * Imports the ES module bundle `file` in a Node.js process of its own (Jest runs no ES modules) and returns what
 * `report`, the source of an async function called there with the module namespace, returns, through JSON.
 */
export function importInNode(file: string, report: string): unknown {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(await (${report})(m)));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

/**
 * Runs a configuration file's code as Node.js would, with `__dirname` set to the project, and resolves it as the CLI
 * does: a function export is called with `env` (webpack-cli 3 passes `env` as given; arrays come back as they are).
 */
export function loadConfig(
  code: string,
  dir: string,
  major: Major,
  env: Record<string, unknown> = {},
): Config | Config[] {
  const module = { exports: {} as unknown };
  const localRequire = (request: string): unknown => (request === 'webpack' ? webpackOf(major) : rootRequire(request));
  // The page's configuration is the code under test: run it as the file it is.
  new Function('module', 'exports', 'require', '__dirname', '__filename', code)(
    module,
    module.exports,
    localRequire,
    dir,
    path.join(dir, 'webpack.config.js'),
  );
  const exported = module.exports;
  return (typeof exported === 'function' ? (exported as (e: object) => Config)(env) : exported) as Config | Config[];
}

/** The one configuration of a file that must export a single one. */
export function single(config: Config | Config[]): Config {
  if (Array.isArray(config)) throw new Error('expected a single configuration');
  return config;
}

let previousBuild: Promise<unknown> = Promise.resolve();

/**
 * Builds `dir` with `config`, using the project as context and `dist/` as the default output path.
 * Builds run one at a time: each one changes the process's working directory, and two overlapping
 * builds (a test's `Promise.all`) would restore each other's directory and leave the process in a
 * project that the test then deletes, failing every later suite in the worker with `uv_cwd`.
 */
export function build(major: Major, dir: string, config: Config): Promise<Build> {
  const next = previousBuild.then(() => buildNow(major, dir, config));
  previousBuild = next.catch(() => undefined);
  return next;
}

async function buildNow(major: Major, dir: string, config: Config): Promise<Build> {
  const output = { path: path.join(dir, 'dist'), ...((config.output as Config | undefined) ?? {}) };
  const full: Config = { context: dir, ...config, output };
  const previous = process.cwd();
  process.chdir(dir);
  try {
    let compiler: unknown;
    const stats = await new Promise<StatsLike>((resolve, reject) => {
      compiler = webpackOf(major)(full, (err, result) => (err ? reject(err) : resolve(result)));
    });
    const outDir = output.path as string;
    return {
      dir,
      compiler,
      json: stats.toJson(),
      toJson: (options) => stats.toJson(options),
      text: (options) => stats.toString({ colors: false, ...options }),
      read: (file) => fs.readFileSync(path.join(outDir, file), 'utf8'),
      files: () => (fs.existsSync(outDir) ? (fs.readdirSync(outDir, { recursive: true }) as string[]).sort() : []),
    };
  } finally {
    process.chdir(previous);
  }
}

/** A page's source and code blocks; `file` is relative to the site root. */
export function readPage(file: string): { source: string; blocks: CodeBlock[] } {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return { source, blocks: extractCodeBlocks(source) };
}

/** The titled blocks of a page whose title starts with one of `folders` (`['src/']`), as project files. */
export function filesIn(blocks: CodeBlock[], folders: string[]): Record<string, string> {
  return Object.fromEntries(
    blocks.filter((b) => b.title && folders.some((f) => b.title!.startsWith(f))).map((b) => [b.title!, b.code]),
  );
}

/** The blocks of a page with the given title, in page order; throws when there is none. */
export function blocksTitled(blocks: CodeBlock[], title: string): CodeBlock[] {
  const found = blocks.filter((b) => b.title === title);
  if (found.length === 0) throw new Error(`no block titled "${title}"`);
  return found;
}

/**
 * The lines of a page's source under a heading (by its exact text), up to the next heading of the same or a higher
 * level, as 1-based line numbers: `start` is the heading's line, `end` the next heading's (or one past the last line).
 */
function sectionRange(source: string, heading: string): { start: number; end: number } {
  const lines = source.split('\n');
  let inFence = false;
  let start = -1;
  let level = 0;
  let end = lines.length + 1;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const match = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!match) continue;
    if (start < 0 && match[2]!.trim() === heading) {
      start = i + 1;
      level = match[1]!.length;
    } else if (start >= 0 && match[1]!.length <= level) {
      end = i + 1;
      break;
    }
  }
  if (start < 0) throw new Error(`no heading "${heading}" in the page`);
  return { start, end };
}

/** The code blocks between a heading (by its exact text) and the next heading of the same or a higher level. */
export function blocksUnder(page: { source: string; blocks: CodeBlock[] }, heading: string): CodeBlock[] {
  const { start, end } = sectionRange(page.source, heading);
  return page.blocks.filter((block) => block.line > start && block.line < end);
}

/**
 * The source text (prose and code) between a heading, by its exact text, and the next heading of the same or a higher
 * level.
 */
export function sectionUnder(page: { source: string }, heading: string): string {
  const { start, end } = sectionRange(page.source, heading);
  return page.source
    .split('\n')
    .slice(start, end - 1)
    .join('\n');
}
