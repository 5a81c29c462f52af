// Unit tests: components (jsdom) and build-time modules (node), beside the code in __tests__/.
import { transformIgnorePatterns } from './tests/jest/esmPackages.mjs';

const classicTheme = '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/config', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  // The speed layer's tests run in the upstream suite (tests/upstream/jest.config.mjs).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/plugins/perf/'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  transformIgnorePatterns,
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.svg$': '<rootDir>/tests/jest/svgStub.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme-original/(.*)$': `${classicTheme}/$1`,
    '^@theme-init/(.*)$': `${classicTheme}/$1`,
    // The site's swizzles, then the local search's theme (plugins/local-search), then the classic theme.
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '<rootDir>/plugins/local-search/theme/$1', `${classicTheme}/$1`],
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext|ErrorBoundary)$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
    // plugins/supporters' data (tests that need another list mock this module).
    '^@generated/supporters/default/supporters\\.json$': '<rootDir>/tests/fixtures/supporters.json',
    '^@generated/(.*?)(\\.json)?$': '<rootDir>/tests/jest/generated/$1',
  },
};
