/**
 * @jest-environment node
 */
import type { RuleSetRule } from 'webpack';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';
import codeBlockUtilsPlugin, {
  CODE_BLOCK_UTILS_MODULE,
  CODE_BLOCK_UTILS_REQUEST,
  CODE_BLOCK_UTILS_USER,
  ORIGINAL_REQUEST,
} from '..';

const configure = (isServer: boolean) => configureWebpack(codeBlockUtilsPlugin(), isServer);

describe('code-block-utils', () => {
  it("gives theme-common's barrel, in the browser bundle only, the utilities with the context apart", () => {
    const config = configure(false);
    const rules = (config.module?.rules ?? []) as RuleSetRule[];
    expect(CODE_BLOCK_UTILS_USER.test(require.resolve('@docusaurus/theme-common/internal'))).toBe(true);
    expect(rules).toContainEqual({
      test: CODE_BLOCK_UTILS_USER,
      resolve: { alias: { [`${CODE_BLOCK_UTILS_REQUEST}$`]: CODE_BLOCK_UTILS_MODULE } },
    });
    // Free of side effects, so that each import goes to the module that defines it.
    expect(rules).toContainEqual({ test: CODE_BLOCK_UTILS_MODULE, sideEffects: false });
    const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
    expect(alias[`${ORIGINAL_REQUEST}$`]).toMatch(/[\\/]theme-common[\\/]lib[\\/]utils[\\/]codeBlockUtils\.js$/);
  });

  it('leaves the server bundle as Docusaurus makes it', () => {
    expect(configure(true)).toEqual({});
  });
});
