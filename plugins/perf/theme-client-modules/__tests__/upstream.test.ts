/**
 * @jest-environment node
 *
 * theme-client-modules against @docusaurus/theme-classic and the code generator of @docusaurus/core: the theme lists
 * the two client modules by these names, and client-modules.js requires them by the exact paths the aliases name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import { generateSiteFiles } from '@docusaurus/core/lib/server/codegen/codegen';
import type { LoadContext } from '@docusaurus/types';
import { patch, PRISM_CLIENT_MODULE, PROGRESS_CLIENT_MODULE } from '..';

describe(`plugins/perf/${patch.name} against @docusaurus/theme-classic ${patch.reliesOn[0]!.version} (lib/index.js)`, () => {
  const theme = themeClassic(
    {
      siteDir: '/site',
      i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
      siteConfig: { themeConfig: { prism: { additionalLanguages: [] }, colorMode: {} } },
    } as unknown as LoadContext,
    { customCss: [] },
  );
  const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const clientModules = theme.getClientModules!().map((module) => path.resolve(themeLib, module));

  it('getClientModules lists the Prism and progress bar modules at the paths the aliases name', () => {
    expect(clientModules).toContain(PRISM_CLIENT_MODULE);
    expect(clientModules).toContain(PROGRESS_CLIENT_MODULE);
    expect(fs.existsSync(`${PRISM_CLIENT_MODULE}.js`)).toBe(true);
    expect(fs.existsSync(`${PROGRESS_CLIENT_MODULE}.js`)).toBe(true);
  });

  it('client-modules.js requires each one by that path, as @docusaurus/core writes it', async () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-client-modules-'));
    try {
      await generateSiteFiles({
        generatedFilesDir,
        clientModules,
        siteConfig: { title: 't' },
        siteMetadata: {},
        siteStorage: {},
        i18n: {},
        codeTranslations: {},
        globalData: {},
        routes: [],
        baseUrl: '/',
      } as unknown as Parameters<typeof generateSiteFiles>[0]);
      const generated = fs.readFileSync(path.join(generatedFilesDir, 'client-modules.js'), 'utf8');
      expect(generated).toContain(`require(${JSON.stringify(PRISM_CLIENT_MODULE)})`);
      expect(generated).toContain(`require(${JSON.stringify(PROGRESS_CLIENT_MODULE)})`);
    } finally {
      fs.rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });
});
