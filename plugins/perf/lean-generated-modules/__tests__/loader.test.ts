/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSiteFiles } from '@docusaurus/core/lib/server/codegen/codegen';
import type { DocusaurusConfig, LoadContext } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import leanGeneratedModulesPlugin, { LOADER, TRIMMED_FILES } from '..';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';

// The loader is CommonJS (see loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../loader.cjs') as (
  this: { resourcePath: string; addDependency(file: string): void },
  source: string,
) => string;

const remarkPlugin = () => undefined;

/** A site config with plugin entries in each form (a name, a name and options, a function, options with a function). */
const siteConfig = {
  title: 'webpack',
  url: 'https://webpack.js.org',
  baseUrl: '/',
  future: { v4: true, experimental_router: 'browser' },
  customFields: { voteApiUrl: 'https://vote.example' },
  themeConfig: { navbar: { title: 'webpack' }, prism: { additionalLanguages: ['bash'] } },
  presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [[remarkPlugin, { theme: 'github' }]] } }]],
  themes: [remarkPlugin, ['./plugins/local-search', { synonyms: {} }]],
  plugins: ['./plugins/printable/index.ts', ['@docusaurus/plugin-pwa', { swCustom: '/site/src/sw/offline.js' }]],
} as unknown as DocusaurusConfig;

/** The generated files Docusaurus writes for this config, a docs page (component, content, props) and a blog post. */
async function generatedFiles(): Promise<((file: string) => string) & { dir: string }> {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-generated-modules-'));
  await generateSiteFiles({
    generatedFilesDir,
    siteConfig,
    baseUrl: '/',
    clientModules: [],
    globalData: {},
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: {} },
    codeTranslations: {},
    siteMetadata: {
      docusaurusVersion: '3.10.2',
      siteVersion: '1.0.0',
      pluginVersions: {
        'docusaurus-plugin-content-docs': {
          type: 'package',
          name: '@docusaurus/plugin-content-docs',
          version: '3.10.2',
        },
        printable: { type: 'local' },
      },
    },
    siteStorage: { type: 'localStorage', namespace: '' },
    routes: [
      {
        path: '/concepts/',
        component: '@theme/DocItem',
        modules: { content: '@site/docs/concepts/index.mdx' },
        props: { version: { label: '5' } },
        plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
        exact: true,
      },
      {
        path: '/blog/a "quoted" post/',
        component: '@theme/BlogPostPage',
        modules: { content: '@site/blog/a "quoted" post.mdx?truncated=true' },
        plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' },
        exact: true,
      },
    ],
  } as Parameters<typeof generateSiteFiles>[0]);
  return Object.assign((file: string) => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8'), {
    dir: generatedFilesDir,
  });
}

/** Runs the loader on a generated file, in the generated directory `dir` (where it reads the registry from). */
const run = (file: string, source: string, dir = '/site/.docusaurus') => {
  const dependencies: string[] = [];
  const output = loader.call(
    { resourcePath: path.join(dir, file), addDependency: (dependency) => dependencies.push(dependency) },
    source,
  );
  return { output, dependencies };
};

/** Each chunk name of a registry, with the module path its entry loads. */
const modulesByName = (registry: string): Map<string, string> =>
  new Map(
    [
      ...registry.matchAll(
        /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\)/gm,
      ),
    ].map((match) => [match[1]!, match[2]!]),
  );

/** Every chunk name a route's chunk names hold (its leaves). */
const leavesOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leavesOf);

/** The value a JSON module or an `export default {…};` module holds. */
const valueOf = (source: string): Record<string, unknown> =>
  JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Record<string, unknown>;

const entriesOf = (source: string) => source.split('\n').filter((line) => line.startsWith('  "'));

