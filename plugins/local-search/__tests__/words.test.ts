/** @jest-environment node */
import {
  isSearchWord,
  messageRuns,
  parseQuery,
  partsOf,
  phraseRuns,
  phraseWords,
  squeeze,
  stem,
} from '../client/words';

describe('the words of a text', () => {
  it('cuts a compound at its separators, underscores and camelCase humps', () => {
    expect(partsOf('devServer.proxy')).toEqual(['devserver', 'dev', 'server', 'proxy']);
    expect(partsOf('html-webpack-plugin')).toEqual(['html', 'webpack', 'plugin']);
    expect(partsOf('__webpack_public_path__')).toEqual(['__webpack_public_path__', 'webpack', 'public', 'path']);
    expect(partsOf('SplitChunksPlugin', false)).toEqual(['splitchunksplugin']);
  });

  it('squeezes a name typed in any way into one, keeping underscores', () => {
    expect(new Set(['devServer.proxy', 'dev server proxy', 'devserverproxy'].map(squeeze))).toEqual(
      new Set(['devserverproxy']),
    );
    expect(squeeze('__webpack_chunkname__')).not.toBe(squeeze('webpackChunkName'));
  });

  it('lets neither stop words nor single letters decide a match, but single digits do', () => {
    expect(['the', 'is', 'a', 'p', 'webpack'].filter(isSearchWord)).toEqual([]);
    expect(['5', 'js', 'loader'].every(isSearchWord)).toBe(true);
  });

  it('stems English words only', () => {
    expect(stem('loaders')).toBe(stem('loader'));
    expect(stem('loading')).toBe(stem('load'));
    expect(stem('v5')).toBe('v5');
  });

  it('stems an adverb to its adjective', () => {
    expect(stem('internally')).toBe(stem('internals'));
    expect(stem('dynamically')).toBe(stem('dynamic'));
    expect(stem('lazily')).toBe(stem('lazy'));
    expect(stem('separately')).toBe(stem('separate'));
    expect(stem('directly')).toBe(stem('direct'));
    // Words that only end like an adverb keep their ending.
    expect(['only', 'apply', 'really', 'assembly'].map(stem)).toEqual(['only', 'apply', 'really', 'assembly']);
  });
});

