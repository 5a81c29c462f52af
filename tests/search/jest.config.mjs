// The search evaluation (`npm run search:evaluate`): the site's own search code (plugins/local-search/client), run in
// Node on the index of a build (build-e2e/ unless SEARCH_BUILD says otherwise), with the query set of queries.ts.
import { transformIgnorePatterns } from '../jest/esmPackages.mjs';

/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/search'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  transformIgnorePatterns,
  testTimeout: 300_000,
};
