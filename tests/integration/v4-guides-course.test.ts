/**
 * The course of the webpack 4 guides (versioned_docs/version-4/guides/) prints
 * what webpack 4 emits at each step. These tests replay the pages — their
 * `src/…` and `webpack.config.js` blocks, `diff` blocks applied to the files
 * of the previous step — build with webpack 4 and compare every printed asset
 * table and entry point line:
 *
 * - Getting Started: the first build's summary and the bundle's minified form;
 * - Output Management, Lazy Loading: the asset tables;
 * - Code Splitting: entries, SplitChunksPlugin, `import()`, prefetch;
 * - Caching: the tables, and which hashes change at each step;
 * - Authoring Libraries: the sizes, the UMD wrapper and what `require()` returns.
 *
 * html-webpack-plugin and clean-webpack-plugin are installed here in releases
 * for webpack 5 only, so the builds leave them out and the `index.html` rows
 * are not compared. lodash is the installed release, as `npm install lodash`
 * gives it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CodeBlock } from '../../scripts/content/codeBlocks';
import {
  applyDiff,
  assetNames,
  assetRows,
  entrypointLines,
  inProcessMinimizer,
  installLodash,
  loadV4Config,
  TABLE,
  titled,
} from './v4PageProject';
import {
  blocksUnder,
  build,
  makeProject,
  readPage,
  removeProjects,
  writeFiles,
  type Build,
  type Config,
} from './webpackProject';

afterAll(removeProjects);

const GUIDES = 'versioned_docs/version-4/guides';
const page = (name: string) => readPage(`${GUIDES}/${name}.mdx`);

/** A file set that the pages change: `src/…` files and `webpack.config.js`. */
type Files = Record<string, string>;

const isProjectFile = (title?: string): title is string =>
  !!title && (title.startsWith('src/') || title === 'webpack.config.js');

/** Applies one block of a page to the files: a `diff` changes the file, a full block replaces it. */
function apply(files: Files, block: CodeBlock): void {
  if (!isProjectFile(block.title)) return;
  const current = files[block.title] ?? '';
  if (block.lang === 'diff') files[block.title] = applyDiff(current, block.code);
  else if (block.lang === 'append') files[block.title] = `${current.trimEnd()}\n${block.code}\n`;
  else files[block.title] = block.code;
}

/** The project as Getting Started leaves it (and Output Management after its second entry). */
function gettingStartedFiles(): Files {
  const start = page('getting-started');
  const files: Files = {};
  for (const block of start.blocks.filter((b) => b.title?.startsWith('src/'))) files[block.title!] = block.code;
  files['webpack.config.js'] = titled(start.blocks, 'webpack.config.js').code;
  return files;
}

async function buildFiles(files: Files, override: Config = {}, dir = makeProject({})): Promise<Build> {
  installLodash(dir);
  writeFiles(dir, files);
  const config = { ...loadV4Config(files['webpack.config.js']!, dir), ...override };
  const optimization = { ...inProcessMinimizer(config.devtool), ...(config.optimization as Config | undefined) };
  const result = await build(4, dir, { ...config, optimization });
  expect(result.json.errors).toEqual([]);
  return result;
}

/**
 * Replays a page from `files`: each titled block updates the files, and each untitled `text` block — the printed
 * output of a build — is a checkpoint: the project is built and `check` compares. `before` can change the files
 * before a checkpoint, for steps the page describes in prose.
 */
async function replay(
  blocks: CodeBlock[],
  files: Files,
  override: Config,
  check: (printed: string, result: Build, index: number) => void,
  before: (index: number, files: Files) => void = () => {},
): Promise<Build[]> {
  const dir = makeProject({});
  const results: Build[] = [];
  for (const block of blocks) {
    if (block.lang === 'text' && !block.title) {
      before(results.length, files);
      const result = await buildFiles(files, override, dir);
      check(block.code, result, results.length);
      results.push(result);
    } else {
      apply(files, block);
    }
  }
  return results;
}

/** Every printed row and entry point line is in the build's output (a table with a header must match in full). */
function expectPrinted(printed: string, result: Build): void {
  const built = result.text(TABLE);
  const rows = assetRows(printed);
  if (/^\s*Asset\s+Size/m.test(printed)) expect(assetRows(built)).toEqual(rows);
  else for (const row of rows) expect(assetRows(built)).toContainEqual(row);
  for (const line of entrypointLines(printed)) expect(entrypointLines(built)).toContain(line);
}

