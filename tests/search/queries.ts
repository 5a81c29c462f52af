/**
 * The search evaluation set: realistic queries (option names, plugin names,
 * tasks, misspellings) and the pages that answer them. A query counts as a hit
 * when one of its pages is among the first three results.
 */
export type SearchCase = { query: string; pages: string[] };

export const SEARCH_CASES: SearchCase[] = [
  { query: 'publicPath', pages: ['/configuration/output/', '/guides/public-path/'] },
  { query: 'splitChunks', pages: ['/configuration/optimization/', '/plugins/split-chunks-plugin/'] },
  {
    query: 'split vendor code',
    pages: ['/guides/code-splitting/', '/guides/caching/', '/plugins/split-chunks-plugin/'],
  },
  {
    query: 'HMR',
    pages: ['/guides/hot-module-replacement/', '/concepts/hot-module-replacement/', '/api/hot-module-replacement/'],
  },
  {
    query: 'hot module replacement',
    pages: ['/guides/hot-module-replacement/', '/concepts/hot-module-replacement/', '/api/hot-module-replacement/'],
  },
  { query: 'DefinePlugin', pages: ['/plugins/define-plugin/'] },
  { query: 'environment variables', pages: ['/guides/environment-variables/'] },
  { query: 'source maps', pages: ['/configuration/devtool/', '/plugins/source-map-dev-tool-plugin/'] },
  { query: 'devtool', pages: ['/configuration/devtool/'] },
  { query: 'tree shaking', pages: ['/guides/tree-shaking/'] },
  { query: 'sideEffects', pages: ['/guides/tree-shaking/', '/configuration/optimization/'] },
  { query: 'module federation', pages: ['/concepts/module-federation/', '/plugins/module-federation-plugin/'] },
  { query: 'dev server proxy', pages: ['/configuration/dev-server/'] },
  { query: 'historyApiFallback', pages: ['/configuration/dev-server/'] },
  { query: 'resolve alias', pages: ['/configuration/resolve/'] },
  { query: 'externals', pages: ['/configuration/externals/'] },
  { query: 'asset modules', pages: ['/guides/asset-modules/'] },
  { query: 'css-loader', pages: ['/loaders/css-loader/'] },
  { query: 'mini-css-extract-plugin', pages: ['/plugins/mini-css-extract-plugin/'] },
  { query: 'html-webpack-plugin', pages: ['/plugins/html-webpack-plugin/'] },
  { query: 'typescript', pages: ['/guides/typescript/'] },
  { query: 'web workers', pages: ['/guides/web-workers/'] },
  { query: 'lazy loading', pages: ['/guides/lazy-loading/'] },
  { query: 'contenthash caching', pages: ['/guides/caching/'] },
  { query: 'ProvidePlugin', pages: ['/plugins/provide-plugin/'] },
  { query: 'entry points', pages: ['/concepts/entry-points/', '/configuration/entry-context/'] },
  // The build performance guide's "Use the persistent cache" section is the how-to; the reference is the other.
  { query: 'persistent cache', pages: ['/configuration/cache/', '/guides/build-performance/'] },
  { query: 'watch mode', pages: ['/configuration/watch/'] },
  { query: 'performance hints', pages: ['/configuration/performance/'] },
  { query: 'Node API', pages: ['/api/node/'] },
  { query: 'compiler hooks', pages: ['/api/compiler-hooks/'] },
  { query: 'processAssets', pages: ['/api/compilation-hooks/'] },
  { query: 'write a loader', pages: ['/contribute/writing-a-loader/', '/api/loaders/'] },
  { query: 'migrate to webpack 5', pages: ['/migrate/5/'] },
  { query: 'library umd', pages: ['/guides/author-libraries/', '/configuration/output/'] },
  { query: 'package exports', pages: ['/guides/package-exports/'] },
  { query: 'command line interface', pages: ['/api/cli/'] },
  { query: 'stats json', pages: ['/api/stats/', '/configuration/stats/'] },
  { query: 'splitchuncks', pages: ['/configuration/optimization/', '/plugins/split-chunks-plugin/'] },
  { query: 'typscript', pages: ['/guides/typescript/'] },
  { query: 'enviroment variables', pages: ['/guides/environment-variables/'] },
  { query: 'mini css extract', pages: ['/plugins/mini-css-extract-plugin/'] },
];

export const REQUIRED_HIT_RATE = 0.9;
