// A minimal site config for components rendered in Jest.
module.exports = {
  title: 'webpack',
  tagline: '',
  url: 'https://webpack.js.org',
  baseUrl: '/',
  trailingSlash: true,
  titleDelimiter: '|',
  noIndex: false,
  future: { v4: {}, experimental_router: 'browser' },
  storage: { type: 'localStorage', namespace: false },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
  customFields: {},
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    navbar: { items: [], hideOnScroll: false },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false }, versionPersistence: 'localStorage' },
    prism: { additionalLanguages: [] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    metadata: [],
  },
};
