/**
 * The version 4 configuration reference (versioned_docs/version-4/configuration/)
 * against webpack 4 itself (node_modules/webpack4):
 *
 * 1. Coverage: every property of webpack 4's schema in the areas below has a
 *    heading whose text is its dotted path (`### output.jsonpFunction`,
 *    `### Rule.loaders`, `## amd` for top-level options). At least 95% must.
 * 2. Defaults: for the most used options, webpack 4's WebpackOptionsDefaulter is
 *    applied to `{ mode: 'development' }` and `{ mode: 'production' }`, and each
 *    mode's value, written as a JavaScript literal, must be one of the code spans
 *    of the `- Default:` line under the option's heading (as for version 5 in
 *    configuration-defaults.test.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  ROOT,
  codeSpans,
  defaultLineOf,
  definition,
  headingsOf,
  loadSchema,
  nodesAt,
  propertyNames,
  type Page,
  type SchemaNode,
} from './configurationSchema';

const V4_DIR = path.join(ROOT, 'versioned_docs/version-4/configuration');
const MINIMUM_COVERAGE = 0.95;

function v4Pages(): Page[] {
  if (!fs.existsSync(V4_DIR)) return [];
  return fs
    .readdirSync(V4_DIR)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => ({
      file: `versioned_docs/version-4/configuration/${name}`,
      source: fs.readFileSync(path.join(V4_DIR, name), 'utf8'),
    }));
}

/** The areas of webpack 4's schema that are counted, with the prefix their headings use. */
const AREAS: { area: string; prefix: string; at?: string[]; definition?: string }[] = [
  { area: 'top level', prefix: '', at: [] },
  { area: 'output', prefix: 'output', at: ['output'] },
  { area: 'module', prefix: 'module', at: ['module'] },
  { area: 'rules', prefix: 'Rule', definition: 'RuleSetRule' },
  { area: 'resolve', prefix: 'resolve', at: ['resolve'] },
  { area: 'optimization', prefix: 'optimization', at: ['optimization'] },
  { area: 'optimization.splitChunks', prefix: 'optimization.splitChunks', at: ['optimization', 'splitChunks'] },
  { area: 'node', prefix: 'node', at: ['node'] },
  { area: 'performance', prefix: 'performance', at: ['performance'] },
  { area: 'stats', prefix: 'stats', at: ['stats'] },
  { area: 'watchOptions', prefix: 'watchOptions', at: ['watchOptions'] },
];

type Expected = { area: string; path: string };

function expectedV4Options(): Expected[] {
  const root: SchemaNode = loadSchema('webpack4/schemas/WebpackOptions.json');
  return AREAS.flatMap((area) => {
    const nodes = area.definition ? [definition(root, area.definition)] : nodesAt(root, area.at!);
    const names = [...new Set(nodes.flatMap((node) => propertyNames(root, node)))];
    return names.map((name) => ({ area: area.area, path: area.prefix ? `${area.prefix}.${name}` : name }));
  });
}

const pages = v4Pages();
const percent = (found: number, total: number) => `${((found / total) * 100).toFixed(1)}%`;

describe('version 4 configuration reference coverage', () => {
  const expected = expectedV4Options();
  const headings = new Set(pages.flatMap((page) => headingsOf(page.source).map((heading) => heading.text)));
  const missing = expected.filter((option) => !headings.has(option.path));
  const found = expected.length - missing.length;

  afterAll(() => {
    const rows = AREAS.map(({ area }) => {
      const inArea = expected.filter((option) => option.area === area);
      const covered = inArea.filter((option) => headings.has(option.path)).length;
      return `  ${area.padEnd(28)} ${String(covered).padStart(3)}/${String(inArea.length).padEnd(3)} ${percent(covered, inArea.length)}`;
    });
    console.log(
      [
        'webpack 4 options with a heading in versioned_docs/version-4/configuration/:',
        ...rows,
        `  ${'overall'.padEnd(28)} ${String(found).padStart(3)}/${String(expected.length).padEnd(3)} ${percent(found, expected.length)}`,
        missing.length > 0
          ? `Missing (${missing.length}):\n${missing.map((option) => `  ${option.path}`).join('\n')}`
          : 'Missing: none',
      ].join('\n'),
    );
  });

  it('reads the options from webpack 4 schema', () => {
    // Sanity checks that the schema walk found the webpack 4 specific options.
    const paths = expected.map((option) => option.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'output.jsonpFunction',
        'Rule.loaders',
        'optimization.namedModules',
        'optimization.splitChunks.automaticNameDelimiter',
        'node.Buffer',
        'serve',
      ]),
    );
    expect(expected.length).toBeGreaterThan(150);
  });

  it(`has a heading for at least ${MINIMUM_COVERAGE * 100}% of them`, () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(found / expected.length).toBeGreaterThanOrEqual(MINIMUM_COVERAGE);
  });
});

