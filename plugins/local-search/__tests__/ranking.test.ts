/**
 * @jest-environment node
 *
 * The ranking rules of the search (client/engine.ts), each on a small site built in memory with the site's indexer.
 */
import { SearchIndex } from '../client/engine';
import { buildIndex, DEFAULT_BUILD_OPTIONS, type IndexPage } from '../indexer/build';
import { extractPage, type Section } from '../indexer/extract';
import { DEFAULT_IGNORED_HEADINGS } from '..';

const section = (
  anchor: string,
  heading: string,
  text: string,
  level: 1 | 2 | 3 = 2,
  code: string[] = [],
): Section => ({
  anchor,
  heading,
  level,
  text,
  code,
  terms: [],
  links: [],
});

function page(url: string, title: string, intro: string, sections: Section[] = [], weight = 1): IndexPage {
  return {
    url,
    title,
    description: '',
    breadcrumb: ['Documentation'],
    weight,
    sections: [section('', title, intro, 1), ...sections],
  };
}

const mention = (word: string, times: number) => Array.from({ length: times }, () => `Use ${word} here.`).join(' ');

const SITE: IndexPage[] = [
  page('/configuration/dev-server/', 'DevServer', 'Options of webpack-dev-server.', [
    section('devserver', 'devServer', 'The options below.'),
    section('devserverproxy', 'devServer.proxy', 'Forwards requests to a backend server.', 3),
    section('devserverport', 'devServer.port', 'The port to listen on.', 3),
  ]),
  page('/guides/development/', 'Development', 'Set up a development environment.', [
    section('use-a-backend', 'Use a backend', `${mention('devServer.proxy', 8)} The proxy forwards calls.`),
  ]),
  page('/configuration/output/', 'Output', 'Where bundles go.', [
    section('outputpublicpath', 'output.publicPath', 'The public URL of the output.', 3),
    section('outputchunkfilename', 'output.chunkFilename', 'Names non-initial chunks.', 3),
  ]),
  page('/guides/public-path/', 'Public Path', 'Choosing where assets are served from.'),
  page('/guides/caching/', 'Caching', mention('chunkFilename', 12)),
  page('/plugins/define-plugin/', 'DefinePlugin', 'Replaces expressions at compile time.'),
  page('/plugins/provide-plugin/', 'ProvidePlugin', 'Unlike DefinePlugin, it loads modules. See DefinePlugin.'),
  page(
    '/loaders/worker-loader/',
    'worker-loader',
    'Loads workers.',
    [section('chunkfilename', 'chunkFilename', 'Names the worker chunks.', 3)],
    0.5,
  ),
  page('/configuration/devtool/', 'Devtool', 'Chooses how source maps are made.'),
  page('/migrate/5/', 'To v5 from v4', 'Upgrade steps.', [
    section('nodejs-polyfills', 'Node.js polyfills', 'Globals are gone.', 2, [
      'ReferenceError: process is not defined',
    ]),
  ]),
  page('/api/node/', 'Node Interface', `${mention('process', 6)} ${mention('defined', 6)}`),
];

function siteSearch(pages: IndexPage[] = SITE): SearchIndex {
  const built = buildIndex(pages, { ...DEFAULT_BUILD_OPTIONS, synonyms: { devtool: ['source', 'maps'] } });
  return new SearchIndex(`/index/${built.manifestFile}`, async (url) => JSON.parse(built.files.get(url.slice(7))!));
}

const search = siteSearch();
const urls = async (query: string, limit = 10) => (await search.search(query, limit)).map(({ url }) => url);
const first = async (query: string) => (await urls(query, 1))[0];
/** A page as the site builds it, from the HTML of its content. */
const built = (url: string, body: string): IndexPage => ({
  url,
  breadcrumb: [],
  weight: 1,
  ...extractPage(
    `<html><head></head><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`,
    { ignoredHeadings: DEFAULT_IGNORED_HEADINGS },
  )!,
});

/** The first result of a query on a site of these pages alone. */
const firstOn = async (pages: IndexPage[], query: string) => (await siteSearch(pages).search(query, 1))[0]?.url;

