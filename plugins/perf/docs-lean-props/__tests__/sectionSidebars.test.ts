/**
 * @jest-environment node
 */
import type { RouteConfig } from '@docusaurus/types';
import { sidebarFileName, sidebarFiles, withSectionSidebars } from '../sectionSidebars';

const doc = (id: string, sidebar?: string) => ({ id, title: `Title of ${id}`, ...(sidebar && { sidebar }) });
const link = (href: string) => ({ type: 'link', href, label: href });
const leaf = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: { content: `${path}.mdx` },
  ...(sidebar && { sidebar }),
});

const version = {
  pluginId: 'default',
  version: 'current',
  label: '5',
  banner: null,
  docsSidebars: { concepts: [link('/concepts/')], api: [link('/api/')], guides: [link('/guides/')] },
  docs: {
    'concepts/index': doc('concepts/index', 'concepts'),
    'api/index': doc('api/index', 'api'),
    'api/cli': doc('api/cli', 'api'),
    'guides/index': doc('guides/index', 'guides'),
    comparison: doc('comparison'),
  },
};

/** A version as sectionRoots.ts leaves it: a DocRoot route per section and a last one for the rest. */
const tree: RouteConfig = {
  path: '/',
  component: '@theme/DocsRoot',
  exact: false,
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      exact: false,
      props: { version },
      routes: [
        {
          path: '/concepts/',
          component: '@theme/DocRoot',
          exact: false,
          modules: { content: '/concepts-module.json' },
          routes: [leaf('/concepts/', 'concepts')],
        },
        {
          path: '/',
          component: '@theme/DocRoot',
          exact: false,
          routes: [leaf('/api/', 'api'), leaf('/api/cli/', 'api'), leaf('/guides/', 'guides'), leaf('/comparison/')],
        },
        { path: '/tags/', component: '@theme/DocTagsListPage', exact: true },
      ],
    },
  ],
};

const options = {
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  sidebarModule: (name: string) => `/generated/${name}`,
};

const versionRoute = (route: RouteConfig) => route.routes![0]!;

describe('sidebarFiles', () => {
  test('one module per sidebar of the version, with its items and the docs it lists', () => {
    const files = sidebarFiles(tree);
    expect([...files.keys()]).toEqual([
      'sidebar-current-concepts.json',
      'sidebar-current-api.json',
      'sidebar-current-guides.json',
    ]);
    expect(files.get('sidebar-current-api.json')!.content).toEqual({
      items: [link('/api/')],
      docs: { 'api/index': doc('api/index', 'api'), 'api/cli': doc('api/cli', 'api') },
    });
  });

  test('names modules by version and sidebar, safely for a file name', () => {
    expect(sidebarFileName('4', 'api')).toBe('sidebar-4-api.json');
    expect(sidebarFileName('current', 'a/b c')).toBe('sidebar-current-a_b_c.json');
  });
});

describe('withSectionSidebars', () => {
  const result = withSectionSidebars(tree, options);

  test('the version route keeps its metadata, with no sidebars and no docs map', () => {
    const { docsSidebars, docs, ...metadata } = versionRoute(result).props!.version as typeof version;
    expect(docsSidebars).toEqual({});
    expect(docs).toEqual({});
    const { docsSidebars: _sidebars, docs: _docs, ...original } = version;
    expect(metadata).toEqual(original);
  });

  test('each DocRoot route loads the sidebars of its own pages, next to its other modules', () => {
    const [concepts, rest, tags] = versionRoute(result).routes!;
    expect(concepts!.modules).toEqual({
      content: '/concepts-module.json',
      sectionSidebars: { concepts: '/generated/sidebar-current-concepts.json' },
    });
    expect(rest!.modules).toEqual({
      sectionSidebars: {
        api: '/generated/sidebar-current-api.json',
        guides: '/generated/sidebar-current-guides.json',
      },
    });
    expect(tags).toEqual(versionRoute(tree).routes![2]);
    expect(concepts!.routes).toEqual(versionRoute(tree).routes![0]!.routes);
  });

  test('fails, naming the patch and the docs plugin file, when a version route has no version prop of that shape', () => {
    const changed = { ...tree, routes: [{ ...tree.routes![0]!, props: { version: { ...version, docs: undefined } } }] };
    expect(() => withSectionSidebars(changed, options)).toThrow(
      /plugins\/perf\/docs-lean-props: the docs plugin's version route \/ has no `version` prop.*lib\/routes\.js/,
    );
  });

  test('does not change the tree it was given', () => {
    const before = JSON.stringify(tree);
    withSectionSidebars(tree, options);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