type Mode = 'development' | 'production';
const MODES: Mode[] = ['development', 'production'];

type Check = {
  path: string;
  /** For defaults that are absolute paths or set outside the defaulter: the literal the page must show. */
  expected?: string;
};

const CHECKS: Check[] = [
  // Top level
  { path: 'context', expected: 'process.cwd()' },
  { path: 'entry' },
  { path: 'devtool' },
  { path: 'cache' },
  { path: 'target' },
  // output
  { path: 'output.path', expected: "path.join(process.cwd(), 'dist')" },
  { path: 'output.filename' },
  { path: 'output.chunkFilename' },
  // webpack 4 leaves publicPath unset; the runtime then uses ''.
  { path: 'output.publicPath', expected: "''" },
  { path: 'output.pathinfo' },
  { path: 'output.library' },
  { path: 'output.libraryTarget' },
  { path: 'output.jsonpFunction' },
  { path: 'output.chunkCallbackName' },
  { path: 'output.hotUpdateFunction' },
  { path: 'output.globalObject' },
  { path: 'output.sourceMapFilename' },
  { path: 'output.hotUpdateChunkFilename' },
  { path: 'output.hotUpdateMainFilename' },
  { path: 'output.webassemblyModuleFilename' },
  { path: 'output.crossOriginLoading' },
  { path: 'output.jsonpScriptType' },
  { path: 'output.chunkLoadTimeout' },
  { path: 'output.hashFunction' },
  { path: 'output.hashDigest' },
  { path: 'output.hashDigestLength' },
  { path: 'output.devtoolLineToLine' },
  { path: 'output.strictModuleExceptionHandling' },
  // module
  { path: 'module.unsafeCache' },
  { path: 'module.strictExportPresence' },
  { path: 'module.strictThisContextOnImports' },
  { path: 'module.exprContextCritical' },
  { path: 'module.exprContextRegExp' },
  { path: 'module.unknownContextRequest' },
  { path: 'module.wrappedContextCritical' },
  { path: 'module.wrappedContextRegExp' },
  // resolve
  { path: 'resolve.extensions' },
  { path: 'resolve.mainFields' },
  { path: 'resolve.mainFiles' },
  { path: 'resolve.modules' },
  { path: 'resolve.aliasFields' },
  { path: 'resolve.unsafeCache' },
  { path: 'resolve.cacheWithContext' },
  { path: 'resolve.preferAbsolute' },
  // optimization
  { path: 'optimization.minimize' },
  { path: 'optimization.namedModules' },
  { path: 'optimization.namedChunks' },
  { path: 'optimization.hashedModuleIds' },
  { path: 'optimization.occurrenceOrder' },
  { path: 'optimization.usedExports' },
  { path: 'optimization.providedExports' },
  { path: 'optimization.sideEffects' },
  { path: 'optimization.concatenateModules' },
  { path: 'optimization.noEmitOnErrors' },
  { path: 'optimization.nodeEnv' },
  { path: 'optimization.flagIncludedChunks' },
  { path: 'optimization.mergeDuplicateChunks' },
  { path: 'optimization.removeAvailableModules' },
  { path: 'optimization.removeEmptyChunks' },
  { path: 'optimization.portableRecords' },
  { path: 'optimization.checkWasmTypes' },
  { path: 'optimization.mangleWasmImports' },
  { path: 'optimization.splitChunks.chunks' },
  { path: 'optimization.splitChunks.minSize' },
  { path: 'optimization.splitChunks.minChunks' },
  { path: 'optimization.splitChunks.maxAsyncRequests' },
  { path: 'optimization.splitChunks.maxInitialRequests' },
  { path: 'optimization.splitChunks.automaticNameDelimiter' },
  { path: 'optimization.splitChunks.automaticNameMaxLength' },
  { path: 'optimization.splitChunks.name' },
  { path: 'optimization.splitChunks.hidePathInfo' },
  // node
  { path: 'node.global' },
  { path: 'node.process' },
  { path: 'node.Buffer' },
  { path: 'node.__filename' },
  { path: 'node.__dirname' },
  { path: 'node.console' },
  { path: 'node.setImmediate' },
  // performance (off in development mode: only the production values are checked)
  { path: 'performance.hints' },
  { path: 'performance.maxAssetSize' },
  { path: 'performance.maxEntrypointSize' },
  // logging, watching
  { path: 'infrastructureLogging.level' },
  { path: 'infrastructureLogging.debug' },
  // Set by the Watching class (lib/Watching.js), not by the defaulter.
  { path: 'watchOptions.aggregateTimeout', expected: '200' },
];