describe('an option heading', () => {
  it.each(['devServer.proxy', 'devserver.proxy', 'proxy', 'dev server proxy', 'devserver proxy', 'DevServer Proxy'])(
    'is found first by its dotted name, its last segment or its words: %s',
    async (query) => {
      expect(await first(query)).toBe('/configuration/dev-server/#devserverproxy');
    },
  );
});

describe('a sub-option (an h4 heading)', () => {
  const pages = [
    built(
      '/configuration/dev-server/',
      `<h1>DevServer</h1><p>Options of the dev server.</p><h3 id=devserverclient>devServer.client</h3>
      <p>What the browser side shows.</p><h4 id=devserverclientoverlay>devServer.client.overlay</h4>
      <p>Shows errors over the page.</p><h4 id=devserverclientlogging>devServer.client.logging</h4><p>Log level.</p>`,
    ),
    built(
      '/configuration/output/',
      `<h1>Output</h1><p>Where bundles go.</p><h2 id=outputenvironment>output.environment</h2>
      <p>What the code may use.</p><h4 id=outputenvironmentdynamicimport>output.environment.dynamicImport</h4>
      <p>Whether the environment supports import() for dynamic import.</p>`,
    ),
    built(
      '/guides/code-splitting/',
      `<h1>Code Splitting</h1><h2 id=dynamic-imports>Dynamic imports</h2><p>import().</p>`,
    ),
  ];

  it.each([
    ['devServer.client.overlay', '/configuration/dev-server/#devserverclientoverlay'],
    ['client overlay', '/configuration/dev-server/#devserverclientoverlay'],
  ])('opens at its own heading, found by its name and its tail under the option: %s', async (query, expected) => {
    expect(await firstOn(pages, query)).toBe(expected);
  });

  it("is the docs' own: a README's h4 stays in the section above it, with its words and the messages it quotes", async () => {
    const readme = {
      ...built(
        '/loaders/css-loader/',
        `<h1>css-loader</h1><p>Resolves imports in CSS.</p><h2 id=options>Options</h2><p>What it accepts.</p>
        <h4 id=sourcemap>sourceMap</h4><p>Enables source maps.</p><pre><code>Error: CssSyntaxError in the input</code></pre>`,
      ),
      weight: 0.5,
      own: false,
    };
    const other = page('/guides/css/', 'CSS', mention('input error', 4), [
      section('csssyntaxerror', 'A CssSyntaxError', `${mention('the input', 4)} ${mention('error', 4)}`),
    ]);
    expect(await firstOn([readme, other], 'sourceMap')).toBe('/loaders/css-loader/#options');
    expect(await firstOn([readme, other], 'Error: CssSyntaxError in the input')).toBe('/loaders/css-loader/#options');
  });

  it("does not take a guide's heading from the words of its name", async () => {
    expect(await firstOn(pages, 'dynamic import')).toBe('/guides/code-splitting/#dynamic-imports');
  });
});