describe('registry.js in the browser bundle', () => {
  it('keeps each chunk’s loader, leaves out its module path and id, and names it by its place', async () => {
    const source = (await generatedFiles())('registry.js');
    const { output } = run('registry.js', source);
    // The page component, the content, the props module and the route context of each route.
    expect(entriesOf(output).length).toBeGreaterThanOrEqual(5);
    expect(entriesOf(output)).toHaveLength(entriesOf(source).length);
    entriesOf(output).forEach((entry, index) => {
      const name = index.toString(36);
      expect(entry).toMatch(
        new RegExp(
          `^ {2}"${name}": \\[\\(\\) => import\\(\\/\\* webpackChunkName: "${name}" \\*\\/ "(.+)"\\)\\],(\\};)?$`,
        ),
      );
    });
    expect(output).toContain('"4": [() => import(/* webpackChunkName: "4" */ "@site/docs/concepts/index.mdx")],');
    expect(output).toContain(String.raw`"@site/blog/a \"quoted\" post.mdx?truncated=true")],`);
    expect(output).not.toContain('resolveWeak');
    // The same modules, in the same order, as Docusaurus wrote them.
    expect([...modulesByName(output).values()]).toEqual([...modulesByName(source).values()]);
    expect(output.split('\n').filter((line) => !line.startsWith('  "'))).toEqual(
      source.split('\n').filter((line) => !line.startsWith('  "')),
    );
  });

  it('fails the build, naming the patch and the Docusaurus file, on a registry in a form it does not know', () => {
    const changedForm =
      'export default {\n  "abc": [() => import("@site/a.mdx"), require.resolveWeak("@site/a.mdx")],\n};\n';
    expect(() => run('registry.js', changedForm)).toThrow(
      'plugins/perf/lean-generated-modules: .docusaurus/registry.js is not in the form @docusaurus/core 3.10.2 writes it (lib/server/codegen/codegenRoutes.js)',
    );
  });
});

type Route = { path: string; component: unknown; routes?: Route[]; [attribute: string]: unknown };

/** Runs a routes module with a `ComponentCreator` that records its calls and returns what it was called with. */
function evaluateRoutes(source: string): { routes: Route[]; made: unknown[][] } {
  const made: unknown[][] = [];
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const routes = new Function('ComponentCreator', body)((...args: unknown[]) => {
    made.push(args);
    return { madeFrom: args };
  }) as Route[];
  return { routes, made };
}

const flatRoutes = (routes: Route[]): Route[] => routes.flatMap((route) => [route, ...flatRoutes(route.routes ?? [])]);

describe('routes.js in the browser bundle', () => {
  it('makes no route component as it loads, and each one, once, when it is first read', async () => {
    const files = await generatedFiles();
    const { output } = run('routes.js', files('routes.js'));
    const eager = evaluateRoutes(files('routes.js'));
    const lazy = evaluateRoutes(output);
    // The two routes and the not-found route.
    expect(eager.made).toHaveLength(3);
    expect(lazy.made).toEqual([]);
    const before = flatRoutes(eager.routes);
    const after = flatRoutes(lazy.routes);
    expect(after.map(({ component: _c, routes: _r, ...rest }) => rest)).toEqual(
      before.map(({ component: _c, routes: _r, ...rest }) => rest),
    );
    after.forEach((route, index) => {
      const component = route.component;
      expect(component).toEqual(before[index]!.component);
      // Made once: the same component every time it is read.
      expect(route.component).toBe(component);
    });
    expect(lazy.made).toEqual(eager.made);
    expect(Object.keys(after[0]!)).toContain('component');
  });

  it('fails the build on routes in a form it does not know', () => {
    const changedForm = "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [];\n";
    expect(() => run('routes.js', changedForm)).toThrow(/\.docusaurus\/routes\.js is not in the form/);
  });
});

describe('routesChunkNames.json in the browser bundle', () => {
  it('names each route’s chunks as the browser’s registry does, so that each still loads the same module', async () => {
    const files = await generatedFiles();
    const source = files('routesChunkNames.json');
    const { output, dependencies } = run('routesChunkNames.json', source, files.dir);
    // Rebuilt when the registry changes.
    expect(dependencies).toEqual([path.join(files.dir, 'registry.js')]);
    const before = JSON.parse(source) as Record<string, unknown>;
    const after = JSON.parse(output) as Record<string, unknown>;
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const original = modulesByName(files('registry.js'));
    const browser = modulesByName(run('registry.js', files('registry.js')).output);
    for (const route of Object.keys(before)) {
      const names = leavesOf(before[route]);
      expect(names.length).toBeGreaterThan(0);
      expect(leavesOf(after[route]).map((name) => browser.get(name))).toEqual(names.map((name) => original.get(name)));
    }
  });

  it('is left as it is when the registry is in a form the loader does not know', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-generated-modules-'));
    fs.writeFileSync(path.join(dir, 'registry.js'), 'export default {\n  "abc": [() => import("@site/a.mdx")],\n};\n');
    const source = JSON.stringify({ '/a/-123': { __comp: 'abc' } });
    expect(run('routesChunkNames.json', source, dir).output).toBe(source);
  });
});

