/**
 * Token colours as CSS classes instead of inline styles. prism-react-renderer gives each token the style of its types
 * merged in order (`Object.assign` over the theme's entries for each type, later types winning); a stylesheet keyed by
 * type names cannot reproduce that order. So each token gets, per theme, one class for each CSS declaration of its
 * merged style ("atoms": `hl-l3` = the light theme's third distinct declaration), and the stylesheet holds one rule
 * per atom. The atoms come from the themes alone, so the stylesheet does not depend on the content.
 */
import type { PrismTheme } from 'prism-react-renderer';

type StyleValue = string | number;
type Style = Record<string, StyleValue | undefined>;

type ThemeAtoms = {
  /** Class prefix of this theme's atoms. */
  prefix: string;
  /** Where the theme applies: light when the page is not dark (also without JavaScript), dark by the data attribute. */
  scope: string;
  theme: PrismTheme;
  /** `property:value` → atom index, in the order the theme declares them. */
  index: Map<string, number>;
  declarations: string[];
  dictionaries: Map<string, Record<string, Style>>;
};

const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex']);

function declaration(property: string, value: StyleValue): string {
  const name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const css = typeof value === 'number' && !UNITLESS.has(property) ? `${value}px` : String(value);
  return `${name}: ${css}`;
}

/** The per-type styles for one language, as prism-react-renderer 2 computes them (`themeToDict`). */
function dictionary(atoms: ThemeAtoms, language: string): Record<string, Style> {
  let dict = atoms.dictionaries.get(language);
  if (!dict) {
    dict = {};
    for (const entry of atoms.theme.styles) {
      if (entry.languages && !entry.languages.includes(language)) continue;
      for (const type of entry.types) dict[type] = { ...dict[type], ...(entry.style as Style) };
    }
    atoms.dictionaries.set(language, dict);
  }
  return dict;
}

function themeAtoms(theme: PrismTheme, prefix: string, scope: string): ThemeAtoms {
  const atoms: ThemeAtoms = { prefix, scope, theme, index: new Map(), declarations: [], dictionaries: new Map() };
  for (const entry of theme.styles) {
    for (const [property, value] of Object.entries(entry.style as Style)) {
      if (value === undefined) continue;
      const key = declaration(property, value);
      if (!atoms.index.has(key)) {
        atoms.index.set(key, atoms.declarations.length);
        atoms.declarations.push(key);
      }
    }
  }
  return atoms;
}

export type TokenPalette = {
  /** Space-separated classes for a token of these types ('' when it has only the plain colour). */
  classesFor(types: readonly string[], language: string): string;
  /** The stylesheet: the code colours of both themes as variables, and one rule per atom. */
  css: string;
};

export function createTokenPalette(light: PrismTheme, dark: PrismTheme): TokenPalette {
  const themes = [
    themeAtoms(light, 'hl-l', ":root:not([data-theme='dark'])"),
    themeAtoms(dark, 'hl-d', "[data-theme='dark']"),
  ];
  const cache = new Map<string, string>();

  function classesFor(types: readonly string[], language: string): string {
    // A plain string token: prism-react-renderer gives it no style of its own.
    if (types.length === 1 && types[0] === 'plain') return '';
    const key = `${language}\u0000${types.join(' ')}`;
    let classes = cache.get(key);
    if (classes === undefined) {
      const names: string[] = [];
      for (const atoms of themes) {
        const dict = dictionary(atoms, language);
        const merged: Style = Object.assign({}, ...types.map((type) => dict[type]));
        for (const [property, value] of Object.entries(merged)) {
          if (value === undefined) continue;
          const index = atoms.index.get(declaration(property, value));
          // Every merged value comes from one of the theme's entries, so it has an atom.
          if (index !== undefined) names.push(`${atoms.prefix}${index}`);
        }
      }
      classes = names.join(' ');
      cache.set(key, classes);
    }
    return classes;
  }

  const variables = (theme: PrismTheme) =>
    `--prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor};`;
  const rules = (atoms: ThemeAtoms, scope: string) =>
    atoms.declarations.map((decl, i) => `${scope}.${atoms.prefix}${i} { ${decl}; }`);
  const lightAtoms = themes[0]!;
  // Paper is light: printed, even a dark page's code takes the light theme's colours (the dark rules are for screens).
  const css = [
    `:root { ${variables(light)} }`,
    '@media screen {',
    `[data-theme='dark'] { ${variables(dark)} }`,
    ...themes.flatMap((atoms) => rules(atoms, `${atoms.scope} `)),
    '}',
    '@media print {',
    ...rules(lightAtoms, ''),
    '}',
  ];

  return { classesFor, css: `${css.join('\n')}\n` };
}
