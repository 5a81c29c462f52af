/**
 * @jest-environment node
 */
import type { PrismTheme } from 'prism-react-renderer';
import { createTokenPalette } from '../palette';

const light: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#ffffff' },
  styles: [
    { types: ['comment'], style: { color: '#777777', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#0000aa' } },
    { types: ['punctuation'], style: { color: '#111111' } },
    { types: ['keyword'], languages: ['css'], style: { color: '#aa0000' } },
    { types: ['namespace'], style: { opacity: 0.7 } },
  ],
};
const dark: PrismTheme = {
  plain: { color: '#eeeeee', backgroundColor: '#000000' },
  styles: [{ types: ['keyword'], style: { color: '#88aaff' } }],
};

/** The declarations a class list gets, read back from the stylesheet. */
function declarations(css: string, classes: string): string[] {
  return classes
    .split(' ')
    .filter(Boolean)
    .map((name) => new RegExp(`^(.*) \\.${name} \\{ (.*); \\}$`, 'm').exec(css)!)
    .map(([, scope, decl]) => `${scope!.includes('dark') && !scope!.includes('not') ? 'dark' : 'light'} ${decl}`);
}

describe('token palette', () => {
  const palette = createTokenPalette(light, dark);

  it('gives a token the merged style of its types, later types winning, per theme', () => {
    // A punctuation token inside a doc comment: the comment's italics, the punctuation's colour.
    expect(declarations(palette.css, palette.classesFor(['comment', 'punctuation'], 'js'))).toEqual([
      'light color: #111111',
      'light font-style: italic',
    ]);
    expect(declarations(palette.css, palette.classesFor(['punctuation', 'comment'], 'js'))).toEqual([
      'light color: #777777',
      'light font-style: italic',
    ]);
    expect(declarations(palette.css, palette.classesFor(['keyword'], 'js'))).toEqual([
      'light color: #0000aa',
      'dark color: #88aaff',
    ]);
  });

  it('applies entries limited to some languages only to those', () => {
    expect(declarations(palette.css, palette.classesFor(['keyword'], 'css'))[0]).toBe('light color: #aa0000');
  });

  it('gives plain text no class, and writes unitless numbers as they are', () => {
    expect(palette.classesFor(['plain'], 'js')).toBe('');
    expect(palette.classesFor(['unknown-type'], 'js')).toBe('');
    expect(declarations(palette.css, palette.classesFor(['namespace'], 'js'))).toEqual(['light opacity: 0.7']);
  });

  it('sets the code block colours of each theme, light unless the page is dark', () => {
    expect(palette.css).toContain(':root { --prism-color: #111111; --prism-background-color: #ffffff; }');
    expect(palette.css).toContain("[data-theme='dark'] { --prism-color: #eeeeee; --prism-background-color: #000000; }");
    expect(palette.css).toMatch(/^:root:not\(\[data-theme='dark'\]\) \.hl-l\d+ \{/m);
  });

  it('prints in the light colours from a dark page: the dark rules are for screens only', () => {
    const [screen, print] = palette.css.split('@media print {') as [string, string];
    expect(screen).toMatch(/@media screen \{\n\[data-theme='dark'\] \{ --prism-color/);
    expect(screen.trimEnd().endsWith('}')).toBe(true);
    const keyword = palette
      .classesFor(['keyword'], 'js')
      .split(' ')
      .find((name) => name.startsWith('hl-l'))!;
    expect(print).toContain(`\n.${keyword} { color: #0000aa; }`);
    expect(print).not.toContain('hl-d');
  });
});
