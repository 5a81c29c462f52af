/**
 * The search evaluation set: what readers type into the search box (option and hook names, dotted or not, plugin and
 * loader names, tasks, error messages, misspellings) and the pages that answer them. Version 4 queries are typed on a
 * /v4/ page, which searches the version 4 index. A query's result counts as first when its first result opens one of
 * its pages, and as top 3 when one of its first three results does.
 *
 * Two halves: TUNED_CASES (this file), on which the ranking was developed, and HELD_OUT_CASES (heldOutQueries.ts),
 * written before the ranking they measure and never changed to suit it. The goals hold for each half.
 */
import { ARCHIVED_VERSION, ARCHIVED_VERSION_PATH, CURRENT_VERSION } from '../../src/constants';
import { HELD_OUT_CASES } from './heldOutQueries';

export type SearchCase = { query: string; pages: string[]; version: typeof CURRENT_VERSION | typeof ARCHIVED_VERSION };

/** The goals, on the tuned half: the expected page first, and among the first three results. */
export const REQUIRED_FIRST_RATE = 0.85;
export const REQUIRED_TOP3_RATE = 0.97;

const v5 = (query: string, ...pages: string[]): SearchCase => ({ query, pages, version: CURRENT_VERSION });
const v4 = (query: string, ...pages: string[]): SearchCase => ({
  query,
  pages: pages.map((page) => `/${ARCHIVED_VERSION_PATH}${page}`),
  version: ARCHIVED_VERSION,
});

/** The page a search for a version is typed on. */
export const searchPageOf = (version: SearchCase['version']): string =>
  version === CURRENT_VERSION ? '/concepts/' : `/${ARCHIVED_VERSION_PATH}/concepts/`;

