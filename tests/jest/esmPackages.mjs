/**
 * The unified/remark/rehype family ships ES modules only; Jest runs CommonJS, so Babel transforms these packages
 * (and everything else under node_modules is left alone). Used by both Jest configurations.
 */
const ESM_PACKAGES = [
  '@docusaurus',
  '@mdx-js',
  'bail',
  'ccount',
  'character-[a-z0-9-]+',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'estree-util-[a-z0-9-]+',
  'hast-util-[a-z0-9-]+',
  'html-void-elements',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'is-plain-obj',
  'longest-streak',
  'markdown-table',
  'mdast-util-[a-z0-9-]+',
  'micromark[a-z0-9-]*',
  'parse-entities',
  'property-information',
  'rehype-[a-z0-9-]+',
  'remark-[a-z0-9-]+',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'unified',
  'unist-util-[a-z0-9-]+',
  'vfile[a-z0-9-]*',
  'zwitch',
];

export const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];
