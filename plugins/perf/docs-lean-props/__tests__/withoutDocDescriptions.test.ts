/**
 * @jest-environment node
 */
import type { RouteConfig } from '@docusaurus/types';
import { withoutDocDescriptions } from '..';

const doc = (id: string) => ({ id, title: `Title of ${id}`, description: `About ${id}`, sidebar: 'concepts' });

const routes: RouteConfig = {
  path: '/',
  component: '@theme/DocsRoot',
  exact: false,
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      exact: false,
      props: {
        version: {
          pluginId: 'default',
          version: 'current',
          label: '5',
          docsSidebars: { concepts: [{ type: 'link', href: '/concepts/', label: 'Concepts' }] },
          docs: { 'concepts/index': doc('concepts/index'), 'concepts/output': doc('concepts/output') },
        },
      },
      routes: [{ path: '/concepts/', component: '@theme/DocItem', exact: true, modules: { content: 'x.mdx' } }],
    },
  ],
};

describe('version props without doc descriptions', () => {
  it('keeps every doc with its id, title and sidebar, without its description', () => {
    const version = withoutDocDescriptions(routes).routes![0]!.props!.version as { docs: Record<string, object> };
    expect(version.docs).toEqual({
      'concepts/index': { id: 'concepts/index', title: 'Title of concepts/index', sidebar: 'concepts' },
      'concepts/output': { id: 'concepts/output', title: 'Title of concepts/output', sidebar: 'concepts' },
    });
  });

  it('leaves the rest of the route tree and the other version props as they are', () => {
    const result = withoutDocDescriptions(routes);
    const { docs: _docs, ...rest } = result.routes![0]!.props!.version as Record<string, unknown>;
    const { docs: _original, ...originalRest } = routes.routes![0]!.props!.version as Record<string, unknown>;
    expect(rest).toEqual(originalRest);
    expect(result.routes![0]!.routes).toEqual(routes.routes![0]!.routes);
    expect(result.path).toBe('/');
  });

  it('does not change the route it was given', () => {
    const before = JSON.stringify(routes);
    withoutDocDescriptions(routes);
    expect(JSON.stringify(routes)).toBe(before);
  });
});