describe('a page whose title or option heading names the query', () => {
  it('ranks above pages that mention it', async () => {
    expect(await first('DefinePlugin')).toBe('/plugins/define-plugin/');
    expect(await first('define plugin')).toBe('/plugins/define-plugin/');
  });

  it('ranks a page titled by the query above an option named by its last segment', async () => {
    expect(await urls('publicPath', 2)).toEqual(['/guides/public-path/', '/configuration/output/#outputpublicpath']);
  });

  it('ranks an option or placeholder above a hook of the same name, and the hook first when "hook" is typed', async () => {
    const pages = [
      built(
        '/api/compilation-hooks/',
        `<h1>Compilation Hooks</h1><p>Tap them.</p><h3 id=contenthash>contentHash</h3>
        <p><code>SyncHook&lt;[Chunk]&gt;</code>: computes the content hashes that <code>[contenthash]</code> uses.</p>`,
      ),
      built(
        '/configuration/output/',
        `<h1>Output</h1><p>Where bundles go.</p><h2 id=template-strings>Template strings</h2>
        <table><thead><tr><th>Placeholder</th><th>Is</th></tr></thead><tbody>
        <tr><td><code>[contenthash]</code></td><td>a hash of the file's content</td></tr></tbody></table>`,
      ),
    ];
    expect(await firstOn(pages, 'contenthash')).toBe('/configuration/output/#template-strings');
    expect(await firstOn(pages, 'contentHash hook')).toBe('/api/compilation-hooks/#contenthash');
  });

  it('finds a package page by what the list that names it says, when its README was not fetched', async () => {
    const pages = [
      page('/plugins/closure-webpack-plugin/', 'closure-webpack-plugin', 'Its README could not be fetched.', [], 0.5),
      built(
        '/plugins/',
        `<h1>Plugins</h1><p>What plugins do.</p><h2 id=minification>Minification</h2><ul>
        <li><a href="/plugins/closure-webpack-plugin/">closure-webpack-plugin</a>: minifies with Google Closure Compiler.</li>
        <li><a href="/plugins/terser-webpack-plugin/">terser-webpack-plugin</a>: minifies with Terser, a compiler.</li></ul>`,
      ),
    ];
    expect(await firstOn(pages, 'closure compiler')).toBe('/plugins/closure-webpack-plugin/');
  });

  it('finds a package page by what the table that names it says', async () => {
    const pages = [
      page('/loaders/expose-loader/', 'expose-loader', 'Its README could not be fetched.', [], 0.5),
      built(
        '/loaders/',
        `<h1>Loaders</h1><p>What loaders do.</p><h2 id=shimming>Shimming and exposing</h2><table><tbody>
        <tr><td><a href="/loaders/expose-loader/">expose-loader</a></td>
        <td>Exposes a module's exports as a global variable.</td></tr></tbody></table>`,
      ),
    ];
    expect(await firstOn(pages, 'expose loader global variable')).toBe('/loaders/expose-loader/');
  });

  it("ranks the docs' own option above an imported README's, for the same kind of match", async () => {
    expect(await urls('chunkFilename', 2)).toEqual([
      '/configuration/output/#outputchunkfilename',
      '/loaders/worker-loader/#chunkfilename',
    ]);
  });
});

describe("a page's keywords", () => {
  const pages = [
    {
      ...page('/guides/production/', 'Production', 'Minify the code and split the configuration.'),
      keywords: ['reduce bundle size', 'smaller bundles'],
    },
    page('/blog/release/', 'Release notes', 'What changed.', [
      section('bundle-size', 'Bundle size', 'Bundles are smaller than before: reduce them further with splitting.'),
    ]),
    page('/guides/unused/', 'Tree Shaking Explained', 'Unused exports are removed.'),
    {
      ...page('/guides/optimize/', 'Optimize', 'Tree shaking, minification and more: tree shaking first.'),
      keywords: ['tree shaking'],
    },
  ];

  it.each([
    'reduce bundle size',
    'make the bundle smaller',
    'reducing bundle sizes',
    'reduse bundle size',
    'reduce bun',
  ])('find the page as words of its title would, above a heading with some of them: %s', async (query) => {
    expect(await firstOn(pages, query)).toBe('/guides/production/');
  });

  it('weigh less than the words of a title', async () => {
    expect(await firstOn(pages, 'tree shaking')).toBe('/guides/unused/');
  });
});

describe('a heading with the words of the query', () => {
  it('names it together with the title of its page above it (Target › browserslist)', async () => {
    const pages = [
      page('/configuration/target/', 'Target', 'Environments to build for.', [
        section('browserslist-support', 'Browserslist support', 'Reads the queries of the project.'),
      ]),
      page('/guides/notes/', 'Notes', 'Assorted notes.', [
        section('browserslist', 'browserslist', 'Set the target option to use it. A target is needed.'),
      ]),
    ];
    expect(await firstOn(pages, 'target browserslist')).toBe('/configuration/target/#browserslist-support');
  });

  it('ranks above one named by a single word of the query, the more words it has', async () => {
    const pages = [
      page('/api/node/', 'Node Interface', 'Running webpack from Node.js.', [
        section('compilerwatch', 'compiler.watch', 'Watches; it can ignore some node modules folders.'),
      ]),
      page('/plugins/more/', 'More plugins', 'Plugins of webpack.', [
        section('watch-ignore', 'Watch ignore', 'Leaves node modules out of watching.'),
      ]),
    ];
    expect(await firstOn(pages, 'watch ignore node modules')).toBe('/plugins/more/#watch-ignore');
  });
  it('names it together with the heading it is under (Loading data › JSON)', async () => {
    const pages = [
      page('/guides/asset-management/', 'Asset Management', 'Styles, images and data.', [
        section('loading-data', 'Loading data', 'Files that are neither code nor styles.'),
        section('json', 'JSON', 'Imported as an object, with no loader.', 3),
      ]),
      page('/guides/author-libraries/', 'Authoring Libraries', 'Publishing a package.', [
        section('packagejson', 'package.json', `The fields read when loading the package. ${mention('loading', 3)}`),
      ]),
    ];
    expect(await firstOn(pages, 'loading json')).toBe('/guides/asset-management/#json');
  });

  it("ranks the docs' own above a release note's, though the note's heading alone has every word", async () => {
    const pages = [
      page(
        '/blog/roadmap/',
        'Roadmap',
        'Plans for the year.',
        [section('esm-output', 'ECMAScript Module Output', '')],
        0.5,
      ),
      page('/guides/ecma-script-modules/', 'ECMAScript Modules', 'Strict modules.', [
        section('outputting-es-modules', 'Outputting ES modules', 'Set the output to modules.'),
      ]),
    ];
    expect(await firstOn(pages, 'ecmascript module output')).toBe('/guides/ecma-script-modules/#outputting-es-modules');
  });
});

