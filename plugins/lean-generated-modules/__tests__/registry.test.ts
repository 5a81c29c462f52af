/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import leanGeneratedModulesPlugin, { LOADER, TRIMMED_FILES } from '..';

// The loader is CommonJS (see loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../loader.cjs') as {
  (this: { resourcePath: string; emitWarning(error: Error): void }, source: string): string;
  registryWithoutModulePaths(source: string): string | undefined;
};

/** The registry Docusaurus writes for a docs page (component, content, props) and a blog page. */
async function generatedRegistry(): Promise<string> {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-generated-modules-'));
  await generateRouteFiles({
    generatedFilesDir,
    baseUrl: '/',
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
  });
  return fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}

const run = (file: string, source: string) => {
  const warnings: Error[] = [];
  const output = loader.call(
    { resourcePath: path.join('/site/.docusaurus', file), emitWarning: (error) => warnings.push(error) },
    source,
  );
  return { output, warnings };
};

describe('registry.js in the browser bundle', () => {
  it('keeps each chunk’s loader and module id and leaves out its module path', async () => {
    const source = await generatedRegistry();
    const { output, warnings } = run('registry.js', source);
    expect(warnings).toEqual([]);
    const entries = output.split('\n').filter((line) => line.startsWith('  "'));
    // The page component, the content, the props module and the route context of each route.
    expect(entries.length).toBe(source.split('\n').filter((line) => line.startsWith('  "')).length);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    for (const entry of entries) {
      expect(entry).toMatch(
        /^ {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "(.+)"\), "", require\.resolveWeak\("\1"\)\],(\};)?$/,
      );
    }
    expect(output).toContain('import(/* webpackChunkName: ');
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
    expect(TRIMMED_FILES).toContain('registry.js');
    expect(fs.existsSync(LOADER)).toBe(true);
    // The server render reads the module paths.
    expect(configure(true)).toEqual({});
  });
});
