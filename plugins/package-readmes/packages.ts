/**
 * The loaders and plugins documented from their package READMEs: the npm
 * package, whether it is a loader or a plugin, and its sidebar group.
 */

export type ReadmePackage = {
  name: string;
  kind: 'loader' | 'plugin';
  /** Sidebar heading; plugins are "webpack contrib" (maintained in the webpack-contrib organisation) or "Community". */
  group?: 'CSS' | 'webpack contrib' | 'Community';
};

const loader = (name: string, group?: 'CSS'): ReadmePackage => ({ name, kind: 'loader', ...(group ? { group } : {}) });
const plugin = (name: string, group: 'webpack contrib' | 'Community'): ReadmePackage => ({
  name,
  kind: 'plugin',
  group,
});

export const README_PACKAGES: readonly ReadmePackage[] = [
  loader('babel-loader'),
  loader('coffee-loader'),
  loader('css-loader', 'CSS'),
  loader('exports-loader'),
  loader('expose-loader'),
  loader('extract-loader'),
  loader('file-loader'),
  loader('html-loader'),
  loader('imports-loader'),
  loader('istanbul-instrumenter-loader'),
  loader('less-loader', 'CSS'),
  loader('mocha-loader'),
  loader('node-loader'),
  loader('null-loader'),
  loader('polymer-webpack-loader'),
  loader('postcss-loader', 'CSS'),
  loader('raw-loader'),
  loader('remark-loader'),
  loader('sass-loader', 'CSS'),
  loader('source-map-loader'),
  loader('style-loader', 'CSS'),
  loader('stylus-loader', 'CSS'),
  loader('thread-loader'),
  loader('url-loader'),
  loader('val-loader'),
  loader('worker-loader'),
  plugin('closure-webpack-plugin', 'webpack contrib'),
  plugin('compression-webpack-plugin', 'webpack contrib'),
  plugin('copy-webpack-plugin', 'webpack contrib'),
  plugin('css-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('eslint-webpack-plugin', 'webpack contrib'),
  plugin('html-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('html-webpack-plugin', 'Community'),
  plugin('image-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('json-minimizer-webpack-plugin', 'webpack contrib'),
  plugin('mini-css-extract-plugin', 'webpack contrib'),
  plugin('npm-install-webpack-plugin', 'webpack contrib'),
  plugin('stylelint-webpack-plugin', 'webpack contrib'),
  plugin('terser-webpack-plugin', 'webpack contrib'),
];

/** The page of a package on this site: /loaders/css-loader/, /plugins/mini-css-extract-plugin/. */
export function packagePagePath(pkg: ReadmePackage): string {
  return `/${pkg.kind}s/${pkg.name}/`;
}