describe("a page of the site's history (a release note, an old migration guide)", () => {
  const pages = [
    {
      ...page('/blog/release/', 'Release 5.2: SVG minimizing and more', 'Asset modules can import a file as a string.'),
      weight: 0.5,
      history: true,
    },
    page('/guides/asset-modules/', 'Asset Modules', 'Files as modules, with no loader.', [
      section('source-assets', 'Source assets', 'asset/source imports the contents of a file as a string. An svg too.'),
    ]),
    page('/configuration/module/', 'Module', 'How modules are treated.', [
      section('rules', 'Rules', 'Loaders for files: svg images and more.'),
    ]),
  ];

  it('comes after the pages that answer in passing, though its title has more of the words', async () => {
    expect(await firstOn(pages, 'import svg as string')).toBe('/guides/asset-modules/#source-assets');
    // It ranks by its title when it is not history.
    const asDocs = pages.map((one) => ({ ...one, history: false }));
    expect(await firstOn(asDocs, 'import svg as string')).toBe('/blog/release/');
  });

  it('is first where its title or heading answers', async () => {
    expect(await firstOn(pages, 'svg minimizing')).toBe('/blog/release/');
  });
});

describe('a snippet', () => {
  it('never ranks above the section that defines the term, however often it mentions it', async () => {
    const found = await urls('chunkFilename');
    expect(found.indexOf('/guides/caching/')).toBeGreaterThan(
      found.indexOf('/configuration/output/#outputchunkfilename'),
    );
    const proxy = await urls('devServer.proxy');
    expect(proxy.indexOf('/guides/development/#use-a-backend')).toBeGreaterThan(0);
  });

  it('never ranks above the list that defines the term (a table of values), nor does a table that quotes it', async () => {
    const pages = [
      built(
        '/configuration/devtool/',
        `<h1>Devtool</h1><p>How source maps are made.</p><h3 id=all-values>All values</h3>
        <table><thead><tr><th>Value</th><th>Build</th></tr></thead><tbody>
        <tr><td><code>eval-source-map</code></td><td>slowest</td></tr>
        <tr><td><code>eval-cheap-module-source-map</code></td><td>medium</td></tr></tbody></table>`,
      ),
      built(
        '/plugins/eval-source-map-dev-tool-plugin/',
        `<h1>EvalSourceMapDevToolPlugin</h1><p>${mention('eval-cheap-module-source-map', 6)}</p>
        <h2 id=equivalent>The equivalent devtool values</h2>
        <table><thead><tr><th><code>devtool</code></th><th>Options</th></tr></thead><tbody>
        <tr><td><code>'eval-cheap-module-source-map'</code></td><td>module, no columns</td></tr></tbody></table>`,
      ),
    ];
    expect(await firstOn(pages, 'eval-cheap-module-source-map')).toBe('/configuration/devtool/#all-values');
    // Typed beside its page's title ("Devtool › eval-cheap-module-source-map"), the value still names that list.
    expect(await firstOn(pages, 'devtool eval-cheap-module-source-map')).toBe('/configuration/devtool/#all-values');
  });

  it('never ranks a short section that points to the page defining its heading above that page', async () => {
    const pages = [
      built(
        '/api/module-variables/',
        `<h1>Module Variables</h1><p>Variables of a module.</p>
        <h3 id=importmetawebpackcontext>import.meta.webpackContext</h3>
        <p>Creates a context module; see <a href="/api/module-methods/">Module Methods</a>.</p>`,
      ),
      built(
        '/api/module-methods/',
        `<h1>Module Methods</h1><p>Methods a module calls.</p>
        <h3 id=importmetawebpackcontext>import.meta.webpackContext</h3>
        <p>Creates a context module of the files of a directory that match a pattern, as the bundle runs; the
        options say whether to look into subdirectories and how the files load.</p>`,
      ),
    ];
    expect(await firstOn(pages, 'import.meta.webpackContext')).toBe('/api/module-methods/#importmetawebpackcontext');
  });

  it("ranks a list's term on the page whose title the query is about above one a guide lists too", async () => {
    const pages = [
      built(
        '/guides/development/',
        `<h1>Development</h1><p>Tools for working.</p><h2 id=use-source-maps>Use source maps</h2>
        <table><tbody><tr><td><code>eval-cheap-module-source-map</code></td><td>for rebuilds</td></tr></tbody></table>`,
      ),
      built(
        '/configuration/devtool/',
        `<h1>Devtool</h1><p>How maps are made.</p><h3 id=all-values>All values</h3>
        <table><tbody><tr><td><code>eval-cheap-module-source-map</code></td><td>medium</td></tr></tbody></table>`,
      ),
    ];
    expect(await firstOn(pages, 'eval-cheap-module-source-map')).toBe('/configuration/devtool/#all-values');
  });
});

