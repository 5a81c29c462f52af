/**
 * The Tree Shaking guides (docs/ for webpack 5, versioned_docs/version-4/ for
 * webpack 4) print what webpack emits; these tests build the guides' own
 * files and compare:
 *
 * - the colour example: the development build marks `rgbToHex` as an unused
 *   export (the page's excerpt is part of `dist/main.js`), and the production
 *   build drops it (the page's production output is what webpack writes);
 * - the shapes example: without `sideEffects` the registration of `square.js`
 *   stays, with the page's `"sideEffects": false` the skipped modules are gone,
 *   and with the page's list of files the registration runs again.
 */
import type { CodeBlock } from '../../scripts/content/codeBlocks';
import {
  blocksUnder,
  build,
  loadConfig,
  makeProject,
  readPage,
  removeProjects,
  single,
  type Config,
  type Major,
} from './webpackProject';

afterAll(removeProjects);

const GUIDES: Record<Major, { file: string; marking: string; production: string; production_block: string }> = {
  5: {
    file: 'docs/guides/tree-shaking.mdx',
    marking: 'Watch webpack mark the unused export',
    production: 'Remove it in production',
    production_block: 'dist/main.js',
  },
  4: {
    file: 'versioned_docs/version-4/guides/tree-shaking.mdx',
    marking: 'See the unused export being marked',
    production: 'Let the minifier remove it',
    production_block: 'dist/main.js (end)',
  },
};

/** The files as they stand after the blocks: a `diff` block changes the file of the same title. */
function filesOf(blocks: CodeBlock[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const block of blocks) {
    if (!block.title?.startsWith('src/')) continue;
    if (block.lang === 'diff') {
      files[block.title] = block.code
        .split('\n')
        .filter((line) => !line.startsWith('-'))
        .map((line) => line.slice(1))
        .join('\n');
    } else {
      files[block.title] = block.code;
    }
  }
  return files;
}

/** The `package.json` blocks among `blocks`, in page order. */
const packageJsons = (blocks: CodeBlock[]) => blocks.filter((b) => b.title === 'package.json').map((b) => b.code);

/** A block's content on one line: the pages wrap the minified output. */
const unwrapped = (code: string) => code.replace(/\n/g, '');

function titled(blocks: CodeBlock[], title: string): CodeBlock {
  const block = blocks.find((b) => b.title === title);
  if (!block) throw new Error(`no block titled "${title}"`);
  return block;
}

describe.each([5, 4] as const)('Tree Shaking guide, webpack %i', (major) => {
  const guide = GUIDES[major];
  const page = readPage(guide.file);
  const intro = page.blocks.filter((b) => b.line < titled(blocksUnder(page, guide.marking), 'webpack.config.js').line);
  const files = filesOf([...intro, ...blocksUnder(page, guide.marking)]);
  const configCode = titled(blocksUnder(page, guide.marking), 'webpack.config.js').code;

  async function buildGuide(override: Config = {}, extra: Record<string, string> = files) {
    const dir = makeProject(extra);
    const result = await build(major, dir, { ...single(loadConfig(configCode, dir, major)), ...override });
    expect(result.json.errors).toEqual([]);
    return result;
  }

  it('uses the colour example: hexToRgb is imported, rgbToHex is not', () => {
    expect(files['src/colors.js']).toMatch(/export function hexToRgb[\s\S]*export function rgbToHex/);
    expect(files['src/index.js']).toContain("import { hexToRgb } from './colors.js';");
    expect(Object.values(files).join('\n')).not.toMatch(/import \{[^}]*rgbToHex/);
  });

  it('development with usedExports: the page excerpt is in dist/main.js, rgbToHex marked unused', async () => {
    const result = await buildGuide();
    const bundle = result.read('main.js');
    expect(bundle).toContain(titled(blocksUnder(page, guide.marking), 'dist/main.js (excerpt)').code);
    expect(bundle).toContain('/* unused harmony export rgbToHex */');
    expect(bundle).toContain('function rgbToHex(red, green, blue)');
  });

  it('production: dist/main.js is what the page prints, without rgbToHex', async () => {
    const result = await buildGuide({ mode: 'production' });
    const bundle = result.read('main.js').trim();
    const printed = unwrapped(titled(blocksUnder(page, guide.production), guide.production_block).code);
    if (major === 5) expect(bundle).toBe(printed);
    else expect(bundle.endsWith(printed)).toBe(true);
    expect(result.json.modules.map((m) => m.name)).toContain('./src/index.js + 2 modules');
    expect(bundle).not.toContain('padStart');
    expect(bundle).toContain('1d78c1');
  });

  it('side effects: the registration stays without the flag and goes with "sideEffects": false', async () => {
    const sideEffects = blocksUnder(page, 'Side effects');
    const shapes = filesOf(sideEffects);
    const printed = sideEffects.filter((b) => b.title?.startsWith('dist/main.js')).map((b) => unwrapped(b.code));
    expect(printed).toHaveLength(2);

    const [flag] = packageJsons(sideEffects);
    expect(JSON.parse(flag!).sideEffects).toBe(false);

    const without = await buildGuide({ mode: 'production' }, shapes);
    const flagged = await buildGuide({ mode: 'production' }, { ...shapes, 'package.json': flag! });
    const check = (bundle: string, expected: string) =>
      major === 5 ? expect(bundle.trim()).toBe(expected) : expect(bundle.trim().endsWith(expected)).toBe(true);
    check(without.read('main.js'), printed[0]!);
    check(flagged.read('main.js'), printed[1]!);
    expect(without.read('main.js')).toContain('registered');
    expect(flagged.read('main.js')).not.toContain('registered');
  });

  it('side effects: the listed modules run, and listing square.js without the barrel is not enough', async () => {
    const sideEffects = blocksUnder(page, 'Side effects');
    const shapes = filesOf(sideEffects);
    const [, listing] = packageJsons(sideEffects);
    const { sideEffects: listed } = JSON.parse(listing!) as { sideEffects: string[] };
    expect(listed).toEqual(expect.arrayContaining(['./src/shapes/index.js', './src/shapes/square.js']));

    const kept = (await buildGuide({ mode: 'production' }, { ...shapes, 'package.json': listing! })).read('main.js');
    expect(kept).toContain('registered');
    expect(kept).toContain('square');
    expect(kept).toContain('Math.PI');

    const squareOnly = JSON.stringify({ ...JSON.parse(listing!), sideEffects: ['./src/shapes/square.js'] });
    const lost = (await buildGuide({ mode: 'production' }, { ...shapes, 'package.json': squareOnly })).read('main.js');
    expect(lost).not.toContain('registered');
  });
});
