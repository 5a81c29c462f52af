/**
 * The loaders and plugins documented from their package READMEs: the npm
 * package, whether it is a loader or a plugin, its sidebar group, and the
 * GitHub repository it is maintained in (known without the registry, so that
 * a page without its README still says who maintains the package).
 */

export type ReadmePackage = {
  name: string;
  kind: 'loader' | 'plugin';
  /** Sidebar heading; plugins are "webpack contrib" (maintained in the webpack-contrib organisation) or "Community". */
  group?: 'CSS' | 'webpack contrib' | 'Community';
  /** `owner/name` on GitHub; the registry's `repository` field wins when the README has been fetched. */
  repository?: string;
};

const loader = (name: string, repository: string, group?: 'CSS'): ReadmePackage => ({
  name,
  kind: 'loader',
  repository,
  ...(group ? { group } : {}),
});
const plugin = (name: string, repository: string, group: 'webpack contrib' | 'Community'): ReadmePackage => ({
  name,
  kind: 'plugin',
  repository,
  group,
});

export const README_PACKAGES: readonly ReadmePackage[] = [
  loader('babel-loader', 'babel/babel-loader'),
  loader('coffee-loader', 'webpack-contrib/coffee-loader'),
  loader('css-loader', 'webpack/css-loader', 'CSS'),
  loader('exports-loader', 'webpack-contrib/exports-loader'),
  loader('expose-loader', 'webpack-contrib/expose-loader'),
  loader('extract-loader', 'peerigon/extract-loader'),
  loader('file-loader', 'webpack-contrib/file-loader'),
  loader('html-loader', 'webpack-contrib/html-loader'),
  loader('imports-loader', 'webpack-contrib/imports-loader'),
  loader('istanbul-instrumenter-loader', 'webpack-contrib/istanbul-instrumenter-loader'),
  loader('less-loader', 'webpack/less-loader', 'CSS'),
  loader('mocha-loader', 'webpack-contrib/mocha-loader'),
  loader('node-loader', 'webpack-contrib/node-loader'),
  loader('null-loader', 'webpack-contrib/null-loader'),
  loader('polymer-webpack-loader', 'webpack-contrib/polymer-webpack-loader'),
  loader('postcss-loader', 'webpack/postcss-loader', 'CSS'),
  loader('raw-loader', 'webpack-contrib/raw-loader'),
  loader('remark-loader', 'webpack-contrib/remark-loader'),
  loader('sass-loader', 'webpack/sass-loader', 'CSS'),
  loader('source-map-loader', 'webpack-contrib/source-map-loader'),
  loader('style-loader', 'webpack-contrib/style-loader', 'CSS'),
  loader('stylus-loader', 'webpack/stylus-loader', 'CSS'),
  loader('thread-loader', 'webpack-contrib/thread-loader'),
  loader('url-loader', 'webpack-contrib/url-loader'),
  loader('val-loader', 'webpack-contrib/val-loader'),
  loader('worker-loader', 'webpack-contrib/worker-loader'),
  plugin('closure-webpack-plugin', 'webpack-contrib/closure-webpack-plugin', 'webpack contrib'),
  plugin('compression-webpack-plugin', 'webpack/compression-webpack-plugin', 'webpack contrib'),
  plugin('copy-webpack-plugin', 'webpack/copy-webpack-plugin', 'webpack contrib'),
  plugin('css-minimizer-webpack-plugin', 'webpack/css-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('eslint-webpack-plugin', 'webpack/eslint-webpack-plugin', 'webpack contrib'),
  plugin('html-minimizer-webpack-plugin', 'webpack/html-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('html-webpack-plugin', 'jantimon/html-webpack-plugin', 'Community'),
  plugin('image-minimizer-webpack-plugin', 'webpack/image-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('json-minimizer-webpack-plugin', 'webpack-contrib/json-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('mini-css-extract-plugin', 'webpack/mini-css-extract-plugin', 'webpack contrib'),
  plugin('npm-install-webpack-plugin', 'ericclemmons/npm-install-webpack-plugin', 'webpack contrib'),
  plugin('stylelint-webpack-plugin', 'webpack/stylelint-webpack-plugin', 'webpack contrib'),
  plugin('terser-webpack-plugin', 'webpack/minimizer-webpack-plugin', 'webpack contrib'),
];

/** The page of a package on this site: /loaders/css-loader/, /plugins/mini-css-extract-plugin/. */
export function packagePagePath(pkg: ReadmePackage): string {
  return `/${pkg.kind}s/${pkg.name}/`;
}
