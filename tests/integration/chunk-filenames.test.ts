/**
 * Which chunks `output.filename` and `output.chunkFilename` name, as the
 * Output pages and Under The Hood describe it: webpack 4 names the chunks that
 * contain the runtime with `filename` and every other chunk — initial or not —
 * with `chunkFilename`; webpack 5 uses `filename` for every chunk that can be
 * initial.
 */
import { build, makeProject, packageOf, removeProjects, type Major } from './webpackProject';

afterAll(removeProjects);

const FILES = {
  ...packageOf('widgets', 'widget', 40_000),
  'src/index.js':
    "import { widget } from 'widgets';\nconsole.log(widget(1));\nimport(/* webpackChunkName: \"later\" */ './later.js');",
  'src/later.js': "export default 'later';",
};

async function fileNames(major: Major, runtimeChunk?: string): Promise<string[]> {
  const dir = makeProject(FILES);
  const result = await build(major, dir, {
    mode: 'development',
    devtool: false,
    entry: './src/index.js',
    output: { filename: '[name].entry.js', chunkFilename: '[name].chunk.js' },
    optimization: {
      ...(runtimeChunk ? { runtimeChunk } : {}),
      splitChunks: { chunks: 'all', cacheGroups: { vendors: { test: /node_modules/, name: 'vendors' } } },
    },
  });
  expect(result.json.errors).toEqual([]);
  return result.files();
}

describe('output.filename and output.chunkFilename', () => {
  it('webpack 4: only the chunk with the runtime gets filename; an initial vendors chunk gets chunkFilename', async () => {
    expect(await fileNames(4)).toEqual(['later.chunk.js', 'main.entry.js', 'vendors.chunk.js']);
  });

  it('webpack 4: with a runtime chunk, the entry chunk itself is named by chunkFilename', async () => {
    expect(await fileNames(4, 'single')).toEqual([
      'later.chunk.js',
      'main.chunk.js',
      'runtime.entry.js',
      'vendors.chunk.js',
    ]);
  });

  it('webpack 5: every initial chunk gets filename, chunks loaded on demand chunkFilename', async () => {
    expect(await fileNames(5, 'single')).toEqual([
      'later.chunk.js',
      'main.entry.js',
      'runtime.entry.js',
      'vendors.entry.js',
    ]);
  });
});