describe('docusaurus.config.mjs in the browser bundle', () => {
  it('has empty plugin entries and every other setting as it was', async () => {
    const source = (await generatedFiles())('docusaurus.config.mjs');
    const { output } = run('docusaurus.config.mjs', source);
    expect(output.startsWith(source.slice(0, source.indexOf('export default {')))).toBe(true);
    const before = valueOf(source);
    const after = valueOf(output);
    expect((before.plugins as unknown[]).length).toBe(2);
    expect(after).toEqual({ ...before, presets: [], themes: [], plugins: [] });
    expect(after.themeConfig).toEqual(siteConfig.themeConfig);
    expect(output).not.toContain('offline.js');
    expect(output).not.toContain('search-local');
  });

  it('fails the build on a config in a form it does not know', () => {
    const changedForm = 'export const config = {"title":"webpack"};\nexport default config;\n';
    expect(() => run('docusaurus.config.mjs', changedForm)).toThrow(
      /docusaurus\.config\.mjs is not in the form.*codegen\.js/,
    );
  });
});

describe('site-metadata.json in the browser bundle', () => {
  it('has no plugin versions, and the Docusaurus and site versions', async () => {
    const source = (await generatedFiles())('site-metadata.json');
    const { output } = run('site-metadata.json', source);
    expect(Object.keys(valueOf(source).pluginVersions as object)).toHaveLength(2);
    expect(JSON.parse(output)).toEqual({ docusaurusVersion: '3.10.2', siteVersion: '1.0.0', pluginVersions: {} });
  });
});

describe('globalData.json in the browser bundle', () => {
  const doc = (id: string, path: string, sidebar?: string) =>
    sidebar === undefined ? { id, path } : { id, path, sidebar };
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/',
        versions: [
          {
            name: 'current',
            path: '/',
            mainDocId: 'concepts/index',
            docs: [
              doc('concepts/index', '/concepts/', 'concepts'),
              doc('concepts/entry-points', '/concepts/entry-points', 'concepts'),
              doc('package-readmes/loaders/css-loader', '/loaders/css-loader', 'loaders'),
              doc('api/cli', '/api/cli', 'guides'),
              doc('branding', '/branding'),
            ],
            sidebars: { concepts: { link: { path: '/concepts/', label: 'concepts/index' } } },
          },
          {
            name: '4',
            path: '/v4',
            mainDocId: 'concepts/index',
            docs: [doc('concepts/index', '/v4/concepts/', 'concepts')],
          },
        ],
        breadcrumbs: true,
      },
    },
    supporters: { default: { supporterCount: 17 } },
  };
  const evaluate = (module: string) => new Function(module.replace('export default ', 'return '))() as unknown;

  it('is the same value, key for key, with docs whose path and sidebar follow from the id written as the id', () => {
    const source = JSON.stringify(globalData, null, 2);
    const { output } = run('globalData.json', source);
    expect(JSON.stringify(evaluate(output))).toBe(JSON.stringify(globalData));
    expect(output).toContain('docs("/", ["concepts/index","concepts/entry-points",');
    expect(output).toContain('["package-readmes/loaders/css-loader","/loaders/css-loader","loaders"]');
    expect(output).toContain('["branding","/branding"]');
    expect(output).toContain('docs("/v4", ["concepts/index"])');
  });

  it('is the same value for the global data Docusaurus writes, and for global data without docs', async () => {
    const source = (await generatedFiles())('globalData.json');
    const { output } = run('globalData.json', source);
    expect(evaluate(output)).toEqual(JSON.parse(source));
  });

  it('fails the build on docs in a form it does not know', () => {
    const changed = structuredClone(globalData);
    Object.assign(changed['docusaurus-plugin-content-docs'].default.versions[0]!.docs[0]!, { description: 'new' });
    expect(() => run('globalData.json', JSON.stringify(changed))).toThrow(/globalData\.json is not in the form/);
  });
});

describe('the plugin', () => {
  const configure = (isServer: boolean) => {
    const plugin = leanGeneratedModulesPlugin({ generatedFilesDir: '/site/.docusaurus' } as LoadContext);
    return configureWebpack(plugin, isServer);
  };

  it('runs the loader on the generated files it trims, in the browser bundle only', () => {
    const [rule, asJavaScript] = (configure(false).module?.rules ?? []) as RuleSetRule[];
    expect(rule).toMatchObject({ enforce: 'pre', use: [{ loader: LOADER }] });
    // The global data becomes a JavaScript module.
    expect(asJavaScript).toEqual({
      test: [path.join('/site/.docusaurus', 'globalData.json')],
      type: 'javascript/auto',
    });
    expect(rule?.test).toEqual(TRIMMED_FILES.map((file) => path.join('/site/.docusaurus', file)));
    expect(TRIMMED_FILES).toEqual([
      'registry.js',
      'routes.js',
      'routesChunkNames.json',
      'docusaurus.config.mjs',
      'site-metadata.json',
      'globalData.json',
    ]);
    expect(fs.existsSync(LOADER)).toBe(true);
    // The server render reads the module paths.
    expect(configure(true)).toEqual({});
  });
});
