/** @jest-environment node */
import lunr from 'lunr';
import { compoundParts, compoundTokenizer } from '../tokenizer';

const tokenize = compoundTokenizer({ devtool: ['source', 'maps'], hmr: ['hot', 'module', 'replacement'] });
const words = (text: string) => tokenize(text, {}).map(String);

describe('compoundParts', () => {
  it('cuts dotted names, paths and camelCase', () => {
    const parts = (word: string) => compoundParts(word).map(({ part }) => part);
    expect(compoundParts('output.publicPath')).toEqual([
      { part: 'output', at: 0 },
      { part: 'publicpath', at: 7 },
      { part: 'public', at: 7 },
      { part: 'path', at: 13 },
    ]);
    expect(parts('node:path')).toEqual(['node', 'path']);
    expect(parts('webpack/hot/dev')).toEqual(['webpack', 'hot', 'dev']);
    // Each hump, and each run of humps shorter than the word: `splitChunks` finds SplitChunksPlugin.
    expect(parts('SplitChunksPlugin')).toEqual(['split', 'splitchunks', 'chunks', 'chunksplugin', 'plugin']);
    expect(parts('HTMLWebpackPlugin')).toEqual(['html', 'htmlwebpack', 'webpack', 'webpackplugin', 'plugin']);
    // Long texts (mostly code) are cut at dots, slashes and colons only.
    expect(parts('experiments.topLevelAwait')).toContain('top');
    expect(compoundParts('experiments.topLevelAwait', false).map(({ part }) => part)).toEqual([
      'experiments',
      'toplevelawait',
    ]);
  });

  it('leaves a single word alone', () => {
    expect(compoundParts('plain')).toEqual([]);
    expect(compoundParts('Webpack')).toEqual([]);
  });
});

describe('compoundTokenizer', () => {
  it('keeps a compound whole and adds its parts, each at its place in the text', () => {
    const tokens = tokenize('Set devServer.proxy here', {});
    // Neighbours of a compound are not joined to it.
    expect(tokens.map(String)).toEqual(['set', 'devserver.proxy', 'here', 'devserver', 'dev', 'server', 'proxy']);
    const proxy = tokens.at(-1) as unknown as { metadata: { position: number[] } };
    expect(proxy.metadata.position).toEqual([14, 5]);
  });

  it('joins neighbouring words of titles and headings, not of longer texts', () => {
    expect(words('Public Path')).toEqual(['public', 'path', 'publicpath']);
    const tokens = tokenize('Tree Shaking', {});
    const joined = tokens.at(-1) as unknown as { metadata: { position: number[] } };
    expect(String(joined)).toBe('treeshaking');
    expect(joined.metadata.position).toEqual([0, 12]);
    // Up to four neighbouring words: "html-webpack-plugin" is found by `HtmlWebpackPlugin`.
    expect(words('html-webpack-plugin')).toContain('htmlwebpackplugin');
    expect(words('one two three four five')).not.toContain('onetwothreefourfive');
    expect(words('one two three four five six seven eight nine')).not.toContain('onetwo');
  });

  it('adds the synonyms readers search for', () => {
    expect(words('The devtool option')).toEqual(expect.arrayContaining(['devtool', 'source', 'maps']));
    expect(words('HMR')).toEqual(['hmr', 'hot', 'module', 'replacement']);
    // Words that name Object.prototype members are words like any other.
    expect(words('constructor toString')).toEqual(['constructor', 'tostring', 'to', 'string', 'constructortostring']);
  });

  it('makes an index find an option by its own name and by its words', () => {
    const index = lunr(function build() {
      this.tokenizer = tokenize as unknown as typeof lunr.tokenizer;
      this.ref('id');
      this.field('t');
      this.add({ id: 'public', t: 'output.publicPath' });
      this.add({ id: 'filename', t: 'output.filename' });
    });
    expect(index.search('publicPath').map((r) => r.ref)).toEqual(['public']);
    expect(index.search('+public +path').map((r) => r.ref)).toEqual(['public']);
    expect(index.search('output.publicPath').map((r) => r.ref)).toEqual(['public']);
  });
});
