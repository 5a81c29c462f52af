/**
 * The Module Methods page (docs/api/module-methods.mdx), built with webpack 5:
 *
 * - "Magic comments by example": each example's `src/…` blocks are built from
 *   the page, with the files they import created here, and the result the page
 *   describes is checked in the build's chunks or by running the bundle in a
 *   page whose DOM records the `<script>` and `<link>` elements the runtime adds
 *   (and loads the chunk files a `<script>` asks for);
 * - "define": the four AMD forms are built from the page and the `// → value`
 *   comments of its `src/index.js` are checked by running the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { arrowRecorder, expectArrows, instrumentArrows, type ArrowResult } from './arrowComments';
import { blocksUnder, build, makeProject, readPage, removeProjects, type Build, type Config } from './webpackProject';

afterAll(removeProjects);

const page = readPage('docs/api/module-methods.mdx');

/** The `src/…` blocks under a heading, as project files. */
const sources = (heading: string): Record<string, string> =>
  Object.fromEntries(
    blocksUnder(page, heading)
      .filter((block) => block.title?.startsWith('src/'))
      .map((block) => [block.title!, block.code]),
  );

/** Files the examples import, which the page does not show. */
const FIXTURES: Record<string, string> = {
  'src/editor.js':
    "export function open() { return 'editor open'; }\nexport function close() { return 'editor closed'; }",
  'src/locales/de.json': '{ "hello": "Hallo" }',
  'src/locales/en.json': '{ "hello": "Hello" }',
  'src/locales/fr.draft.json': '{ "hello": "Bonjour" }',
  'src/locales/README.md': '# Locales',
  'src/icons/star.js': "export default '★';",
  'src/icons/heart.js': "export default '♥';",
  'src/report.js': "export default 'report';",
  'src/help.js': "export default 'help';",
  'src/chart.js': "export default 'chart';",
  'src/hero.js': "export default 'hero';",
};

async function buildExample(heading: string, config: Config = {}): Promise<Build> {
  const dir = makeProject({ ...FIXTURES, ...sources(heading) });
  const result = await build(5, dir, {
    mode: 'production',
    entry: './src/index.js',
    optimization: { minimize: false },
    ...config,
    output: { chunkFilename: '[name].js', publicPath: '/', ...((config.output as Config | undefined) ?? {}) },
  });
  expect(result.json.errors).toEqual([]);
  return result;
}

/** The module names of each chunk, by chunk name (or id). */
const chunkModules = (result: Build) =>
  Object.fromEntries(
    result.json.chunks.map((chunk) => [
      chunk.names[0] ?? String(chunk.id),
      result.json.modules.filter((module) => module.chunks.includes(chunk.id)).map((module) => module.name),
    ]),
  );

type Element = { tag: string; attributes: Record<string, string>; [property: string]: unknown };

/**
 * Runs `main.js` in a page: elements appended to `<head>` are recorded, and a
 * `<script>` with a `src` is answered by running that chunk file.
 */
async function runInPage(result: Build): Promise<Element[]> {
  const appended: Element[] = [];
  const createElement = (tag: string): Element => {
    const element: Element = {
      tag,
      attributes: {},
      setAttribute(name: string, value: string) {
        element.attributes[name] = value;
      },
      getAttribute: (name: string) => element.attributes[name],
    };
    return element;
  };
  const context = vm.createContext({
    setTimeout,
    clearTimeout,
    language: 'de',
    icon: 'star',
    start: () => undefined,
    document: {
      createElement,
      head: {
        appendChild(element: Element) {
          appended.push(element);
          if (element.tag === 'script' && typeof element.src === 'string') {
            setTimeout(() => {
              vm.runInContext(result.read(element.src as string).toString(), context);
              (element.onload as (event: object) => void)({ type: 'load', target: element });
            });
          }
        },
      },
      getElementsByTagName: () => [],
      querySelector: () => ({ addEventListener: () => undefined }),
    },
  });
  const global = context as Record<string, unknown>;
  global.self = context;
  global.window = context;
  vm.runInContext(result.read('main.js'), context);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return appended.map((element) => ({
    tag: element.tag,
    attributes: element.attributes,
    rel: element.rel,
    as: element.as,
    href: element.href,
    src: element.src,
  }));
}

