/**
 * The MergeDuplicateChunksPlugin page (docs/plugins/merge-duplicate-chunks-plugin.mdx)
 * against real webpack 5 builds of its examples: the two `import()` chunks
 * become one (the stats lines the page prints), stay two without the option or
 * when production uses different exports of the module, and the second
 * instance at a stage after splitChunks merges the chunks that splitChunks
 * left identical.
 */
import {
  blocksTitled,
  blocksUnder,
  build,
  filesIn,
  loadConfig,
  makeProject,
  packageOf,
  readPage,
  removeProjects,
  single,
  type Config,
  type StatsJson,
} from './webpackProject';

afterAll(removeProjects);

const page = readPage('docs/plugins/merge-duplicate-chunks-plugin.mdx');
const [exampleConfig, stageConfig, offConfig] = blocksTitled(page.blocks, 'webpack.config.js').map((b) => b.code);
const exampleFiles = filesIn(blocksUnder(page, 'Example'), ['src/']);
const stageFiles = filesIn(blocksUnder(page, 'stage'), ['src/']);
// A stand-in for date-fns, as large as a real date library, so that splitChunks' size limits are met as they would be.
const dateFns = packageOf('date-fns', 'format', 25_000);

/** The non-entry chunks, each as the list of its modules' names. */
function asyncChunks(json: StatsJson): string[][] {
  return json.chunks
    .filter((chunk) => !chunk.initial)
    .map((chunk) => json.modules.filter((m) => m.chunks.includes(chunk.id)).map((m) => m.name));
}

async function buildWith(files: Record<string, string>, configCode: string, change: (c: Config) => Config = (c) => c) {
  const dir = makeProject(files);
  const result = await build(5, dir, change(single(loadConfig(configCode, dir, 5))));
  expect(result.json.errors).toEqual([]);
  return result;
}

describe('MergeDuplicateChunksPlugin page: example', () => {
  it('emits one chunk for both import() calls, with the stats lines the page prints', async () => {
    const result = await buildWith(exampleFiles, exampleConfig!);
    expect(asyncChunks(result.json)).toEqual([['./src/export-csv.js']]);
    const text = result.text({ chunks: true });
    const printed = blocksTitled(page.blocks, 'npx webpack --stats-chunks (excerpt)')[0]!.code.split('\n');
    for (const line of printed) expect(text).toContain(line);
  });

  it('emits the module twice, as 126.js and 745.js, with the option off', async () => {
    const result = await buildWith(exampleFiles, exampleConfig!, (config) => ({
      ...config,
      optimization: { mergeDuplicateChunks: false },
    }));
    expect(asyncChunks(result.json)).toEqual([['./src/export-csv.js'], ['./src/export-csv.js']]);
    expect(result.files().filter((file) => /^\d+\.js$/.test(file))).toEqual(['126.js', '745.js']);
  });

  it('keeps two chunks in production when the pages use different exports, and merges them in development', async () => {
    const files = {
      ...exampleFiles,
      'src/export-csv.js': `${exampleFiles['src/export-csv.js']}\n\nexport function toTsv(rows) {\n  return rows.map((row) => row.join('\\t')).join('\\n');\n}`,
      'src/admin.js': exampleFiles['src/admin.js']!.replace(/toCsv/g, 'toTsv'),
    };
    const production = await buildWith(files, exampleConfig!);
    expect(asyncChunks(production.json)).toHaveLength(2);
    const development = await buildWith(files, exampleConfig!, (config) => ({ ...config, mode: 'development' }));
    expect(asyncChunks(development.json)).toEqual([['./src/export-csv.js']]);
  });

  it('is switched off by the "Turning it off" configuration', async () => {
    const off = single(loadConfig(offConfig!, '/unused', 5));
    expect(Object.keys(off)).toEqual(['optimization']);
    const result = await buildWith(exampleFiles, exampleConfig!, (config) => ({ ...config, ...off }));
    expect(asyncChunks(result.json)).toHaveLength(2);
  });
});

describe('MergeDuplicateChunksPlugin page: stage', () => {
  it('before splitChunks the dashboard chunk holds date-fns too', async () => {
    const result = await buildWith({ ...stageFiles, ...dateFns }, stageConfig!, (config) => ({
      ...config,
      optimization: { splitChunks: false },
      plugins: [],
    }));
    const chunks = asyncChunks(result.json).map((modules) => modules.sort());
    expect(chunks).toEqual(
      expect.arrayContaining([['./node_modules/date-fns/index.js', './src/summary.js'], ['./src/summary.js']]),
    );
  });

  it('leaves two summary chunks after splitChunks without the second instance, one with it', async () => {
    const without = await buildWith({ ...stageFiles, ...dateFns }, stageConfig!, (config) => ({
      ...config,
      plugins: [],
    }));
    expect(asyncChunks(without.json)).toEqual([['./src/summary.js'], ['./src/summary.js']]);
    const withSecond = await buildWith({ ...stageFiles, ...dateFns }, stageConfig!);
    expect(asyncChunks(withSecond.json)).toEqual([['./src/summary.js']]);
    const vendors = withSecond.json.chunks.find((chunk) => chunk.initial && chunk.names.length === 0);
    expect(withSecond.json.modules.find((m) => m.name === './node_modules/date-fns/index.js')?.chunks).toEqual([
      vendors!.id,
    ]);
  });
});
