/** @jest-environment node */
import { codeNames, headingNames, packageClassName, qualifiedNames, sectionNames } from '../indexer/names';

describe('the code names of a heading', () => {
  it('are the heading when it is one name, or each name it lists', () => {
    expect(headingNames('devServer.proxy')).toEqual(['devServer.proxy']);
    expect(headingNames('compiler.run()')).toEqual(['compiler.run']);
    expect(headingNames('tap, tapAsync and tapPromise')).toEqual(['tap', 'tapAsync', 'tapPromise']);
    expect(headingNames('dispose (or addDisposeHandler)')).toEqual(['dispose', 'addDisposeHandler']);
    expect(headingNames('--config')).toEqual(['--config']);
  });

  it('are none for a heading in words, even one that mentions a name', () => {
    expect(headingNames('Pitfalls')).toEqual([]);
    expect(headingNames('Content hashes in file names')).toEqual([]);
    expect(headingNames('Pure CSS, CSS modules and PostCSS')).toEqual([]);
  });
});

describe('other names', () => {
  it('names a hook or method by the qualified name its section calls it by', () => {
    const text =
      'compiler.hooks.emit.tapAsync("MyPlugin", …) runs before files are written; compiler.hooks.emit.tap too.';
    expect(qualifiedNames('emit', text)).toEqual(['compiler.hooks.emit']);
    expect(qualifiedNames('moduleIds', 'See optimization.moduleIds for the algorithm.')).toEqual([]);
  });

  it('finds the code a heading in words stands for', () => {
    expect(codeNames('Content hashes in file names', 'Use [contenthash] in output.filename.')).toEqual(['contenthash']);
    expect(codeNames('Keep module ids stable', "Set optimization.moduleIds: 'deterministic'.")).toEqual(['moduleIds']);
  });

  it("gives a webpack-contrib plugin's page its class name", () => {
    expect(packageClassName('terser-webpack-plugin')).toBe('TerserPlugin');
    expect(packageClassName('css-loader')).toBeUndefined();
  });
});

describe('sectionNames', () => {
  const names = sectionNames(
    [
      { heading: 'Hot Module Replacement', text: 'The API.', level: 1 },
      { heading: 'devServer.proxy', text: 'Forwards requests.', level: 3 },
      { heading: 'Module API', text: 'Call these on import.meta.webpackHot or module.hot.', level: 2 },
      { heading: 'accept', text: 'Accepts updates.', level: 3 },
      { heading: 'Content hashes in file names', text: 'Put [contenthash] in names.', level: 2 },
    ],
    new Set(['module.hot.accept']),
  );

  it("names the page's top by its title, a heading that is one option by its name and its last segment", () => {
    expect(names[0]!.primary).toEqual(['hotmodulereplacement']);
    expect(names[1]).toEqual({
      primary: ['devserverproxy', 'proxy'],
      aliases: [],
      words: [],
      written: ['devServer.proxy'],
    });
  });

  it("gives a group's member the qualified name the site writes, as another name", () => {
    expect(names[3]).toEqual({
      primary: ['accept'],
      aliases: ['modulehotaccept'],
      words: [],
      written: ['module.hot.accept'],
    });
  });

  it('gives a heading in words the code it stands for as words, not as names', () => {
    expect(names[4]).toEqual({ primary: [], aliases: [], words: ['contenthash'], written: [] });
  });

  it('gives a title the words readers use instead of its own as names', () => {
    const [devtool] = sectionNames([{ heading: 'Devtool', text: '', level: 1 }], new Set(), {
      devtool: ['source', 'maps'],
    });
    expect(devtool!.primary).toEqual(['devtool', 'sourcemaps']);
  });

  it('gives a section the code names its list defines as other names, not words or quoted values', () => {
    const [, values] = sectionNames(
      [
        { heading: 'Devtool', text: '', level: 1 },
        {
          heading: 'All values',
          text: '',
          level: 3,
          terms: ['eval-source-map', "'eval'", 'include', 'Some words', 'copy-webpack-plugin', '--watch'],
        },
      ],
      new Set(),
    );
    expect(values!.aliases).toEqual(['evalsourcemap']);
  });

  it('names a short section that points to another page by its heading as another name only', () => {
    const [, pointer] = sectionNames(
      [
        { heading: 'Module Variables', text: '', level: 1 },
        {
          heading: 'import.meta.webpackContext',
          text: 'See Module Methods.',
          level: 3,
          links: ['/api/module-methods/'],
        },
      ],
      new Set(),
    );
    expect(pointer).toMatchObject({ primary: [], aliases: ['importmetawebpackcontext', 'webpackcontext'] });
  });

  it("names a hook's heading by its name as words, not as a name: options and placeholders share hooks' names", () => {
    const [, hook] = sectionNames(
      [
        { heading: 'Compilation Hooks', text: '', level: 1 },
        { heading: 'contentHash', text: 'Computes hashes.', level: 3, code: ['SyncHook<[Chunk]>', '[contenthash]'] },
      ],
      new Set(),
    );
    expect(hook).toEqual({ primary: [], aliases: [], words: ['contenthash'], written: [] });
  });

  it('gives a package page the name of its tool and of its class', () => {
    const [loader] = sectionNames([{ heading: 'postcss-loader', text: '', level: 1 }], new Set());
    expect(loader!.aliases).toEqual(['postcss']);
    const [plugin] = sectionNames([{ heading: 'terser-webpack-plugin', text: '', level: 1 }], new Set());
    expect(plugin!.aliases).toEqual(['terserplugin', 'terser']);
    const [builtIn] = sectionNames([{ heading: 'ProgressPlugin', text: '', level: 1 }], new Set());
    expect(builtIn!.aliases).toEqual(['progress']);
  });
});