describe('a query', () => {
  it('keeps the words that decide a match, each once, and the compounds typed', () => {
    expect(parseQuery('how to route the devServer.proxy')).toEqual(
      expect.objectContaining({ words: ['route', 'devserver', 'proxy'], compounds: ['devserver.proxy'] }),
    );
    expect(parseQuery('loader loader').words).toEqual(['loader']);
  });

  it('squeezes the whole query, so that "dev server proxy" finds the name devServer.proxy', () => {
    expect(parseQuery('the dev server proxy').names).toEqual([
      'thedevserverproxy',
      'devserverproxy',
      'developmentserverproxy',
    ]);
  });

  it('matches shorthand typed alone as the word it stands for too, and shorthand for several words as them', () => {
    expect(parseQuery('prod deps')).toEqual(
      expect.objectContaining({ words: ['prod', 'deps'], forms: [['production'], ['dependencies']] }),
    );
    expect(parseQuery('env vars').names).toContain('environmentvariables');
    expect(parseQuery('sw precache')).toEqual(
      expect.objectContaining({ words: ['service', 'worker', 'precache'], forms: [['sw'], [], []] }),
    );
    expect(parseQuery('wds open').words).toEqual(['dev', 'server', 'open']);
    // `vs` between two words asks for a comparison; first, it is an editor's name.
    expect(parseQuery('webpack vs vite')).toEqual(
      expect.objectContaining({ words: ['vs', 'vite'], forms: [['comparison'], []] }),
    );
    expect(parseQuery('vs code').forms).toEqual([[], []]);
    // Code is not shorthand: `process.env.NODE_ENV` is an object the reader wrote.
    expect(parseQuery('process.env.NODE_ENV').forms.flat()).toEqual([]);
  });

  it('falls back to its stop words when it has nothing else, but never to single letters', () => {
    expect(parseQuery('the').words).toEqual(['the']);
    expect(parseQuery('p').words).toEqual([]);
  });

  it('looks up runs of its first words, stop words included, for messages pasted from a terminal', () => {
    const runs = parseQuery('ReferenceError: process is not defined').phrases.map(({ run }) => run);
    expect(runs).toContain('"processisnotdefined');
    expect(runs).toContain('"referenceerrorprocessis');
    expect(phraseRuns(phraseWords('one two'))).toEqual([]);
  });

  it("looks up a message's runs with each name it quotes standing for any name too", () => {
    const typed = messageRuns("export 'formatPrice' (imported as 'formatPrice') was not found", 4).map(
      ({ run }) => run,
    );
    const quoted = messageRuns("export 'formatDate' (imported as 'formatDate') was not found", 6).map(({ run }) => run);
    expect(typed).toContain('"exportformatpriceimported');
    expect(typed.filter((run) => quoted.includes(run))).toEqual(
      expect.arrayContaining(['"export*importedas*was', '"importedas*wasnotfound']),
    );
    expect(typed.filter((run) => quoted.includes(run)).every((run) => run.includes('*'))).toBe(true);
    // A message that quotes nothing has its runs as written only.
    expect(messageRuns('process is not defined', 4)).toEqual(phraseRuns(phraseWords('process is not defined'), 4));
  });

  it('keeps the names a pasted message quotes, not its paths, and reads no quotes in a few typed words', () => {
    expect(parseQuery("configuration.output has an unknown property 'jsonpFunction'").quoted).toEqual([
      'jsonpfunction',
    ]);
    expect(
      parseQuery("ERROR in Entry module not found: Error: Can't resolve './src' in '/home/me/app'").quoted,
    ).toEqual(['src']);
    expect(parseQuery("Module not found: Error: Can't resolve 'crypto' in '/app'").quoted).toEqual(['crypto']);
    expect(parseQuery("'crypto' not found").quoted).toEqual([]);
    expect(
      parseQuery(
        "export 'fetchUser' (imported as 'fetchUser') was not found in './api/users' (possible exports: default)",
      ).quoted,
    ).toEqual(['fetchuser']);
  });

  it("leaves out the words of a file's path in a message, unless the query is nothing else", () => {
    // A quoted request of several segments is the reader's own file; of one ('./src'), it may be what it is about.
    expect(parseQuery("export 'fetchUser' was not found in './api/users'").words).not.toContain('api');
    expect(parseQuery("Can't resolve './src' in '/home/me/app'").words).toContain('src');
    const { words } = parseQuery("Can't resolve 'crypto' in '/home/me/app/node_modules/jsonwebtoken'");
    expect(words).toEqual(['resolve', 'crypto']);
    expect(parseQuery('node_modules/.cache/webpack').words).toEqual(['node_modules', 'node', 'modules', 'cache']);
    expect(parseQuery('asset/resource').words).toEqual(['asset', 'resource']);
  });

  it('keeps the command-line flags typed with their dashes, and no dashes inside or after a word', () => {
    expect(parseQuery('webpack --watch --config-name app').flags).toEqual(['--watch', '--config-name']);
    expect(parseQuery('--Mode=production').flags).toEqual(['--mode']);
    expect(parseQuery('watch a---b foo--bar').flags).toEqual([]);
    // A short flag is one letter with its dash, not a dash inside a word.
    expect(parseQuery('webpack -p').flags).toEqual(['-p']);
    expect(parseQuery('source-map x-p -pq').flags).toEqual([]);
    expect(parseQuery('webpack --wat').lastFlag).toBe('--wat');
    expect(parseQuery('--watch app').lastFlag).toBeUndefined();
  });
});
