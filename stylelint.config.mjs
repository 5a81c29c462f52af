/**
 * Stylelint for the site's CSS: the standard rules, plus the CSS modules
 * config (`:global`, `composes`). Rules turned off or changed below either
 * clash with how this project writes CSS or only restate taste; each says why.
 */

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: ['build/**', 'build-*/**', '.docusaurus/**', 'node_modules/**', 'coverage/**', 'test-results/**'],
  rules: {
    // Module class names are camelCase, so that components read them as `styles.docTitle`. Infima's and
    // Docusaurus' own classes, reached through `:global(…)`, keep their kebab-case and BEM names (`code-line…` are the
    // line classes of the code blocks highlighted at build time, plugins/code-highlight).
    'selector-class-pattern': [
      '^[a-z][a-zA-Z0-9]*$|^(navbar|menu|theme|table-of-contents|pagination|breadcrumbs|footer|main-wrapper|code)[-_]',
      { message: (selector) => `Expected class selector "${selector}" to be camelCase` },
    ],
    // Font names in the `--ifm-font-family-*` variables keep their capitals; `currentColor` is the spec's spelling.
    'value-keyword-case': ['lower', { camelCaseSvgKeywords: true, ignoreProperties: [/^--ifm-font-family/] }],
    // `(max-width: 768px)` works in every browser of the browserslist; the range form `(width <= 768px)` needs
    // Safari 16.4.
    'media-feature-range-notation': 'prefix',
    // `clip` is part of the visually-hidden idiom, kept for browsers that lack `clip-path`.
    'property-no-deprecated': [true, { ignoreProperties: ['clip'] }],
    // Taste: Prettier owns the layout of the files, blank lines around comments included.
    'comment-empty-line-before': null,
    // In a module every class is local and rules rarely overlap; the rule compares specificity across unrelated
    // rules (`.update:focus-visible` sets an outline, `.update` a font weight) and flags harmless source order.
    'no-descending-specificity': null,
  },
  overrides: [
    {
      // The site-wide file styles Infima's and Docusaurus' own classes (`navbar__link`, `theme-doc-markdown`) and
      // keeps a `:root` block next to the rules each variable serves.
      files: ['src/css/**/*.css'],
      rules: { 'selector-class-pattern': null, 'no-duplicate-selectors': null },
    },
  ],
};