export const TUNED_CASES: SearchCase[] = [
  // Options, by their dotted name, their last segment, or in words.
  v5('publicPath', '/configuration/output/', '/guides/public-path/'),
  v5('output.chunkFilename', '/configuration/output/'),
  v5('chunkFilename', '/configuration/output/'),
  v5('chunk filename', '/configuration/output/'),
  v5('output.filename', '/configuration/output/'),
  v5('output.clean', '/configuration/output/'),
  v5('clean output folder', '/configuration/output/', '/guides/output-management/'),
  v5('assetModuleFilename', '/configuration/output/', '/guides/asset-modules/'),
  v5('output.library', '/configuration/output/', '/guides/author-libraries/'),
  v5('library umd', '/guides/author-libraries/', '/configuration/output/'),
  v5('contenthash', '/guides/caching/', '/configuration/output/'),
  v5('splitChunks', '/configuration/optimization/', '/plugins/split-chunks-plugin/'),
  v5('cacheGroups', '/plugins/split-chunks-plugin/', '/configuration/optimization/'),
  v5('runtimeChunk', '/configuration/optimization/'),
  v5('moduleIds deterministic', '/configuration/optimization/', '/guides/caching/'),
  v5('minimizer', '/configuration/optimization/'),
  v5('sideEffects', '/guides/tree-shaking/', '/configuration/optimization/'),
  v5('devServer.proxy', '/configuration/dev-server/'),
  v5('dev server proxy', '/configuration/dev-server/'),
  v5('historyApiFallback', '/configuration/dev-server/'),
  v5('devServer port', '/configuration/dev-server/'),
  v5('dev server https', '/configuration/dev-server/'),
  v5('resolve.alias', '/configuration/resolve/'),
  v5('resolve alias', '/configuration/resolve/'),
  v5('resolve extensions', '/configuration/resolve/'),
  v5('resolve.fallback', '/configuration/resolve/'),
  v5('module.rules', '/configuration/module/'),
  v5('Rule.oneOf', '/configuration/module/'),
  v5('noParse', '/configuration/module/'),
  v5('externals', '/configuration/externals/'),
  v5('devtool', '/configuration/devtool/'),
  v5('source maps', '/configuration/devtool/', '/plugins/source-map-dev-tool-plugin/'),
  v5('target node', '/configuration/target/', '/concepts/targets/'),
  v5('mode production', '/configuration/mode/', '/guides/production/'),
  v5('performance hints', '/configuration/performance/'),
  v5('watchOptions ignored', '/configuration/watch/'),
  // The build performance guide's "Use the persistent cache" section is the how-to; the reference is the other.
  v5('persistent cache', '/configuration/cache/', '/guides/build-performance/'),
  v5('cache type filesystem', '/configuration/cache/'),
  v5('topLevelAwait', '/configuration/experiments/'),
  v5('entry dependOn', '/configuration/entry-context/', '/concepts/entry-points/'),
  v5('entry points', '/concepts/entry-points/', '/configuration/entry-context/'),
  v5('node __dirname', '/configuration/node/'),
  v5('stats errorDetails', '/configuration/stats/'),
  v5('infrastructureLogging', '/configuration/other-options/'),

  // Hooks and APIs.
  v5('compiler hooks', '/api/compiler-hooks/'),
  v5('thisCompilation', '/api/compiler-hooks/'),
  v5('afterEmit', '/api/compiler-hooks/'),
  v5('processAssets', '/api/compilation-hooks/'),
  v5('optimizeChunks', '/api/compilation-hooks/'),
  v5('module.hot.accept', '/api/hot-module-replacement/'),
  v5('import.meta.webpackHot', '/api/hot-module-replacement/', '/api/module-variables/'),
  v5('require.context', '/api/module-methods/', '/guides/dependency-management/'),
  v5('webpackChunkName', '/api/module-methods/', '/guides/code-splitting/'),
  v5('__webpack_public_path__', '/api/module-variables/', '/guides/public-path/'),
  v5('this.getOptions', '/api/loaders/'),
  v5('loader context', '/api/loaders/'),
  v5('Node API', '/api/node/'),
  v5('stats json', '/api/stats/', '/configuration/stats/'),
  v5('command line interface', '/api/cli/'),

  // Plugins and loaders, by the name readers type.
  v5('DefinePlugin', '/plugins/define-plugin/'),
  v5('ProvidePlugin', '/plugins/provide-plugin/'),
  v5('HtmlWebpackPlugin', '/plugins/html-webpack-plugin/'),
  v5('html-webpack-plugin', '/plugins/html-webpack-plugin/'),
  v5('mini-css-extract-plugin', '/plugins/mini-css-extract-plugin/'),
  v5('mini css extract', '/plugins/mini-css-extract-plugin/'),
  v5('TerserPlugin', '/plugins/terser-webpack-plugin/'),
  v5('SplitChunksPlugin', '/plugins/split-chunks-plugin/'),
  v5('ModuleFederationPlugin', '/plugins/module-federation-plugin/'),
  v5('module federation', '/concepts/module-federation/', '/plugins/module-federation-plugin/'),
  v5('IgnorePlugin', '/plugins/ignore-plugin/'),
  v5('copy-webpack-plugin', '/plugins/copy-webpack-plugin/'),
  v5('BannerPlugin', '/plugins/banner-plugin/'),
  v5('css-loader', '/loaders/css-loader/'),
  v5('babel-loader', '/loaders/babel-loader/'),
  v5('sass-loader', '/loaders/sass-loader/'),

  // Tasks.
  v5('load images', '/guides/asset-management/', '/guides/asset-modules/'),
  v5('load fonts', '/guides/asset-management/', '/guides/asset-modules/'),
  v5('load css', '/guides/asset-management/', '/loaders/css-loader/'),
  v5('asset modules', '/guides/asset-modules/'),
  v5('split vendor code', '/guides/code-splitting/', '/guides/caching/', '/plugins/split-chunks-plugin/'),
  v5('lazy loading', '/guides/lazy-loading/'),
  v5('cache busting', '/guides/caching/'),
  v5('minify css', '/plugins/css-minimizer-webpack-plugin/'),
  v5('extract css into files', '/plugins/mini-css-extract-plugin/'),
  v5('environment variables', '/guides/environment-variables/'),
  v5('typescript', '/guides/typescript/'),
  v5('hot module replacement', '/guides/hot-module-replacement/', '/concepts/hot-module-replacement/'),
  v5('HMR', '/guides/hot-module-replacement/', '/concepts/hot-module-replacement/', '/api/hot-module-replacement/'),
  v5('tree shaking', '/guides/tree-shaking/'),
  v5('speed up the build', '/guides/build-performance/'),
  v5('content security policy nonce', '/guides/csp/'),
  v5('web workers', '/guides/web-workers/'),
  v5('progressive web app offline', '/guides/progressive-web-application/'),
  v5('shim jquery global', '/guides/shimming/', '/plugins/provide-plugin/'),
  v5('write a loader', '/contribute/writing-a-loader/', '/api/loaders/'),
  v5('write a plugin', '/contribute/writing-a-plugin/'),
  v5('migrate to webpack 5', '/migrate/5/'),
  v5('package exports', '/guides/package-exports/'),
  v5('install webpack', '/guides/installation/'),

  // Error messages, as pasted from a terminal.
  v5('Module not found', '/configuration/resolve/', '/concepts/module-resolution/'),
  v5("Module not found: Error: Can't resolve", '/configuration/resolve/', '/concepts/module-resolution/'),
  v5('process is not defined', '/migrate/5/', '/plugins/environment-plugin/'),
  v5('Invalid configuration object', '/concepts/configuration/', '/migrate/5/'),
  v5(
    'ChunkLoadError',
    '/guides/lazy-loading/',
    '/guides/code-splitting/',
    '/guides/caching/',
    '/configuration/output/',
  ),

  // Misspellings.
  v5('splitchuncks', '/configuration/optimization/', '/plugins/split-chunks-plugin/'),
  v5('typscript', '/guides/typescript/'),
  v5('enviroment variables', '/guides/environment-variables/'),

  // Version 4, searched on /v4/ pages.
  v4('splitChunks', '/configuration/optimization/', '/plugins/split-chunks-plugin/'),
  v4('CommonsChunkPlugin', '/plugins/commons-chunk-plugin/'),
  v4('output.chunkFilename', '/configuration/output/'),
  v4('publicPath', '/configuration/output/', '/guides/public-path/'),
  v4('chunkhash', '/guides/caching/', '/configuration/output/'),
  v4('devServer.proxy', '/configuration/dev-server/'),
  v4('dev server proxy', '/configuration/dev-server/'),
  v4('resolve.alias', '/configuration/resolve/'),
  v4('externals', '/configuration/externals/'),
  v4('devtool', '/configuration/devtool/'),
  v4('node process polyfill', '/configuration/node/'),
  v4('HashedModuleIdsPlugin', '/plugins/hashed-module-ids-plugin/'),
  v4('DllPlugin', '/plugins/dll-plugin/'),
  v4('DefinePlugin', '/plugins/define-plugin/'),
  v4('compiler hooks', '/api/compiler-hooks/'),
  v4('module.hot.accept', '/api/hot-module-replacement/'),
  v4('optimization.minimize', '/configuration/optimization/'),
  v4('library target umd', '/configuration/output/', '/guides/author-libraries/'),
  v4('mode', '/configuration/mode/'),
  v4('load images', '/guides/asset-management/'),
  v4('tree shaking', '/guides/tree-shaking/'),
  v4('code splitting', '/guides/code-splitting/'),
  v4('migrate to webpack 4', '/migrate/4/'),
  v4('environment variables', '/guides/environment-variables/'),

  // Written after the ranking was tuned on the queries above, to check it on queries it was not tuned on.
  v5('crossOriginLoading', '/configuration/output/'),
  v5('globalObject', '/configuration/output/'),
  v5('usedExports', '/configuration/optimization/', '/guides/tree-shaking/'),
  v5('concatenateModules', '/configuration/optimization/', '/plugins/module-concatenation-plugin/'),
  v5('magic comments', '/api/module-methods/', '/guides/code-splitting/'),
  v5('require.resolve', '/api/module-methods/'),
  v5('import.meta.webpackContext', '/api/module-methods/'),
  v5('dynamic import', '/api/module-methods/', '/guides/code-splitting/', '/guides/lazy-loading/'),
  v5('prefetch preload', '/guides/code-splitting/', '/api/module-methods/'),
  v5('copy static files', '/plugins/copy-webpack-plugin/', '/configuration/output/'),
  v5('compression gzip', '/plugins/compression-webpack-plugin/'),
  v5('style-loader', '/loaders/style-loader/'),
  v5('postcss', '/loaders/postcss-loader/'),
  v5('watch ignore node_modules', '/configuration/watch/', '/plugins/watch-ignore-plugin/'),
  v5('devServer.static', '/configuration/dev-server/'),
  v5('experiments.css', '/configuration/experiments/'),
  v5('stats preset', '/configuration/stats/'),
  v4('noEmitOnErrors', '/configuration/optimization/', '/plugins/NoEmitOnErrorsPlugin/'),
  v4('ProvidePlugin', '/plugins/provide-plugin/'),
  v4('output.library', '/configuration/output/', '/guides/author-libraries/'),
  v4('node api', '/api/node/'),
  v4('lazy loading', '/guides/lazy-loading/'),
];

export { HELD_OUT_CASES };

/** The whole set: both halves. */
export const SEARCH_CASES: SearchCase[] = [...TUNED_CASES, ...HELD_OUT_CASES];
