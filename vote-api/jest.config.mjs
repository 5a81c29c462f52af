// The vote service's tests, in Node against real databases. PGlite loads its
// WebAssembly through dynamic import(), which Jest allows only with Node's
// --experimental-vm-modules flag: run through `npm run test:vote-api`.
/** @type {import('jest').Config} */
export default {
  rootDir: '..',
  roots: ['<rootDir>/vote-api'],
  testEnvironment: 'node',
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  testTimeout: 60_000,
};
