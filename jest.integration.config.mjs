// Slow tests that run real tools (the Docusaurus CLI, webpack) in Node.
import { transformIgnorePatterns } from './tests/jest/esmPackages.mjs';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/integration'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  transformIgnorePatterns,
  moduleNameMapper: { '^@site/(.*)$': '<rootDir>/$1' },
  testTimeout: 300_000,
};
