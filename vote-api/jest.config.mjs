// The vote service's fast tests, in Node against PGlite, in-process: `npm run test:vote-api`.
// The slow ones (service processes, PostgreSQL, outages, full and read-only disks) are *.slow.test.ts, run by
// `npm run test:vote-api:slow` (jest.slow.config.mjs). PGlite loads its WebAssembly through dynamic import(),
// which Jest allows only with Node's --experimental-vm-modules flag: run them through the npm scripts.
/** @type {import('jest').Config} */
export default {
  rootDir: '..',
  roots: ['<rootDir>/vote-api'],
  testEnvironment: 'node',
  // In testMatch rather than testPathIgnorePatterns, which a command line's own patterns would replace.
  testMatch: ['**/__tests__/**/!(*.slow).test.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  // Copies of ready-made PGlite data directories instead of an initdb per suite (see support/pgliteTemplate.ts).
  globalSetup: '<rootDir>/vote-api/__tests__/support/globalSetup.ts',
  testTimeout: 60_000,
};
