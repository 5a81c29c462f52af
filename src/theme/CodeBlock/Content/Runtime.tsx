/**
 * The original code block content, which highlights in the browser, with Prism's extra languages registered as
 * theme-classic's `prism-include-languages` client module would (that module is left out, see
 * plugins/perf/theme-client-modules). Loaded lazily, only by blocks not highlighted at build time.
 *
 * The themes come with it: the site config every page loads holds no token colours (config/prismThemes.ts,
 * `themeConfigPrism`), and the original content reads them from there (theme-common's `usePrismTheme`, at each
 * render). Once this module has loaded, the site config has the site's themes, as it would without that saving.
 */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';
import type { Props } from '@theme/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import { prismConfig } from '@site/config/prismThemes';

prismIncludeLanguages(Prism);
Object.assign((siteConfig.themeConfig as { prism: object }).prism, {
  theme: prismConfig.theme,
  darkTheme: prismConfig.darkTheme,
});

export default CodeBlockContent as ComponentType<Props>;
