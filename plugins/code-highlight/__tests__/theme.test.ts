/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { PluginOptions } from '@docusaurus/theme-classic';
import themeClassicWithStaticCode from '../theme';
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
});
