/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSiteFiles } from '@docusaurus/core/lib/server/codegen/codegen';
import type { DocusaurusConfig, LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import leanGeneratedModulesPlugin, { LOADER, TRIMMED_FILES } from '..';

// The loader is CommonJS (see loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../loader.cjs') as (
  this: { resourcePath: string; emitWarning(error: Error): void },
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
  themes: [remarkPlugin, ['@easyops-cn/docusaurus-search-local', { hashed: true }]],
  plugins: ['./plugins/printable/index.ts', ['@docusaurus/plugin-pwa', { swCustom: '/site/src/sw/offline.js' }]],
} as unknown as DocusaurusConfig;

/** The generated files Docusaurus writes for this config, a docs page (component, content, props) and a blog post. */
async function generatedFiles(): Promise<(file: string) => string> {
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
  return (file) => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
}

const run = (file: string, source: string) => {
  const warnings: Error[] = [];
  const output = loader.call(
    { resourcePath: path.join('/site/.docusaurus', file), emitWarning: (error) => warnings.push(error) },
    source,
  );
  return { output, warnings };
};

/** The value a JSON module or an `export default {…};` module holds. */
const valueOf = (source: string): Record<string, unknown> =>
  JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Record<string, unknown>;

const entriesOf = (source: string) => source.split('\n').filter((line) => line.startsWith('  "'));

describe('registry.js in the browser bundle', () => {
  it('keeps each chunk’s loader and module id and leaves out its module path', async () => {
    const source = (await generatedFiles())('registry.js');
    const { output, warnings } = run('registry.js', source);
    expect(warnings).toEqual([]);
    // The page component, the content, the props module and the route context of each route.
    expect(entriesOf(output).length).toBeGreaterThanOrEqual(5);
    expect(entriesOf(output)).toHaveLength(entriesOf(source).length);
    for (const entry of entriesOf(output)) {
      expect(entry).toMatch(
        /^ {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "(.+)"\), "", require\.resolveWeak\("\1"\)\],(\};)?$/,
      );
    }
    expect(output).toContain(
      '"@site/docs/concepts/index.mdx"), "", require.resolveWeak("@site/docs/concepts/index.mdx")]',
    );
    expect(output).toContain(String.raw`"@site/blog/a \"quoted\" post.mdx?truncated=true"), "", require.resolveWeak(`);
    // Everything but the paths is as Docusaurus wrote it.
    expect(output.replace(/, "", /g, '')).toBe(source.replace(/\), "(?:[^"\\]|\\.)*", require/g, ')require'));
  });

  it('passes on, with a warning, a registry in a form the loader does not know', () => {
    const changedForm =
      'export default {\n  "abc": [() => import("@site/a.mdx"), require.resolveWeak("@site/a.mdx")],\n};\n';
    const { output, warnings } = run('registry.js', changedForm);
    expect(output).toBe(changedForm);
    expect(warnings).toHaveLength(1);
  });
});

describe('docusaurus.config.mjs in the browser bundle', () => {
  it('has empty plugin entries and every other setting as it was', async () => {
    const source = (await generatedFiles())('docusaurus.config.mjs');
    const { output, warnings } = run('docusaurus.config.mjs', source);
    expect(warnings).toEqual([]);
    expect(output.startsWith(source.slice(0, source.indexOf('export default {')))).toBe(true);
    const before = valueOf(source);
    const after = valueOf(output);
    expect((before.plugins as unknown[]).length).toBe(2);
    expect(after).toEqual({ ...before, presets: [], themes: [], plugins: [] });
    expect(after.themeConfig).toEqual(siteConfig.themeConfig);
    expect(output).not.toContain('offline.js');
    expect(output).not.toContain('search-local');
  });

  it('passes on, with a warning, a config in a form the loader does not know', () => {
    const changedForm = 'export const config = {"title":"webpack"};\nexport default config;\n';
    const { output, warnings } = run('docusaurus.config.mjs', changedForm);
    expect(output).toBe(changedForm);
    expect(warnings).toHaveLength(1);
  });
});

describe('site-metadata.json in the browser bundle', () => {
  it('has no plugin versions, and the Docusaurus and site versions', async () => {
    const source = (await generatedFiles())('site-metadata.json');
    const { output, warnings } = run('site-metadata.json', source);
    expect(warnings).toEqual([]);
    expect(Object.keys(valueOf(source).pluginVersions as object)).toHaveLength(2);
    expect(JSON.parse(output)).toEqual({ docusaurusVersion: '3.10.2', siteVersion: '1.0.0', pluginVersions: {} });
  });
});

describe('the plugin', () => {
  const configure = (isServer: boolean) => {
    const plugin = leanGeneratedModulesPlugin({ generatedFilesDir: '/site/.docusaurus' } as LoadContext);
    return (plugin.configureWebpack as NonNullable<Plugin['configureWebpack']>)(
      {},
      isServer,
      {} as never,
      undefined,
    ) as Configuration;
  };

  it('runs the loader on the generated files it trims, in the browser bundle only', () => {
    const [rule] = (configure(false).module?.rules ?? []) as RuleSetRule[];
    expect(rule).toMatchObject({ enforce: 'pre', use: [{ loader: LOADER }] });
    expect(rule?.test).toEqual(TRIMMED_FILES.map((file) => path.join('/site/.docusaurus', file)));
    expect(TRIMMED_FILES).toEqual(['registry.js', 'docusaurus.config.mjs', 'site-metadata.json']);
    expect(fs.existsSync(LOADER)).toBe(true);
    // The server render reads the module paths.
    expect(configure(true)).toEqual({});
  });
});
