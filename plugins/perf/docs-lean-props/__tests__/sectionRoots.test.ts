/**
 * @jest-environment node
 */
import type { RouteConfig } from '@docusaurus/types';
import { commonPath, withSectionRoots } from '../sectionRoots';

const leaf = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: { content: `${path}.mdx` },
  ...(sidebar && { sidebar }),
});

const tree = (versionPath: string, leaves: RouteConfig[]): RouteConfig => ({
  path: '/',
  component: '@theme/DocsRoot',
  exact: false,
  routes: [
    {
      path: versionPath,
      component: '@theme/DocVersionRoot',
      exact: false,
      routes: [{ path: versionPath, component: '@theme/DocRoot', exact: false, routes: leaves }],
    },
  ],
});

const docRoots = (route: RouteConfig) => route.routes![0]!.routes!;

const options = { docRootComponent: '@theme/DocRoot' };

describe('commonPath', () => {
  test('is the longest run of whole segments the paths share', () => {
    expect(commonPath(['/concepts/', '/concepts/output/'])).toBe('/concepts/');
    expect(commonPath(['/v4/api/cli/', '/v4/api/node/'])).toBe('/v4/api/');
    expect(commonPath(['/api/', '/apis/'])).toBe('/');
    expect(commonPath(['/comparison/'])).toBe('/comparison/');
  });
});

describe('withSectionRoots', () => {
  test("mounts each sidebar's pages at their shared path, longest first, and keeps a last root", () => {
    const route = tree('/', [
      leaf('/api/', 'api'),
      leaf('/api/cli/', 'api'),
      leaf('/api/loaders/', 'loaders-api'),
      leaf('/concepts/', 'concepts'),
      leaf('/concepts/output/', 'concepts'),
      leaf('/glossary/'),
    ]);
    const roots = docRoots(withSectionRoots(route, options));
    expect(roots.map((r) => [r.path, r.routes!.map((l) => l.path)])).toEqual([
      // "/api/" has a page of another section under it: the api pages stay under the version's root.
      ['/api/loaders/', ['/api/loaders/']],
      ['/concepts/', ['/concepts/', '/concepts/output/']],
      ['/', ['/api/', '/api/cli/', '/glossary/']],
    ]);
    expect(roots.every((r) => r.component === '@theme/DocRoot' && r.exact === false)).toBe(true);
  });

  test('a section whose pages share only the version path stays under the root', () => {
    const roots = docRoots(withSectionRoots(tree('/v4/', [leaf('/v4/', 'main'), leaf('/v4/faq/', 'main')]), options));
    expect(roots.map((r) => r.path)).toEqual(['/v4/']);
    expect(roots[0]!.routes).toHaveLength(2);
  });

  test('leaves routes other than DocRoot alone', () => {
    const route = tree('/', [leaf('/concepts/', 'concepts')]);
    route.routes!.push({ path: '/blog/', component: '@theme/BlogListPage', exact: true });
    const result = withSectionRoots(route, options);
    expect(result.routes![1]).toEqual({ path: '/blog/', component: '@theme/BlogListPage', exact: true });
  });
});