/** A value as it is written on the pages: a JavaScript literal with single quotes. */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'function') throw new Error('A function default needs an explicit expectation');
  const entries = Object.entries(value as object).filter(([, item]) => item !== undefined);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${key}: ${literal(item)}`).join(', ')} }`;
}

/** Reads a dotted path; not found when a parent is `false` (the whole group is off in that mode). */
function valueAt(options: Record<string, unknown>, dotted: string): { found: boolean; value?: unknown } {
  let current: unknown = options;
  for (const key of dotted.split('.')) {
    if (current === false || current === undefined || current === null) return { found: false };
    current = (current as Record<string, unknown>)[key];
  }
  return { found: current !== undefined, value: current };
}

type Defaulter = { process: (options: object) => Record<string, unknown> };
const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const WebpackOptionsDefaulter = rootRequire('webpack4/lib/WebpackOptionsDefaulter') as new () => Defaulter;

const emptyDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack4-defaults-'));
const resolved = Object.fromEntries(
  MODES.map((mode) => [mode, new WebpackOptionsDefaulter().process({ mode, context: emptyDirectory })]),
) as Record<Mode, Record<string, unknown>>;

afterAll(() => {
  fs.rmSync(emptyDirectory, { recursive: true, force: true });
  console.log(
    `webpack 4 defaults checked for ${CHECKS.length} options:\n${CHECKS.map((check) => {
      const values = MODES.map((mode) => {
        const { found, value } = valueAt(resolved[mode], check.path);
        const shown = check.expected ?? (found ? literal(value) : '(group disabled)');
        return `${mode}: ${shown}`;
      });
      return `  ${check.path.padEnd(46)} ${values.join(', ')}`;
    }).join('\n')}`,
  );
});

describe('version 4 configuration defaults', () => {
  it('checks at least 20 options', () => {
    expect(CHECKS.length).toBeGreaterThanOrEqual(20);
  });

  it('applies the webpack 4 defaulter', () => {
    // Values that differ between webpack 4 and 5, to make sure the right webpack is used.
    expect(resolved.production.output).toMatchObject({ jsonpFunction: 'webpackJsonp', hashFunction: 'md4' });
    expect(valueAt(resolved.production, 'optimization.splitChunks.minSize').value).toBe(30000);
    expect(valueAt(resolved.development, 'optimization.namedModules').value).toBe(true);
  });

  it.each(CHECKS.map((check) => [check.path, check] as const))('%s', (option, check) => {
    const line = defaultLineOf(pages, option);
    if (!line)
      throw new Error(`No "- Default:" line under a heading "${option}" in versioned_docs/version-4/configuration/`);
    const spans = codeSpans(line.line);
    if (check.expected) {
      if (!spans.includes(check.expected)) {
        throw new Error(
          `${line.file}: the default of ${option} is ${check.expected}, but the page says:\n${line.line}`,
        );
      }
      return;
    }
    const expected = [
      ...new Set(
        MODES.flatMap((mode) => {
          const { found, value } = valueAt(resolved[mode], option);
          return found ? [literal(value)] : [];
        }),
      ),
    ];
    expect(expected.length).toBeGreaterThan(0);
    const missing = expected.filter((value) => !spans.includes(value));
    if (missing.length > 0) {
      throw new Error(
        `${line.file}: the default of ${option} is ${missing.join(' / ')}, but the page says:\n${line.line}`,
      );
    }
  });
});
