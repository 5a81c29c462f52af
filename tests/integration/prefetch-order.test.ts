/**
 * `webpackPrefetch` takes `true` or a number (the Code Splitting guides and
 * the Module Methods pages, versions 5 and 4): the bundle is run against a
 * minimal DOM and the `<link rel="prefetch">` elements it adds to the head are
 * read back in order — highest number first, `true` counting as 0.
 */
import vm from 'node:vm';
import { build, makeProject, readPage, removeProjects, type Major } from './webpackProject';

afterAll(removeProjects);

const FILES = {
  'src/index.js': [
    "document.querySelector('#help').onclick = () => import(/* webpackChunkName: \"help\", webpackPrefetch: true */ './help.js');",
    "document.querySelector('#cart').onclick = () => import(/* webpackChunkName: \"cart\", webpackPrefetch: 2 */ './cart.js');",
    "document.querySelector('#wish').onclick = () => import(/* webpackChunkName: \"wishlist\", webpackPrefetch: 1 */ './wishlist.js');",
  ].join('\n'),
  'src/help.js': "export default 'help';",
  'src/cart.js': "export default 'cart';",
  'src/wishlist.js': "export default 'wishlist';",
};

type Element = { tag: string; rel?: string; href?: string; setAttribute(name: string, value: string): void };

/** Runs `code` as a classic script in a page whose DOM only records what is appended to `<head>`. */
function prefetchedBy(code: string): string[] {
  const head: Element[] = [];
  const createElement = (tag: string): Element => ({
    tag,
    setAttribute(name, value) {
      (this as Record<string, unknown>)[name] = value;
    },
  });
  const document = {
    createElement,
    head: { appendChild: (element: Element) => head.push(element) },
    querySelector: () => ({}),
    getElementsByTagName: () => [],
  };
  const context = vm.createContext({ document, setTimeout, clearTimeout });
  (context as { self?: unknown; window?: unknown }).self = context;
  (context as { window?: unknown }).window = context;
  vm.runInContext(code, context);
  return head.filter((element) => element.rel === 'prefetch').map((element) => element.href!);
}

describe.each([5, 4] as const)('webpackPrefetch with numbers, webpack %i', (major: Major) => {
  it('prefetches the highest number first and `true` last, without a warning', async () => {
    const dir = makeProject(FILES);
    const result = await build(major, dir, {
      mode: 'production',
      entry: './src/index.js',
      output: { filename: '[name].js', publicPath: '/' },
    });
    expect(result.json.errors).toEqual([]);
    expect(result.json.warnings).toEqual([]);
    expect(prefetchedBy(result.read('main.js'))).toEqual(['/cart.js', '/wishlist.js', '/help.js']);
  });

  it('is what the pages say', () => {
    const pages =
      major === 5
        ? ['docs/guides/code-splitting.mdx', 'docs/api/module-methods.mdx']
        : ['versioned_docs/version-4/guides/code-splitting.mdx', 'versioned_docs/version-4/api/module-methods.mdx'];
    for (const page of pages) {
      const row = readPage(page)
        .source.split('\n')
        .find((line) => line.startsWith('| `webpackPrefetch`'));
      expect(row).toMatch(/`true` (or a number|\\\| `number`)/);
    }
  });
});
