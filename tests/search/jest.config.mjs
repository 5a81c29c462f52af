// The offline search evaluation (`npm run search:evaluate`): the local search's own worker code, run in Node on the
// indexes of a build (build-e2e/ unless SEARCH_BUILD says otherwise), with the query set of queries.ts.
// SEARCH_RANKING=upstream orders results with the search plugin's own sort instead of plugins/local-search's.
/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/search'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  // The search plugin's client code is ES modules.
  transformIgnorePatterns: ['/node_modules/(?!@easyops-cn/)'],
  moduleNameMapper: {
    // The constants the last local-search build generated for the client (index URL, result limit, fuzziness).
    '^@generated/(.*)$': '<rootDir>/.docusaurus/$1',
    // The worker's messaging with the page: here the worker is called directly.
    '^comlink$': '<rootDir>/tests/search/comlinkStub.ts',
    // The order of results the site's bundle uses in place of the plugin's own (see plugins/local-search).
    ...(process.env.SEARCH_RANKING === 'upstream'
      ? {}
      : { '^\\.\\./utils/sortSearchResults$': '<rootDir>/plugins/local-search/client/rankResults.ts' }),
  },
  testTimeout: 300_000,
};
