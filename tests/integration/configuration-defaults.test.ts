/**
 * The defaults written on the configuration pages are webpack's real defaults.
 *
 * For each option below, webpack resolves the defaults of `{ mode: 'development' }`
 * and `{ mode: 'production' }` (in an empty directory, so that no package.json or
 * browserslist configuration changes them), and each mode's value, written as a
 * JavaScript literal (`'auto'`, `['index']`, `20000`, `true`), must be one of the
 * code spans of the `- Default:` line under the option's heading.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { codeSpans, configurationPages, defaultLineOf } from './configurationSchema';

type Mode = 'development' | 'production';
const MODES: Mode[] = ['development', 'production'];

type Check = {
  path: string;
  /**
   * For defaults that are absolute paths, functions or normalized forms: the literal the
   * page must show, or several equivalent spellings of which one must appear.
   */
  expected?: string | string[];
  /** The option has no default (webpack leaves it `undefined` in both modes): the page must say `undefined`. */
  unset?: true;
};

const CHECKS: Check[] = [
  // Top level
  { path: 'context', expected: 'process.cwd()' },
  { path: 'entry', expected: "'./src'" },
  { path: 'target' },
  { path: 'devtool' },
  { path: 'watch' },
  { path: 'parallelism' },
  { path: 'profile' },
  { path: 'recordsInputPath' },
  { path: 'recordsOutputPath' },
  { path: 'validate' },
  // output
  // `path.join` and `path.resolve` give the same result for the absolute `process.cwd()`.
  { path: 'output.path', expected: ["path.resolve(process.cwd(), 'dist')", "path.join(process.cwd(), 'dist')"] },
  { path: 'output.filename' },
  { path: 'output.publicPath' },
  { path: 'output.assetModuleFilename' },
  { path: 'output.pathinfo' },
  { path: 'output.iife' },
  { path: 'output.module' },
  { path: 'output.hashFunction' },
  { path: 'output.hashDigestLength' },
  { path: 'output.crossOriginLoading' },
  { path: 'output.chunkLoadTimeout' },
  { path: 'output.clean', unset: true },
  // resolve
  { path: 'resolve.mainFiles' },
  { path: 'resolve.modules' },
  // optimization
  { path: 'optimization.minimize' },
  { path: 'optimization.moduleIds' },
  { path: 'optimization.chunkIds' },
  { path: 'optimization.runtimeChunk' },
  { path: 'optimization.usedExports' },
  { path: 'optimization.sideEffects' },
  { path: 'optimization.concatenateModules' },
  { path: 'optimization.emitOnErrors' },
  { path: 'optimization.nodeEnv' },
  { path: 'optimization.mangleExports' },
  { path: 'optimization.realContentHash' },
  { path: 'optimization.splitChunks.chunks' },
  { path: 'optimization.splitChunks.minSize' },
  { path: 'optimization.splitChunks.maxAsyncRequests' },
  { path: 'optimization.splitChunks.maxSize', unset: true },
  // watch, performance, node, logging
  { path: 'watchOptions.aggregateTimeout', expected: '20' },
  { path: 'performance.hints' },
  { path: 'performance.maxAssetSize' },
  { path: 'performance.maxEntrypointSize' },
  { path: 'node.global' },
  { path: 'node.__filename' },
  { path: 'node.__dirname' },
  { path: 'infrastructureLogging.level' },
  { path: 'infrastructureLogging.debug' },
  // experiments
  { path: 'experiments.futureDefaults' },
  { path: 'experiments.backCompat' },
  { path: 'experiments.asyncWebAssembly' },
  { path: 'experiments.syncWebAssembly' },
  { path: 'experiments.css' },
  { path: 'experiments.html' },
  { path: 'experiments.deferImport' },
  { path: 'experiments.sourceImport' },
  { path: 'experiments.cacheUnaffected' },
  // snapshot
  { path: 'snapshot.module' },
  { path: 'snapshot.resolve' },
  { path: 'snapshot.buildDependencies' },
  { path: 'snapshot.contextModule' },
  { path: 'snapshot.immutablePaths' },
  { path: 'snapshot.unmanagedPaths' },
];

/** A value as it is written on the pages: a JavaScript literal with single quotes. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'function') throw new Error('A function default needs an explicit expectation');
  const entries = Object.entries(value as object).filter(([, item]) => item !== undefined);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${key}: ${literal(item)}`).join(', ')} }`;
}

/** Reads a dotted path; `undefined` when a parent is `false` (the whole group is off in that mode). */
function valueAt(options: Record<string, unknown>, dotted: string): { found: boolean; value?: unknown } {
  let current: unknown = options;
  for (const key of dotted.split('.')) {
    if (current === false) return { found: false };
    current = (current as Record<string, unknown>)[key];
  }
  return { found: current !== undefined, value: current };
}

const emptyDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-defaults-'));
const resolved = Object.fromEntries(
  MODES.map((mode) => [mode, webpack({ mode, context: emptyDirectory }).options as unknown]),
) as Record<Mode, Record<string, unknown>>;
const pages = configurationPages();