describe('a heading with some of the words of the query', () => {
  it('ranks above another that has as many, when its words are rarer', async () => {
    const pages = [
      built(
        '/configuration/output/',
        `<h1>Output</h1><p>${mention('output', 4)} Where the bundles go, and the colour of nothing.</p>`,
      ),
      built(
        '/configuration/stats/',
        `<h1>Stats</h1><p>${mention('output', 2)}</p><h3 id=statscolors>stats.colors</h3>
        <p>Colors in the terminal's output.</p>`,
      ),
      ...['guides/a', 'guides/b', 'guides/c'].map((url) => built(`/${url}/`, `<h1>${url}</h1><p>The output.</p>`)),
    ];
    expect(await firstOn(pages, 'colour output')).toBe('/configuration/stats/#statscolors');
  });
});

describe('single letters and stop words', () => {
  it('never decide a match', async () => {
    expect(await urls('p')).toEqual([]);
    expect(await urls('the proxy of it')).toEqual(await urls('proxy'));
  });

  it.each(['show', 'add', 'set', 'enable', 'fix', 'per'])(
    'nor does "%s", a word of a task in plain words',
    async (verb) => {
      const pages = [
        ...SITE,
        page('/guides/tips/', 'Tips', 'Show what you add, set, enable or fix in a config, per page, and why.'),
      ];
      const results = async (query: string) => (await siteSearch(pages).search(query)).map(({ url }) => url);
      expect(await results(`${verb} the proxy`)).toEqual(await results('proxy'));
    },
  );
});