describe('Getting Started (webpack 4)', () => {
  const start = page('getting-started');
  const files = gettingStartedFiles();
  const printed = blocksUnder(start, 'Bundle without a configuration').find((b) => b.lang === 'text')!.code;

  it('the first build, without a configuration, prints what the page shows', async () => {
    const { 'webpack.config.js': _config, ...sources } = files;
    const dir = makeProject(sources);
    const result = await build(4, dir, {});
    const text = result.text({ cached: false, cachedAssets: false });
    const lines = (s: string) =>
      s
        .split('\n')
        .filter((line) => /^(main\.js|Entrypoint|\[0\]|\s+\|)/.test(line))
        .map((line) => line.trim().split(/\s+/).join(' '));
    expect(lines(text)).toEqual(lines(printed));
    // The warning the page prints, word for word.
    const warning = printed.slice(printed.indexOf('WARNING in configuration'));
    expect(text).toContain(warning.trim());
  });

  it('dist/main.js begins and ends as the page shows', async () => {
    const { 'webpack.config.js': _config, ...sources } = files;
    const result = await build(4, makeProject(sources), {});
    const minified = blocksUnder(start, 'A look at the output').find((b) => b.lang === 'js')!.code;
    const [head, tail] = minified.split(/\s*\/\* … the rest of the runtime … \*\/\s*/);
    const bundle = result.read('main.js').trim();
    expect(bundle.startsWith(head!)).toBe(true);
    expect(bundle.endsWith(tail!)).toBe(true);
  });
});

describe('Output Management (webpack 4)', () => {
  it('the second entry point builds the printed table', async () => {
    const files = gettingStartedFiles();
    const results = await replay(page('output-management').blocks, files, {}, (printed, result) =>
      expectPrinted(printed, result),
    );
    expect(results).toHaveLength(1);
  });
});

/** The files Code Splitting starts from: Getting Started's modules, Output Management's clock and Development's configuration. */
function developmentFiles(): Files {
  const files = gettingStartedFiles();
  files['src/clock.js'] = titled(page('output-management').blocks, 'src/clock.js').code;
  files['webpack.config.js'] = titled(blocksUnder(page('development'), 'webpack-dev-server'), 'webpack.config.js').code;
  return files;
}

const normalise = (code: string) => code.replace(/\s+/g, ' ').trim();

describe('Code Splitting and Caching (webpack 4)', () => {
  // One project walks through both guides, as a reader does.
  const files = developmentFiles();
  let splitResults: Build[] = [];

  it('Code Splitting: every printed table and entry point line is what the build emits', async () => {
    const splitting = page('code-splitting');
    // The page's outputs come from `npm run build -- --devtool=none`.
    expect(splitting.source).toContain('npm run build -- --devtool=none');
    const finalConfig = titled(blocksUnder(splitting, 'The project after this guide'), 'webpack.config.js').code;
    const blocks = splitting.blocks.filter((b) => b.code !== finalConfig);
    splitResults = await replay(blocks, files, { devtool: 'none' }, (printed, result) =>
      expectPrinted(printed, result),
    );
    expect(splitResults).toHaveLength(4);
    // The page's final configuration is the one its steps produce.
    expect(normalise(files['webpack.config.js']!)).toBe(normalise(finalConfig));
  });

  it('Code Splitting: the runtime grows as the page says once it loads chunks', () => {
    const [, sizeBefore, sizeAfter] = /runtime has grown \((\S+ KiB) to (\S+ KiB)\)/.exec(
      page('code-splitting').source,
    )!;
    const runtimeRow = (result: Build) =>
      assetRows(result.text(TABLE))
        .find((row) => row[0] === 'runtime.bundle.js')!
        .slice(1, 3)
        .join(' ');
    expect(runtimeRow(splitResults[1]!)).toBe(sizeBefore);
    expect(runtimeRow(splitResults[2]!)).toBe(sizeAfter);
  });

  it('Caching: the tables, and the hashes that change from one step to the next, are what the page prints', async () => {
    const caching = page('caching');
    expect(caching.source).toContain('npm run build -- --mode=production --devtool=none');
    const [, reworded] = /reword its sentence to `'([^']+)'`/.exec(caching.source)!;
    const finalConfig = titled(blocksUnder(caching, 'The project after this guide'), 'webpack.config.js').code;
    const printedTables: string[] = [];
    const builtTables: string[] = [];
    let beforeVersion: Files = {};
    const blocks = caching.blocks.filter((b) => b.code !== finalConfig);
    // The untitled block after the import of version.js is appended to src/index.js.
    const appended = blocks.find((b) => b.lang === 'js' && !b.title && b.code.includes('version'))!;
    const results = await replay(
      blocks.map((b) => (b === appended ? { ...b, title: 'src/index.js', lang: 'append' } : b)),
      files,
      { mode: 'production', devtool: 'none' },
      (printed, result) => {
        expectPrinted(printed, result);
        printedTables.push(printed);
        builtTables.push(result.text(TABLE));
      },
      (index, current) => {
        if (index === 1)
          current['src/about.js'] = current['src/about.js']!.replace(/'This section [^']+'/, `'${reworded}'`);
        if (index === 2) beforeVersion = { ...current };
      },
    );
    expect(results).toHaveLength(5);

    // From one printed table to the next, the same files get new hashes in the page and in the build.
    const hashesOf = (table: string) =>
      new Map(
        assetNames(table).map((name) => [
          name.replace(/\.[0-9a-f]{20}\.js$/, ''),
          /\.([0-9a-f]{20})\.js$/.exec(name)?.[1],
        ]),
      );
    const newHashes = (before: string, after: string) => {
      const old = new Set(hashesOf(before).values());
      return [...hashesOf(after)]
        .filter(([, hash]) => !old.has(hash))
        .map(([name]) => name)
        .sort();
    };
    for (const step of [1, 2, 3]) {
      expect(newHashes(builtTables[step - 1]!, builtTables[step]!)).toEqual(
        newHashes(printedTables[step - 1]!, printedTables[step]!),
      );
    }

    // With the version module, version.js takes id 0 and lodash moves from 0 to 1.
    const idOf = (result: Build, name: string) => result.json.modules.find((m) => m.name.startsWith(name))?.id;
    expect(caching.source).toMatch(
      /`version\.js`, used by two chunks, now\s+has id `0`, and lodash moved from `0` to `1`/,
    );
    expect(idOf(results[2]!, './node_modules/lodash/lodash.js')).toBe(0);
    expect(idOf(results[3]!, './src/version.js')).toBe(0);
    expect(idOf(results[3]!, './node_modules/lodash/lodash.js')).toBe(1);

    // With hashed ids, the version change only renames index and clock, compared with a baseline without it.
    expect(caching.source).toContain('only `index` and `clock` have new hashes');
    const baseline = await buildFiles(
      { ...beforeVersion, 'webpack.config.js': files['webpack.config.js']! },
      { mode: 'production', devtool: 'none' },
    );
    expect(newHashes(baseline.text(TABLE), builtTables[4]!)).toEqual(['clock', 'index']);
    expect(normalise(files['webpack.config.js']!)).toBe(normalise(finalConfig));
  });
});