afterAll(() => {
  fs.rmSync(emptyDirectory, { recursive: true, force: true });
  console.log(
    `Defaults checked against webpack for ${CHECKS.length} options:\n${CHECKS.map((check) => {
      const values = MODES.map((mode) => {
        const { found, value } = valueAt(resolved[mode], check.path);
        const shown = check.expected
          ? [check.expected].flat().join(' or ')
          : check.unset
            ? 'undefined'
            : found
              ? literal(value)
              : '(group disabled)';
        return `${mode}: ${shown}`;
      });
      return `  ${check.path.padEnd(40)} ${values.join(', ')}`;
    }).join('\n')}`,
  );
});

describe('configuration defaults', () => {
  it('checks at least 30 options', () => {
    expect(CHECKS.length).toBeGreaterThanOrEqual(30);
  });

  it('renders values as JavaScript literals', () => {
    expect(literal('auto')).toBe("'auto'");
    expect(literal(['browser', 'module', 'main'])).toBe("['browser', 'module', 'main']");
    expect(literal(20000)).toBe('20000');
    expect(literal(Infinity)).toBe('Infinity');
    expect(literal({ timestamp: true, hash: true })).toBe('{ timestamp: true, hash: true }');
  });

  it.each(CHECKS.map((check) => [check.path, check] as const))('%s', (option, check) => {
    const line = defaultLineOf(pages, option);
    if (!line) throw new Error(`No "- Default:" line under a heading "${option}" in docs/configuration/`);
    const spans = codeSpans(line.line);
    if (check.expected) {
      const spellings = [check.expected].flat();
      if (!spellings.some((spelling) => spans.includes(spelling))) {
        throw new Error(
          `${line.file}: the default of ${option} is ${spellings.join(' or ')}, but the page says:\n${line.line}`,
        );
      }
      return;
    }
    if (check.unset) {
      for (const mode of MODES) expect(valueAt(resolved[mode], option)).toEqual({ found: false, value: undefined });
      if (!spans.includes('undefined')) {
        throw new Error(`${line.file}: ${option} has no default (undefined), but the page says:\n${line.line}`);
      }
      return;
    }
    const expected = MODES.flatMap((mode) => {
      const { found, value } = valueAt(resolved[mode], option);
      return found ? [literal(value)] : [];
    });
    expect(expected.length).toBeGreaterThan(0);
    const missing = expected.filter((value) => !spans.includes(value));
    if (missing.length > 0) {
      throw new Error(
        `${line.file}: the default of ${option} is ${missing.join(' / ')}, but the page says:\n${line.line}`,
      );
    }
  });

  describe('optimization.minimizeOptions, which depends on more than the mode', () => {
    const resolve = (config: Record<string, unknown>) =>
      webpack({ mode: 'production', context: emptyDirectory, ...config }).options.optimization.minimizeOptions;
    const production = resolve({});
    const variants = {
      'an ES module library': resolve({
        output: { module: true, library: { type: 'module' } },
        experiments: { outputModule: true },
      }),
      'experiments.futureDefaults': resolve({ experiments: { futureDefaults: true } }),
    };

    /** `key: value` for each property `to` adds or changes, looking into objects both sides hold. */
    function changes(from: unknown, to: unknown): string[] {
      const before = (from ?? {}) as Record<string, unknown>;
      return Object.entries(to as Record<string, unknown>).flatMap(([key, value]) => {
        if (literal(value) === literal(before[key])) return [];
        const nested = typeof value === 'object' && value !== null && typeof before[key] === 'object';
        return nested ? changes(before[key], value) : [`${key}: ${literal(value)}`];
      });
    }

    const spans = () => {
      const line = defaultLineOf(pages, 'optimization.minimizeOptions');
      if (!line) throw new Error('No "- Default:" line under "optimization.minimizeOptions"');
      return codeSpans(line.line);
    };

    it('gives the production and development values', () => {
      expect(spans()).toContain(literal(production));
      expect(spans()).toContain(literal(valueAt(resolved.development, 'optimization.minimizeOptions').value));
    });

    it.each(Object.entries(variants))('gives what %s changes', (_name, value) => {
      const changed = changes(production, value);
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.filter((change) => !spans().includes(change))).toEqual([]);
    });
  });

  it.each([
    ["no Plug'n'Play", undefined, 'node_modules/.cache/webpack'],
    ["Yarn 1 Plug'n'Play", '1', '.pnp/.cache/webpack'],
    ["Yarn 2+ Plug'n'Play", '3', '.yarn/.cache/webpack'],
  ])('cache.cacheDirectory with %s', (_name, pnp, directory) => {
    const line = defaultLineOf(pages, 'cache.cacheDirectory');
    expect(line?.line).toContain(`\`${directory}\``);
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-cache-dir-'));
    fs.writeFileSync(path.join(project, 'package.json'), '{}');
    const previous = { cwd: process.cwd(), pnp: Object.getOwnPropertyDescriptor(process.versions, 'pnp') };
    try {
      process.chdir(project);
      if (pnp) Object.defineProperty(process.versions, 'pnp', { value: pnp, configurable: true });
      const options = webpack({ mode: 'production', context: project, cache: { type: 'filesystem' } }).options;
      expect((options.cache as { cacheDirectory: string }).cacheDirectory).toBe(
        path.join(fs.realpathSync(project), directory),
      );
    } finally {
      process.chdir(previous.cwd);
      if (previous.pnp) Object.defineProperty(process.versions, 'pnp', previous.pnp);
      else delete (process.versions as Record<string, string | undefined>).pnp;
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});
