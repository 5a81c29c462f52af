/**
 * The devtool page (docs/configuration/devtool.mdx): every value of the "All
 * values" table is built, and what the build emits must match the quality the
 * table gives it. The project has one module that a loader rewrites (it adds
 * lines in front, and returns an exact source map when webpack asks for one),
 * so that a map can be told apart by what it points to:
 *
 * - bundled code: no map and no eval; generated code: `eval()` with a
 *   `sourceURL`, no map;
 * - original / transformed: the map's content for the module is the file as
 *   written / as the loader returned it, and its marker line maps to the line
 *   it has there;
 * - lines only: the marker line maps to one column; original source and
 *   positions: to several;
 * - no content: no `sourcesContent`; not linked: no `sourceMappingURL` comment.
 *
 * The Node.js recommendation is run: `node --enable-source-maps` names the
 * original file and line in a stack trace.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, makeProject, readPage, removeProjects } from './webpackProject';

afterAll(removeProjects);

const page = readPage('docs/configuration/devtool.mdx');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function encode(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64[digit];
  } while (rest > 0);
  return out;
}

type Segment = { column: number; source?: number; line?: number; sourceColumn?: number };

/** The segments of each generated line of a source map's `mappings`. */
function decode(mappings: string): Segment[][] {
  let source = 0;
  let line = 0;
  let sourceColumn = 0;
  return mappings.split(';').map((text) => {
    let column = 0;
    return text
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0]!;
        if (values.length < 4) return { column };
        source += values[1]!;
        line += values[2]!;
        sourceColumn += values[3]!;
        return { column, source, line, sourceColumn };
      });
  });
}

const BANNER_LINES = 4;

/** A loader that puts comment lines in front of the module and maps every column of every line back. */
const LOADER = `
const BASE64 = ${JSON.stringify(BASE64)};
${encode.toString()}
module.exports = function bannerLoader(source) {
  const banner = '// added by the loader\\n'.repeat(${BANNER_LINES});
  if (!this.sourceMap) return banner + source;
  const lines = source.split('\\n');
  let previousColumn = 0;
  const mapped = lines.map((line, index) => {
    const segments = [];
    for (let column = 0; column < Math.max(line.length, 1); column += 1) {
      segments.push(encode(column === 0 ? 0 : 1) + 'A' + encode(column === 0 && index > 0 ? 1 : 0) + encode(column - previousColumn));
      previousColumn = column;
    }
    return segments.join(',');
  });
  const map = { version: 3, sources: [this.resourcePath], sourcesContent: [source], names: [], mappings: ';'.repeat(${BANNER_LINES}) + mapped.join(';') };
  this.callback(null, banner + source, map);
};
`;

const ORIGINAL = [
  'export function total(price, qty) {',
  "  const label = 'marker'; const factor = Math.max(price, qty);",
  '  return label.length + price * qty * factor;',
  '}',
  '',
  'console.log(total(2, 3));',
  '',
].join('\n');
/** The zero-based line of the marker in the source file as written. */
const MARKER_LINE = 1;

type Emitted = {
  eval: boolean;
  map?: { sources: string[]; sourcesContent?: (string | null)[]; mappings: string; debugId?: string };
  generated: string;
  linked: boolean;
};

/** What a build with this devtool emits for the module: its map (if any), the code the map is about, and the link. */
async function emitted(devtool: string | false): Promise<Emitted> {
  const dir = makeProject({ 'src/index.js': ORIGINAL, 'loaders/banner-loader.js': LOADER });
  const result = await build(5, dir, {
    mode: 'development',
    devtool,
    entry: './src/index.js',
    module: {
      rules: [{ test: /\.js$/, include: path.join(dir, 'src'), use: path.join(dir, 'loaders/banner-loader.js') }],
    },
  });
  expect(result.json.errors).toEqual([]);
  const main = result.read('main.js');
  const fromDataUrl = (code: string) => {
    const match = /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)/.exec(code);
    return match ? (JSON.parse(Buffer.from(match[1]!, 'base64').toString('utf8')) as Emitted['map']) : undefined;
  };
  const evaluated = [...main.matchAll(/eval\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1]!) as string)
    .find((code) => code.includes("'marker'"));
  if (evaluated) {
    return { eval: true, map: fromDataUrl(evaluated), generated: evaluated, linked: true };
  }
  const file = result.files().includes('main.js.map')
    ? (JSON.parse(result.read('main.js.map')) as Emitted['map'])
    : undefined;
  return {
    eval: false,
    map: file ?? fromDataUrl(main),
    generated: main,
    linked: main.includes('//# sourceMappingURL='),
  };
}

