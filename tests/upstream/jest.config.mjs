// The upstream suite (`npm run test:upstream`): what the speed layer (plugins/perf) relies on, checked against the
// packages installed. The versions each patch was made for (versions.test.ts), the packages the code imports
// (declared.test.ts), the theme files the site ejected (ejected.test.ts), and every patch's own tests, which run it
// against the real installed packages (plugins/perf/*/__tests__). See UPGRADING.md.
import unit from '../../jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  ...unit,
  rootDir: '../..',
  roots: ['<rootDir>/tests/upstream', '<rootDir>/plugins/perf'],
  testMatch: ['<rootDir>/tests/upstream/**/*.test.ts', '<rootDir>/plugins/perf/**/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/'],
};
