/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { PluginOptions } from '@docusaurus/theme-classic';
import type { Configuration, RuleSetRule } from 'webpack';
import themeClassicWithStaticCode, {
  CODE_BLOCK_UTILS_MODULE,
  CODE_BLOCK_UTILS_REQUEST,
  CODE_BLOCK_UTILS_USER,
} from '../theme';
import { prismConfig } from '../../../config/prismThemes';

function context(generatedFilesDir: string): LoadContext {
  return {
    siteDir: '/site',
    generatedFilesDir,
    i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
    siteStorage: { type: 'localStorage', namespace: '' },
    siteConfig: {
      themeConfig: { colorMode: { defaultMode: 'light' }, prism: { ...prismConfig, magicComments: [] } },
    },
  } as unknown as LoadContext;
}

describe('theme-classic with static code', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-highlight-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const plugin = themeClassicWithStaticCode(context(dir), { customCss: ['./src/css/custom.css'] } as PluginOptions);

  it('loads no Prism in the browser: the generated stylesheet takes the place of prism-include-languages', () => {
    const modules = plugin.getClientModules!();
    expect(modules.some((m) => m.includes('prism-include-languages'))).toBe(false);
    const stylesheet = path.join(dir, 'code-highlight', 'prism-theme.css');
    // Where prism-include-languages was: after Infima, before the site's CSS.
    expect(modules[1]).toBe(stylesheet);
    expect(fs.readFileSync(stylesheet, 'utf8')).toContain(
      `--prism-background-color: ${prismConfig.darkTheme.plain.backgroundColor}`,
    );
    expect(modules.at(-1)).toBe(path.resolve('/site', './src/css/custom.css'));
  });

  it("lists the lazy wrapper of theme-classic's progress bar module in its place", () => {
    const modules = plugin.getClientModules!();
    expect(modules.filter((m) => /[\\/]nprogress(\.js)?$/.test(m))).toEqual([]);
    expect(modules[2]).toBe(path.resolve(__dirname, '../../../src/clientModules/navigationProgress.ts'));
  });

  it("keeps theme-classic's theme components and client modules, as absolute paths", () => {
    for (const p of [plugin.getThemePath!(), ...plugin.getClientModules!()]) {
      expect(path.isAbsolute(p)).toBe(true);
    }
    expect(fs.existsSync(path.join(plugin.getThemePath!(), 'CodeBlock', 'index.js'))).toBe(true);
    expect(plugin.name).toBe('docusaurus-theme-classic');
  });

  it("gives theme-common's barrel, in the browser bundle only, the code block utilities with the context apart", () => {
    const configure = (isServer: boolean) =>
      plugin.configureWebpack!(
        {},
        isServer,
        { currentBundler: { instance: { ContextReplacementPlugin: class {} } } } as never,
        undefined,
      ) as Configuration;
    const rules = (configure(false).module?.rules ?? []) as RuleSetRule[];
    const barrel = require.resolve('@docusaurus/theme-common/internal');
    expect((CODE_BLOCK_UTILS_USER as RegExp).test(barrel)).toBe(true);
    // The barrel still imports the module by this request (a Docusaurus update that moves it fails here).
    expect(fs.readFileSync(barrel, 'utf8')).toContain(`from '${CODE_BLOCK_UTILS_REQUEST}'`);
    expect(rules).toContainEqual({
      test: CODE_BLOCK_UTILS_USER,
      resolve: { alias: { [`${CODE_BLOCK_UTILS_REQUEST}$`]: CODE_BLOCK_UTILS_MODULE } },
    });
    expect(rules).toContainEqual({ test: CODE_BLOCK_UTILS_MODULE, sideEffects: false });
    expect(configure(true).module).toBeUndefined();
    // Every export of theme-common's module is exported again, the context from its own module.
    const original = fs.readFileSync(path.join(path.dirname(barrel), 'utils', 'codeBlockUtils.js'), 'utf8');
    const exported = [...original.matchAll(/^export function (\w+)/gm)].map((m) => m[1]).sort();
    const replacement = fs.readFileSync(CODE_BLOCK_UTILS_MODULE, 'utf8');
    const reexported = [...replacement.matchAll(/export \{([^}]*)\}/g)]
      .flatMap((m) =>
        m[1]!
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      )
      .sort();
    expect(reexported).toEqual(exported);
  });
});
