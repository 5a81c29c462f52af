/** theme-common's code block utilities module (3.10.2 `lib/utils/codeBlockUtils.js`), aliased in ../index.ts. */
declare module '@code-block-utils/theme-common-code-block-utils' {
  export {
    parseCodeBlockTitle,
    getLineNumbersStart,
    containsLineNumbers,
    parseLines,
    parseLanguage as parseClassNameLanguage,
    createCodeBlockMetadata,
    getPrismCssVariables,
  } from '@docusaurus/theme-common/internal';
}