describe('Lazy Loading (webpack 4)', () => {
  const lazy = page('lazy-loading');

  it('the build prints the page table', async () => {
    const files: Files = {};
    const results = await replay(lazy.blocks, files, {}, (printed, result) => expectPrinted(printed, result));
    expect(results).toHaveLength(1);
  });

  it('without a chunk name, the chunk file is named after its id, as the page says', async () => {
    const [, example] = /giving files such as `([^`]+)`/.exec(lazy.source)!;
    const files: Files = {};
    for (const block of lazy.blocks) {
      if (block.title === 'webpack.config.js' && block.lang !== 'diff') apply(files, block);
      else if (block.title?.startsWith('src/')) apply(files, block);
    }
    files['src/index.js'] = files['src/index.js']!.replace(/\/\* webpackChunkName: "word-stats" \*\/ /, '');
    const result = await buildFiles(files);
    expect(result.files()).toContain(example);
  });
});

describe('Authoring Libraries (webpack 4)', () => {
  const library = page('author-libraries');
  const source = titled(library.blocks, 'src/index.js').code;
  const config = titled(library.blocks, 'webpack.config.js', 'js').code;
  const externals = titled(library.blocks, 'webpack.config.js', 'diff').code;

  async function buildLibrary(code: string): Promise<Build> {
    return buildFiles({ 'src/index.js': source, 'webpack.config.js': code });
  }

  const sizeOf = (result: Build) =>
    assetRows(result.text(TABLE))
      .find((row) => row[0] === 'reading-time.js')!
      .slice(1, 3)
      .join(' ');

  it('with lodash bundled, the size the page gives', async () => {
    const [, size] = /Look at the size of `dist\/reading-time\.js`: (\S+ KiB)/.exec(library.source)!;
    expect(sizeOf(await buildLibrary(config))).toBe(size);
  });

  it('with lodash external: the size, the UMD wrapper and what require() returns', async () => {
    const result = await buildLibrary(applyDiff(config, externals));
    const [, size] = /the bundle shrinks to (\S+ KiB)/.exec(library.source)!;
    expect(sizeOf(result)).toBe(size);

    const wrapper = blocksUnder(library, 'Keep the peer dependency out: externals').find(
      (b) => b.lang === 'js' && !b.title,
    )!.code;
    const [head] = wrapper.split(/\s*\/\* … \*\//);
    expect(result.read('reading-time.js').startsWith(head!)).toBe(true);

    // `node -e "console.log(require('./dist/reading-time.js').readingTime('one two three'))"` prints what the page says.
    const lib = createRequire(path.join(result.dir, 'package.json'))('./dist/reading-time.js') as {
      readingTime: (text: string, options?: { wordsPerMinute: number }) => unknown;
    };
    const value = (literal: string) => new Function(`return (${literal});`)() as unknown;
    const [, printed] = /It prints `(\{[^`]+\})`/.exec(library.source)!;
    expect(lib.readingTime('one two three')).toEqual(value(printed!));
    // The CommonJS example: `readingTime('A short text', { wordsPerMinute: 2 })); // { words: 3, … }`.
    const example = library.blocks.find((b) => b.code.includes("require('reading-time')"))!.code;
    const [, call, returned] = /console\.log\((readingTime\([^;]+\))\); \/\/ (\{.+\})$/m.exec(example)!;
    expect(new Function('readingTime', `return ${call};`)(lib.readingTime)).toEqual(value(returned!));
  });
});