describe('results', () => {
  it('are one per heading: two headings with one anchor are one result', async () => {
    const built = siteSearch([
      page('/configuration/output/', 'Output', 'Where bundles go.', [
        section('outputclean', 'output.clean', 'Empties the output directory.', 3),
        section('outputclean', 'clean', 'Before writing, empties the output directory.', 3),
      ]),
    ]);
    const found = (await built.search('clean output directory')).map(({ url }) => url);
    expect(found).toEqual([...new Set(found)]);
    expect(found.filter((url) => url.endsWith('#outputclean'))).toHaveLength(1);
  });

  it("are one per page before any page's second one: a page with the words everywhere does not fill the list", async () => {
    const site = siteSearch([
      page('/configuration/stats/', 'Stats', 'The stats options.', [
        section('a', 'stats.colors', 'Colors in the terminal output.', 3),
        section('b', 'stats.errors', 'Errors in the terminal output.', 3),
        section('c', 'stats.warnings', 'Warnings in the terminal output.', 3),
      ]),
      page('/api/cli/', 'Command Line Interface', 'Flags.', [
        section('color', '--color', 'Terminal output in colors.'),
      ]),
    ]);
    const found = (await site.search('terminal output')).map(({ url }) => url);
    expect(found.slice(0, 2).map((url) => url.replace(/#.*/, ''))).toEqual(['/configuration/stats/', '/api/cli/']);
    expect(found).toHaveLength(4);
  });

  it('leave boilerplate sections out', async () => {
    const html = `<html><head></head><body><article><div class="theme-doc-markdown markdown"><h1>Plugins</h1>
      <p>How plugins work.</p><h2 id=further-reading>Further Reading</h2><p>Reading about loaders.</p>
      <h2 id=contributors>Contributors</h2><p>octocat</p></div></article></body></html>`;
    const extracted = extractPage(html, { ignoredHeadings: DEFAULT_IGNORED_HEADINGS })!;
    const site = siteSearch([{ url: '/concepts/plugins/', breadcrumb: [], weight: 1, ...extracted }]);
    for (const query of ['further reading', 'reading about loaders', 'contributors', 'octocat']) {
      expect(await site.search(query)).toEqual([]);
    }
    expect(await site.search('plugins work')).toHaveLength(1);
  });

  it('say where each is: breadcrumb, page, heading', async () => {
    const [result] = await search.search('devServer.proxy', 1);
    expect(result).toEqual(
      expect.objectContaining({
        heading: 'devServer.proxy',
        pageTitle: 'DevServer',
        breadcrumb: ['Documentation'],
        summary: 'Forwards requests to a backend server.',
      }),
    );
  });
});

describe('words that are not as written', () => {
  it('are found misspelt, by their stem, and by the words readers use instead', async () => {
    expect(await first('devtoll')).toBe('/configuration/devtool/');
    expect(await first('chuckFilename')).toBe('/configuration/output/#outputchunkfilename');
    expect(await first('proxies')).toBe('/configuration/dev-server/#devserverproxy');
    expect(await first('source maps')).toBe('/configuration/devtool/');
  });

  it('are found by their start, while the reader is still typing and after', async () => {
    expect(await first('dev server prox')).toBe('/configuration/dev-server/#devserverproxy');
    expect(await first('devserver.prox')).toBe('/configuration/dev-server/#devserverproxy');
  });
});

describe('shorthand readers type', () => {
  const pages = [
    page('/guides/environment-variables/', 'Environment Variables', 'Values the build reads from outside.'),
    page('/api/node/', 'Node Interface', `${mention('process.env', 6)} Reading it in a script.`),
    page('/guides/production/', 'Production', 'Build for production: minify and split the configuration.'),
    page('/guides/scripts/', 'npm scripts', `Run ${mention('webpack.prod.js', 2)} from a script.`),
    page('/guides/progressive-web-application/', 'Progressive Web Application', 'Works offline.', [
      section('generate-a-service-worker', 'Generate a service worker', 'Lists the files to precache.'),
    ]),
    page('/guides/cache/', 'Caching', `${mention('precache', 3)} What the browser keeps.`),
    page('/configuration/experiments/', 'Experiments', 'Features not yet on by default.', [
      section('experimentsasyncwebassembly', 'experiments.asyncWebAssembly', 'Imports WebAssembly modules.'),
    ]),
    page('/guides/asset-modules/', 'Asset Modules', 'Copies images into the output directory.'),
    page('/guides/images/', 'Images', `${mention('images', 4)} Imports them.`),
    page('/api/module-methods/', 'Module Methods', mention('import', 5)),
    page('/guides/code-splitting/', 'Code Splitting', 'Splits a large bundle into chunks.'),
    page('/guides/bundles/', 'Bundles', `${mention('bundle', 4)} What a bundle holds.`),
    page('/configuration/externals/', 'Externals', `${mention("the type 'var'", 3)} Read the config of a library.`),
  ];

  it.each([
    ['env vars', '/guides/environment-variables/'],
    // `var` is also a word of code (a library's type); typed with `env` it is the variable the guide is about.
    ['read env var in config', '/guides/environment-variables/'],
    ['prod build', '/guides/production/'],
    ['sw precache', '/guides/progressive-web-application/#generate-a-service-worker'],
    ['pwa', '/guides/progressive-web-application/'],
    ['import wasm', '/configuration/experiments/#experimentsasyncwebassembly'],
    ['images folder', '/guides/asset-modules/'],
    ['why is my bundle so big', '/guides/code-splitting/'],
  ])('finds the page written in full words: %s', async (query, expected) => {
    expect(await firstOn(pages, query)).toBe(expected);
  });

  it('does not read `config` as configuration, which the address of every configuration page has', async () => {
    const configurationPages = [
      {
        ...page('/configuration/resolve/', 'Resolve', 'How imports are found.'),
        keywords: ['file extensions in imports'],
      },
      page('/api/cli/', 'Command Line Interface', 'Runs webpack.', [
        section('--config', '--config', 'The config file to read, when it is not the default one.', 3),
      ]),
    ];
    expect(await firstOn(configurationPages, 'config file')).toBe('/api/cli/#--config');
  });

  it('reads `vs` between two names as a comparison, and first as the editor', async () => {
    const tools = [
      page('/comparison/', 'Comparison', 'webpack beside Rollup, esbuild and Vite, feature by feature.'),
      page(
        '/configuration/configuration-languages/',
        'Configuration Languages',
        'Write the configuration in TypeScript.',
        [section('editor-help', 'Editor help', 'VS Code completes the options from the types; Vite users know it.')],
      ),
    ];
    expect(await firstOn(tools, 'webpack vs vite')).toBe('/comparison/');
    expect(await firstOn(tools, 'vs code')).toBe('/configuration/configuration-languages/#editor-help');
  });

  it('is still found as typed, in code', async () => {
    expect(await firstOn(pages, 'webpack.prod.js')).toBe('/guides/scripts/');
  });
});

describe('a message pasted from a terminal', () => {
  it('finds the section that quotes it above pages that have its words more often', async () => {
    expect(await first('process is not defined')).toBe('/migrate/5/#nodejs-polyfills');
  });
  it('is found quoted in the docs when it starts in lower case, as webpack 4 printed it', async () => {
    const pages = [
      built(
        '/migrate/4/',
        `<h1>To v4 from v3</h1><h2 id=removed-plugins>Removed plugins</h2><p>They fail with
        <code>webpack.optimize.UglifyJsPlugin has been removed, please use config.optimization.minimize instead.</code></p>`,
      ),
      built(
        '/plugins/commons-chunk-plugin/',
        `<h1>CommonsChunkPlugin</h1><h2 id=the-error>The error in webpack 4</h2><pre><code>Error: webpack.optimize.CommonsChunkPlugin has been removed, please use config.optimization.splitChunks instead.</code></pre>`,
      ),
    ];
    expect(
      await firstOn(
        pages,
        'webpack.optimize.UglifyJsPlugin has been removed, please use config.optimization.minimize instead.',
      ),
    ).toBe('/migrate/4/#removed-plugins');
  });

  it("is found by what it says, not by the words of the reader's own file path in it", async () => {
    const pages = [
      page('/configuration/resolve/', 'Resolve', 'How modules are found.', [
        section(
          'resolvefallback',
          'resolve.fallback',
          "Polyfills for core modules such as crypto: webpack 5 stops with Can't resolve 'crypto'.",
          3,
        ),
      ]),
      page(
        '/concepts/module-resolution/',
        'Module Resolution',
        `Module not found: Error: Can't resolve means no file matched. ${mention('node_modules', 4)} In the app, the home directory.`,
      ),
    ];
    expect(
      await firstOn(
        pages,
        "Module not found: Error: Can't resolve 'crypto' in '/home/me/app/node_modules/jsonwebtoken'",
      ),
    ).toMatch(/^\/configuration\/resolve\//);
  });
});

describe('a message that quotes a name', () => {
  it("is found quoted about other names: the reader's names are not the page's", async () => {
    const pages = [
      built(
        '/configuration/module/',
        `<h1>Module</h1><h2 id=exportspresence>exportsPresence</h2><p>A missing export prints:</p>
        <pre><code>export 'formatDate' (imported as 'formatDate') was not found in './dates' (possible exports: default, parse)</code></pre>`,
      ),
      // Has the names the reader's message quotes, as the page's example does not.
      page('/guides/shimming/', 'Shimming', 'Globals.', [
        section(
          'single-export',
          'Providing a single export',
          'The default export of ./utils/currency, imported as a global where it was not found; possible exports.',
        ),
      ]),
    ];
    expect(
      await firstOn(
        pages,
        "export 'formatPrice' (imported as 'formatPrice') was not found in './utils/currency' (possible exports: default, formatDate)",
      ),
    ).toBe('/configuration/module/#exportspresence');
  });

  it('finds the page about the name above one that quotes only what every such message says', async () => {
    const pages = [
      page('/configuration/dev-server/', 'DevServer', 'Options of the dev server.', [
        section('pitfalls', 'Pitfalls', 'A typo fails the check.', 2, [
          "configuration has an unknown property 'devserver'. These properties are valid:",
        ]),
      ]),
      page('/migrate/5/', 'To v5 from v4', 'Upgrade steps.', [
        section('renamed-options', 'Renamed options', 'output.jsonpFunction is now output.chunkLoadingGlobal.'),
      ]),
    ];
    expect(await firstOn(pages, "configuration.output has an unknown property 'jsonpFunction'")).toBe(
      '/migrate/5/#renamed-options',
    );
  });
});

describe('a command-line flag typed with its dashes', () => {
  const pages = [
    built(
      '/api/cli/',
      `<h1>Command Line Interface</h1><p>Run webpack from a terminal.</p>
      <h2 id=flags>Flags</h2><table><thead><tr><th>Flag</th><th>Does</th></tr></thead><tbody>
      <tr><td><code>--watch</code></td><td>rebuilds when a file changes</td></tr></tbody></table>
      <h3 id=--config>--config</h3><p>The configuration file to read.</p>`,
    ),
    built(
      '/configuration/watch/',
      `<h1>Watch and WatchOptions</h1><p>Rebuild on changes.</p><h2 id=watch><code>watch</code></h2>
      <p>Turns watch mode on. Call <code>compiler.watch</code> to watch from Node.</p>`,
    ),
    built(
      '/api/node/',
      `<h1>Node Interface</h1><p>Run webpack from a script.</p><h3 id=compilerwatch><code>compiler.watch</code></h3>
      <p>Watches the files and builds again.</p>`,
    ),
    built(
      '/configuration/config/',
      `<h1>Configuration files</h1><h2 id=config><code>config</code></h2><p>The config option.</p>`,
    ),
  ];

  it('finds the flag a list or a heading defines, above the option and the method of the same name', async () => {
    expect(await firstOn(pages, 'webpack --watch')).toBe('/api/cli/#flags');
    expect(await firstOn(pages, '--config')).toBe('/api/cli/#--config');
  });

  it('finds the flag while the reader is still typing it, and not a flag it does not start once it is typed', async () => {
    expect(await firstOn(pages, 'webpack --wat')).toBe('/api/cli/#flags');
    expect(await firstOn(pages, '--conf')).toBe('/api/cli/#--config');
    expect(await firstOn(pages, '--wat ')).not.toBe('/api/cli/#flags');
  });

  it('leaves the option first when the word is typed without dashes', async () => {
    expect(await firstOn(pages, 'watch')).not.toBe('/api/cli/#flags');
  });

  it("finds a short flag, one letter with its dash, that a list or a heading defines (webpack 4's -p)", async () => {
    const shortcuts = [
      built(
        '/api/cli/',
        `<h1>Command Line Interface</h1><h2 id=basic-options>Basic options</h2><table><thead><tr><th>Flag</th>
        <th>Does</th></tr></thead><tbody><tr><td><code>-p</code></td><td>production shortcut</td></tr></tbody></table>`,
      ),
      built(
        '/configuration/mode/',
        `<h1>Mode</h1><p>Set the mode.</p><h2 id=shortcuts>The <code>-d</code> shortcut</h2><p>Development.</p>`,
      ),
      page('/api/node/', 'Node Interface', `${mention('webpack', 5)} Run webpack from a script.`),
    ];
    expect(await firstOn(shortcuts, 'webpack -p')).toBe('/api/cli/#basic-options');
    expect(await firstOn(shortcuts, 'webpack -d')).toBe('/configuration/mode/#shortcuts');
  });
});
