// Slow tests that run real tools (the Docusaurus CLI, webpack) in Node.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/integration'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  moduleNameMapper: { '^@site/(.*)$': '<rootDir>/$1' },
  testTimeout: 300_000,
};
