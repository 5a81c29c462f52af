/** @jest-environment node */
import type { LoadContext, RouteConfig } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import printablePlugin, { validateOptions, type PluginOptions } from '..';

const validate = (options: unknown) =>
  validateOptions({ validate: normalizePluginOptions as never, options: options as never });

const docs = [
  {
    id: 'loaders/index',
    title: 'Loaders',
    permalink: '/loaders/',
    source: '@site/docs/loaders/index.mdx',
    frontMatter: {},
  },
  {
    id: 'package-readmes/loaders/css-loader',
    title: 'css-loader',
    permalink: '/loaders/css-loader',
    source: '@site/docs/package-readmes/loaders/css-loader.md',
    frontMatter: { slug: '/loaders/css-loader' },
  },
  {
    id: 'concepts/index',
    title: 'Concepts',
    permalink: '/concepts/',
    source: '@site/docs/concepts/index.mdx',
    frontMatter: {},
  },
];

async function emitted(options: PluginOptions) {
  const data = new Map<string, unknown>();
  const routes: RouteConfig[] = [];
  const plugin = printablePlugin({} as LoadContext, options);
  await plugin.allContentLoaded!({
    allContent: {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              versionName: 'current',
              path: '/',
              docs,
              sidebars: {
                loaders: [
                  { type: 'doc', id: 'loaders/index' },
                  { type: 'html' },
                  { type: 'doc', id: 'package-readmes/loaders/css-loader' },
                ],
                concepts: [{ type: 'doc', id: 'concepts/index' }],
              },
            },
          ],
        },
      },
    },
    actions: {
      createData: async (name: string, content: string | object) => {
        data.set(name, JSON.parse(content as string));
        return `/data/${name}`;
      },
      addRoute: (route: RouteConfig) => routes.push(route),
      setGlobalData: () => undefined,
    },
  } as never);
  return { data, routes };
}

describe('printable pages', () => {
  it('hold every page of a section in sidebar order, README pages included', async () => {
    const { data, routes } = await emitted(validate({ sections: ['loaders'] }));
    expect(routes).toEqual([
      {
        path: '/loaders/printable/',
        exact: true,
        component: '@theme/PrintablePage',
        modules: {
          docs: '/data/printable-current-loaders.json',
          contents: [
            { content: '@site/docs/loaders/index.mdx' },
            { content: '@site/docs/package-readmes/loaders/css-loader.md' },
          ],
        },
      },
    ]);
    expect(data.get('printable-current-loaders.json')).toEqual([
      { title: 'Loaders', permalink: '/loaders/', anchorId: 'loaders' },
      { title: 'css-loader', permalink: '/loaders/css-loader', anchorId: 'loaders-css-loader' },
    ]);
  });

  it('exist for the default sections', async () => {
    const { routes } = await emitted(validate({}));
    expect(routes.map((route) => route.path)).toEqual(['/concepts/printable/', '/loaders/printable/']);
  });

  it('need a docs plugin', async () => {
    await expect(emitted(validate({ docsPluginId: 'other' }))).rejects.toThrow(
      'printable: no docs plugin with id "other"',
    );
  });
});

describe('options', () => {
  it('are checked', () => {
    expect(validate({ sections: ['api'] })).toEqual({ id: 'default', sections: ['api'], docsPluginId: 'default' });
    expect(() => validate({ sections: 'api' })).toThrow(/"sections" must be an array/);
    expect(() => validate({ section: ['api'] })).toThrow(/"section" is not allowed/);
  });
});