describe('magic comments by example', () => {
  it('webpackChunkName: names the chunks', async () => {
    const result = await buildExample('webpackChunkName');
    expect(result.files()).toEqual(expect.arrayContaining(['editor.js', 'locale-de-json.js', 'locale-en-json.js']));
  });

  it('webpackMode: a chunk per file, one chunk, no chunk', async () => {
    const result = await buildExample('webpackMode');
    const chunks = chunkModules(result);
    const holding = (module: string) => Object.keys(chunks).filter((name) => chunks[name]!.includes(module));
    // lazy: each locale alone in a chunk of its own
    for (const locale of ['./src/locales/de.json', './src/locales/en.json']) {
      expect(holding(locale)).toHaveLength(1);
      expect(chunks[holding(locale)[0]!]).toEqual([locale]);
    }
    // lazy-once: one chunk with every icon
    expect(chunks.icons).toEqual(expect.arrayContaining(['./src/icons/star.js', './src/icons/heart.js']));
    // eager: in main; weak: nowhere
    expect(holding('./src/editor.js')).toEqual(['main']);
    expect(holding('./src/report.js')).toEqual([]);
  });

  it('webpackMode weak: rejects when nothing loaded the module', async () => {
    const dir = makeProject({
      ...FIXTURES,
      'src/index.js':
        'import(/* webpackMode: "weak" */ \'./report.js\').catch((error) => { globalThis.failure = error.message; });',
    });
    const result = await build(5, dir, { mode: 'production', entry: './src/index.js' });
    const context = vm.createContext({});
    vm.runInContext(result.read('main.js'), context);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((context as { failure?: string }).failure).toContain('is not available (weak dependency)');
    expect(page.source).toContain('Module is not available (weak dependency)');
  });

  it('webpackPrefetch: adds a prefetch link once main.js has run', async () => {
    const elements = await runInPage(await buildExample('webpackPrefetch'));
    expect(elements).toContainEqual(expect.objectContaining({ tag: 'link', rel: 'prefetch', href: '/help.js' }));
    expect(elements.filter((element) => element.tag === 'script')).toEqual([]);
  });

  it('webpackPreload: preloads the chunk together with its parent', async () => {
    const elements = await runInPage(await buildExample('webpackPreload'));
    const parent = elements.findIndex((element) => element.tag === 'script' && element.src === '/dashboard.js');
    const preload = elements.findIndex(
      (element) =>
        element.tag === 'link' && element.rel === 'preload' && element.as === 'script' && element.href === '/chart.js',
    );
    expect(parent).toBeGreaterThanOrEqual(0);
    expect(preload).toBeGreaterThanOrEqual(0);
  });

  it('webpackFetchPriority: sets fetchpriority on the script', async () => {
    const elements = await runInPage(await buildExample('webpackFetchPriority'));
    expect(elements).toContainEqual(
      expect.objectContaining({
        tag: 'script',
        src: '/hero.js',
        attributes: expect.objectContaining({ fetchpriority: 'high' }),
      }),
    );
  });

  it('webpackInclude and webpackExclude: only the matching files', async () => {
    const result = await buildExample('webpackInclude and webpackExclude');
    const locales = result.json.modules
      .map((module) => module.name)
      // The context module itself is named after the directory and its options.
      .filter((name) => /^\.\/src\/locales\/\S+$/.test(name));
    expect(locales.sort()).toEqual(['./src/locales/de.json', './src/locales/en.json']);
  });

  it('webpackExports: the other exports are minimized away, unless webpack analyzes the usage', async () => {
    const chunk = (result: Build) =>
      result
        .files()
        .filter((file) => file !== 'main.js' && file.endsWith('.js'))
        .map((file) => result.read(file))
        .join('\n');
    const withComment = await buildExample('webpackExports', { optimization: { minimize: true } });
    expect(withComment.json.warnings).toEqual([]);
    expect(chunk(withComment)).toContain('editor open');
    expect(chunk(withComment)).not.toContain('editor closed');

    const variant = async (code: string) => {
      const dir = makeProject({ ...FIXTURES, 'src/index.js': code });
      return build(5, dir, { mode: 'production', entry: './src/index.js' });
    };
    const example = sources('webpackExports')['src/index.js']!;
    expect(chunk(await variant(example.replace(/\/\* webpackExports: \[[^\]]*\] \*\/ /, '')))).toContain(
      'editor closed',
    );

    const analyzed = await variant(
      'import(/* webpackExports: ["open"] */ \'./editor.js\').then((editor) => start(editor));',
    );
    expect(chunk(analyzed)).toContain('editor closed');
    expect(JSON.stringify(analyzed.json.warnings)).toContain("You don't need `webpackExports`");
    const destructured = await variant("import('./editor.js').then(({ open }) => start(open));");
    expect(chunk(destructured)).not.toContain('editor closed');
    expect(page.source).toContain('.then(({ open }) => start(open))');
  });

  it('webpackIgnore: leaves the import() to the browser', async () => {
    const result = await buildExample('webpackIgnore');
    expect(result.read('main.js')).toContain("import(/* webpackIgnore: true */ 'https://cdn.example.com/widget.js')");
    expect(result.json.modules.some((module) => module.name.includes('cdn.example.com'))).toBe(false);
  });

  it('has an example for each magic comment of the table', () => {
    const table = [...page.source.matchAll(/^\| `(webpack[A-Za-z]+)` \|/gm)].map((match) => match[1]!);
    const examples = [...page.source.matchAll(/^#### (webpack[A-Za-z]+)(?: and (webpack[A-Za-z]+))?$/gm)].flatMap(
      (match) => [match[1]!, match[2]].filter((name): name is string => Boolean(name)),
    );
    expect(examples.sort()).toEqual(table.sort());
  });
});

describe('AMD define', () => {
  it('gives each form the export the page says', async () => {
    const files = sources('define');
    const { code, expectations } = instrumentArrows(files['src/index.js']!);
    files['src/index.js'] = code;
    const dir = makeProject(files);
    const result = await build(5, dir, { mode: 'production', target: 'node', entry: './src/index.js' });
    expect(result.json.errors).toEqual([]);
    const results: ArrowResult[] = [];
    const context = vm.createContext({ __expect: arrowRecorder(results) });
    vm.runInContext(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8'), context);
    expect(expectations).toBe(4);
    expectArrows(results, expectations);
  });
});
