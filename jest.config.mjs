// Unit tests: components (jsdom) and build-time modules (node), beside the code in __tests__/.
const classicTheme = '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/config', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
  transform: {
    '\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.cjs' }],
  },
  // Docusaurus' client and the unified/remark packages (ESM only) are compiled for Jest too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@docusaurus|unified|bail|devlop|is-plain-obj|trough|vfile[\\w-]*|unist-util-[\\w-]+|remark-[\\w-]+|mdast-util-[\\w-]+|micromark[\\w-]*|decode-named-character-reference|character-entities|ccount|longest-streak|markdown-table|escape-string-regexp|zwitch)/)',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.svg$': '<rootDir>/tests/jest/svgStub.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@supporters-data$': '<rootDir>/tests/fixtures/supporters.json',
    '^@theme-original/(.*)$': `${classicTheme}/$1`,
    '^@theme-init/(.*)$': `${classicTheme}/$1`,
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', `${classicTheme}/$1`],
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext|ErrorBoundary)$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
    '^@generated/(.*?)(\\.json)?$': '<rootDir>/tests/jest/generated/$1',
  },
};
