/**
 * @jest-environment node
 */
import path from 'node:path';
import themeClientModulesPlugin, { LAZY_PROGRESS_MODULE, PRISM_CLIENT_MODULE, PROGRESS_CLIENT_MODULE } from '..';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';

const configure = (isServer: boolean) =>
  configureWebpack(themeClientModulesPlugin({ generatedFilesDir: '/site/.docusaurus' }), isServer);

describe('theme-client-modules', () => {
  it("gives client-modules.js, in the browser bundle, nothing for Prism and the lazy progress bar for theme-classic's", () => {
    expect(configure(false).module?.rules).toEqual([
      {
        test: path.join('/site/.docusaurus', 'client-modules.js'),
        resolve: {
          alias: { [`${PRISM_CLIENT_MODULE}$`]: false, [`${PROGRESS_CLIENT_MODULE}$`]: LAZY_PROGRESS_MODULE },
        },
      },
    ]);
    expect(PRISM_CLIENT_MODULE).toMatch(/[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages$/);
    expect(PROGRESS_CLIENT_MODULE).toMatch(/[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress$/);
  });

  it('leaves the server bundle as Docusaurus makes it', () => {
    expect(configure(true)).toEqual({});
  });
});
