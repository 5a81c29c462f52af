/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import tslibHelpersPlugin, { HELPERS_MODULE, TSLIB_USERS } from '..';
import * as helpers from '../helpers';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';

const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common/package.json'));

const configure = (isServer: boolean) => configureWebpack(tslibHelpersPlugin(), isServer);

describe('tslib-helpers', () => {
  it('sends the tslib imports of utils-common, in the browser bundle only, to the helpers module', () => {
    expect(configure(false).module?.rules).toEqual([
      { test: TSLIB_USERS, resolve: { alias: { tslib$: HELPERS_MODULE } } },
    ]);
    expect(fs.existsSync(HELPERS_MODULE)).toBe(true);
    expect(TSLIB_USERS.test(path.join(utilsCommon, 'lib', 'index.js'))).toBe(true);
    // Other packages keep the whole of tslib.
    expect(TSLIB_USERS.test(path.join(utilsCommon, '..', 'utils', 'lib', 'index.js'))).toBe(false);
    expect(configure(true)).toEqual({});
  });

  it('has exactly the tslib helpers that utils-common calls, tslib’s own', () => {
    const used = new Set<string>();
    const lib = path.join(utilsCommon, 'lib');
    for (const file of fs.readdirSync(lib).filter((name) => name.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(lib, file), 'utf8');
      for (const [, helper] of source.matchAll(/\btslib_1\.(__\w+)/g)) used.add(helper!);
    }
    expect(used.size).toBeGreaterThan(0);
    expect(Object.keys(helpers).sort()).toEqual([...used].sort());
    const tslib = jest.requireActual<Record<string, unknown>>('tslib');
    for (const helper of used) expect(helpers[helper as keyof typeof helpers]).toBe(tslib[helper]);
  });
});