/** Where the marker line of the generated code points: the source line and the columns of its segments. */
function markerMapping(result: Emitted): { line: number; columns: number } {
  const map = result.map!;
  const source = map.sources.findIndex((name) => /src\/index\.js(\?.*)?$/.test(name));
  expect(source).toBeGreaterThanOrEqual(0);
  const generatedLine = result.generated.split('\n').findIndex((line) => line.includes("'marker'"));
  const segments = decode(map.mappings)[generatedLine]!.filter((segment) => segment.source === source);
  expect(segments.length).toBeGreaterThan(0);
  return {
    line: segments[0]!.line!,
    columns: new Set(segments.map((segment) => segment.sourceColumn)).size,
  };
}

/** The rows of the "All values" table: value and quality. */
const rows = page.source
  .slice(page.source.indexOf('### All values'), page.source.indexOf('What the quality terms mean'))
  .split('\n')
  .map((line) => /^\| `([a-z-]+|false)`\s*\|.*\|\s*([^|]+?)\s*\|$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map((match) => ({ value: match[1]!, quality: match[2]! }));

describe('devtool values', () => {
  it('lists the values of the table', () => {
    expect(rows.length).toBeGreaterThanOrEqual(21);
  });

  it.each(rows.map((row) => [row.value, row.quality] as const))('%s: %s', async (value, quality) => {
    const result = await emitted(value === 'false' ? false : value);
    if (quality === 'bundled code') {
      expect(result).toMatchObject({ eval: false, map: undefined });
      return;
    }
    if (quality === 'generated code') {
      expect(result.eval).toBe(true);
      expect(result.map).toBeUndefined();
      expect(result.generated).toMatch(/\/\/# sourceURL=webpack:\/\/[^\n]*src\/index\.js/);
      return;
    }
    const { line, columns } = markerMapping(result);
    const original = /original/.test(quality);
    expect({ value, line }).toEqual({ value, line: original ? MARKER_LINE : MARKER_LINE + BANNER_LINES });

    const source = result.map!.sources.findIndex((name) => /src\/index\.js(\?.*)?$/.test(name));
    const content = result.map!.sourcesContent?.[source] ?? undefined;
    if (/no content/.test(quality)) expect(content).toBeUndefined();
    else expect(content).toBe(original ? ORIGINAL : `${'// added by the loader\n'.repeat(BANNER_LINES)}${ORIGINAL}`);

    if (/lines only|original lines/.test(quality)) expect(columns).toBe(1);
    if (/original source(?!, lines only)|original positions/.test(quality)) expect(columns).toBeGreaterThan(1);

    expect(result.linked).toBe(!/not linked/.test(quality));
  });

  it('pairs bundle and map with a debug ID for -debugids', async () => {
    const dir = makeProject({ 'src/index.js': ORIGINAL });
    const result = await build(5, dir, {
      mode: 'production',
      devtool: 'hidden-source-map-debugids',
      entry: './src/index.js',
    });
    const id = /\/\/# debugId=([0-9a-f-]+)/.exec(result.read('main.js'))?.[1];
    expect(id).toBeDefined();
    expect((JSON.parse(result.read('main.js.map')) as { debugId: string }).debugId).toBe(id);
    expect(result.read('main.js')).not.toContain('sourceMappingURL');
  });

  it('maps a Node.js stack trace to the source with --enable-source-maps, as recommended', async () => {
    const server = [
      'function handle(request) {',
      "  if (!request) throw new Error('no request');",
      '}',
      '',
      'handle();',
    ].join('\n');
    const dir = makeProject({ 'src/server.js': server });
    const recommended = page.source.includes('node --enable-source-maps dist/main.js');
    expect(recommended).toBe(true);
    await build(5, dir, { mode: 'production', target: 'node', devtool: 'source-map', entry: './src/server.js' });
    const run = spawnSync(process.execPath, ['--enable-source-maps', 'dist/main.js'], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toMatch(/src\/server\.js:2:\d+/);
    expect(fs.existsSync(path.join(dir, 'dist/main.js.map'))).toBe(true);
  });
});
