/**
 * Code highlighting themes: Prism's GitHub (light) and Dracula (dark) with the
 * colours that fall under 4.5:1 contrast on their background made darker or
 * lighter, so that every token is readable (WCAG AA).
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

const LIGHT_FIXES: Record<string, string> = {
  comment: '#636a72',
  prolog: '#636a72',
  doctype: '#636a72',
  cdata: '#636a72',
  string: '#b3135a',
  'attr-value': '#b3135a',
  entity: '#0f6e6c',
  url: '#0f6e6c',
  symbol: '#0f6e6c',
  number: '#0f6e6c',
  boolean: '#0f6e6c',
  variable: '#0f6e6c',
  constant: '#0f6e6c',
  property: '#0f6e6c',
  regex: '#0f6e6c',
  inserted: '#0f6e6c',
  atrule: '#0a6f94',
  'attr-name': '#0a6f94',
  function: '#c0313f',
  deleted: '#c0313f',
};

const DARK_FIXES: Record<string, string> = {
  comment: '#9aa0b8',
  prolog: '#9aa0b8',
  doctype: '#9aa0b8',
  cdata: '#9aa0b8',
};

function withColors(theme: PrismTheme, fixes: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: [
      ...theme.styles,
      // Later entries win: one entry per fixed token type.
      ...Object.entries(fixes).map(([type, color]) => ({ types: [type], style: { color } })),
    ],
  };
}

export const lightCodeTheme = withColors(themes.github, LIGHT_FIXES);
export const darkCodeTheme = withColors(themes.dracula, DARK_FIXES);

/**
 * The site's Prism settings: the options of the build-time highlighter (plugins/code-highlight), which colours code
 * blocks with these themes and languages, and of the browser's highlighter (src/theme/CodeBlock/Content/Runtime.tsx).
 */
export const prismConfig = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages: ['bash', 'diff', 'shell-session', 'ini', 'css', 'scss'],
};

/**
 * The theme config's `prism`, which every page loads with the site config: the languages, without the themes' token
 * colours (0.6 KB gzip of the home page's first load). Pages take the colours from the stylesheet the build-time
 * highlighter writes; the few blocks highlighted in the browser load the themes with the highlighter (Runtime.tsx).
 * theme-classic requires a theme; an empty one, so that it does not put its default (Palenight) in its place.
 */
export const themeConfigPrism = {
  theme: { plain: {}, styles: [] } satisfies PrismTheme,
  additionalLanguages: prismConfig.additionalLanguages,
};
