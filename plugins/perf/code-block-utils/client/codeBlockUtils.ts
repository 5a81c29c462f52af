/**
 * What theme-common's barrel (`@docusaurus/theme-common/internal`) gets for `./utils/codeBlockUtils` in the browser
 * bundle (see ../index.ts): the same exports, with the context from ./codeBlockContext.tsx. The context is all that a
 * block highlighted at build time uses, through the theme's code block layout and buttons; the parsing (metastrings,
 * line ranges, magic comments) is for blocks highlighted in the browser, which load lazily. In one module, the two
 * went into the chunk every page with code loads: 1.8 KB gzip, with parse-numeric-range, of which that page uses none.
 * This module only re-exports and is free of side effects, so each import goes straight to the module that defines it.
 * `@code-block-utils/theme-common-code-block-utils` is theme-common's module, which its package does not export.
 */
export {
  parseCodeBlockTitle,
  getLineNumbersStart,
  containsLineNumbers,
  parseLines,
  parseClassNameLanguage,
  createCodeBlockMetadata,
  getPrismCssVariables,
} from '@code-block-utils/theme-common-code-block-utils';
export { CodeBlockContextProvider, useCodeBlockContext } from './codeBlockContext';
