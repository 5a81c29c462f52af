/**
 * The build-time highlighter against the theme's own rendering: for code blocks of the site and for edge cases,
 * every character gets the colour and style prism-react-renderer gives it in each theme (inline styles there, classes
 * of the generated stylesheet here), and the lines, highlighted lines and titles are those Docusaurus' own
 * `createCodeBlockMetadata` computes.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { render } from '@testing-library/react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import { createHighlighter, DEFAULT_MAGIC_COMMENTS, parseRange } from '../highlight';
import { prismConfig } from '../../../config/prismThemes';
import { extractCodeBlocks } from '../../../scripts/content/codeBlocks';

const highlighter = createHighlighter(prismConfig);
const STYLE_PROPERTIES = ['color', 'fontStyle', 'opacity'] as const;

/** The declarations of each class of the generated stylesheet, per theme, normalised by the DOM. */
function classStyles(scope: 'light' | 'dark'): Map<string, CSSStyleDeclaration> {
  const selector = scope === 'light' ? ":root:not([data-theme='dark'])" : "[data-theme='dark']";
  const styles = new Map<string, CSSStyleDeclaration>();
  for (const line of highlighter.css.split('\n')) {
    const rule = /^(.*) \.([\w-]+) \{ (.*) \}$/.exec(line);
    if (!rule || rule[1] !== selector) continue;
    const element = document.createElement('span');
    element.style.cssText = rule[3]!;
    styles.set(rule[2]!, element.style);
  }
  return styles;
}

const describeStyle = (style: Partial<Record<(typeof STYLE_PROPERTIES)[number], string>>) =>
  STYLE_PROPERTIES.map((p) => style[p] ?? '').join('|');

/** Per line: its text and the style of each character. */
type Painted = { text: string; chars: string[] }[];

function paintedByTheme(code: string, language: string, theme: PrismTheme): Painted {
  const { container, unmount } = render(
    <Highlight theme={theme} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <pre>
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({ line })}>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>,
  );
  const lines = [...container.querySelectorAll('pre > div')].map((line) => {
    // An empty line is one '\n' token, which theme-classic's Line renders empty (`fixLineBreak`).
    if (line.textContent === '\n') return { text: '', chars: [] };
    const chars: string[] = [];
    for (const span of line.querySelectorAll('span')) {
      const plain = span.classList.length === 2 && span.classList.contains('plain');
      const style = plain ? {} : Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, span.style[p]]));
      for (const _ of span.textContent ?? '') chars.push(describeStyle(style));
    }
    return { text: line.textContent ?? '', chars };
  });
  unmount();
  return lines;
}

function paintedByHighlighter(html: string, styles: Map<string, CSSStyleDeclaration>): Painted {
  const code = document.createElement('code');
  code.innerHTML = html;
  return [...code.children].map((line) => {
    const chars: string[] = [];
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const style: Record<string, string> = {};
      if (parent !== line) {
        for (const name of parent.classList) {
          const declared = styles.get(name);
          for (const p of STYLE_PROPERTIES) if (declared?.[p]) style[p] = declared[p];
        }
      }
      for (const _ of node.textContent ?? '') chars.push(describeStyle(style));
    }
    return { text: line.textContent ?? '', chars };
  });
}

const lightStyles = classStyles('light');
const darkStyles = classStyles('dark');

function expectSameAsTheme(fence: { code: string; lang: string; meta: string }) {
  const block = highlighter.highlight({ code: fence.code, lang: fence.lang || null, meta: fence.meta });
  const metadata = createCodeBlockMetadata({
    // MDX hands the theme a fence's text with a line break added (remark-rehype), which the theme takes off.
    code: `${fence.code}\n`,
    className: fence.lang ? `language-${fence.lang}` : undefined,
    language: undefined,
    defaultLanguage: undefined,
    metastring: fence.meta,
    magicComments: DEFAULT_MAGIC_COMMENTS,
    title: undefined,
    showLineNumbers: undefined,
  });
  expect(block.language).toBe(metadata.language);
  expect(block.className.split(' ')).toEqual(expect.arrayContaining(metadata.className.split(' ')));
  expect(block.title).toBe(metadata.title || undefined);
  expect(block.lineNumbersStart).toBe(metadata.lineNumbersStart);

  const code = document.createElement('code');
  code.innerHTML = block.html;
  const lineClasses = [...code.children].map((line) =>
    [...line.classList].filter((c) => c !== 'token-line' && !c.startsWith('code-line')),
  );
  expect(lineClasses).toEqual(metadata.code.split('\n').map((_, i) => metadata.lineClassNames[i] ?? []));

  expect(paintedByHighlighter(block.html, lightStyles)).toEqual(
    paintedByTheme(metadata.code, metadata.language, prismConfig.theme),
  );
  expect(paintedByHighlighter(block.html, darkStyles)).toEqual(
    paintedByTheme(metadata.code, metadata.language, prismConfig.darkTheme),
  );
}

const ROOT = path.resolve(__dirname, '../../..');
const SAMPLE_PAGES = [
  'docs/configuration/output.mdx',
  'docs/api/compiler-hooks.mdx',
  'docs/guides/hot-module-replacement.mdx',
  'docs/guides/asset-management.mdx',
  'docs/api/loaders.mdx',
  'blog/2026-10-26-webpack-5-112.mdx',
  'tests/fixtures/docs/code-blocks.mdx',
];

describe('build-time highlighting', () => {
  it.each(SAMPLE_PAGES)('paints every code block of %s as the theme does', (page) => {
    const blocks = extractCodeBlocks(fs.readFileSync(path.join(ROOT, page), 'utf8'));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expectSameAsTheme(block);
  });

  it.each([
    [
      'doc comments, regular expressions and template strings',
      'js',
      '/** @type {import("x").Y} */\nconst re = /^a(b|c)+[d-f]?$/g;\nconst s = `a ${b} c`;',
    ],
    ['HTML tags and attributes', 'html', '<!DOCTYPE html>\n<a href="x" class=\'y\'>text &amp; more</a>'],
    ['a diff', 'diff', ' unchanged\n-removed\n+added'],
    ['CSS with url() and at-rules', 'css', '@import url("a.css");\n.a { background: url(b.png) }'],
    ['SCSS variables', 'scss', '$size: 2px;\n.a { width: $size }'],
    ['shell sessions', 'shell-session', '$ npm run build\n> done'],
    ['an unknown language', 'hbs', '<p>{{x}}</p>'],
    ['no language', '', 'plain < & >'],
    ['empty lines', 'js', 'a;\n\n\nb;'],
    ['a trailing empty line', 'js', 'a;\n'],
  ])('paints %s as the theme does', (_name, lang, code) => {
    expectSameAsTheme({ code, lang, meta: '' });
  });

  it.each([
    ['title="webpack.config.js" {1,3-4}'],
    ["title='single quotes' validate"],
    ['{2} showLineNumbers'],
    ['showLineNumbers=10'],
  ])('reads the meta %s as Docusaurus does', (meta) => {
    expectSameAsTheme({ code: 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;', lang: 'js', meta });
  });

  it('reads magic comments as Docusaurus does, in each comment syntax', () => {
    expectSameAsTheme({
      lang: 'js',
      meta: '',
      code: 'a();\n// highlight-next-line\nb();\n/* highlight-start */\nc();\nd();\n/* highlight-end */\ne();',
    });
    expectSameAsTheme({ lang: 'bash', meta: '', code: 'a\n# highlight-next-line\nb\nc' });
    expectSameAsTheme({ lang: 'html', meta: '', code: '<a>\n<!-- highlight-next-line -->\n<b>\n</a>' });
  });

  it('escapes markup characters and renders line numbers as empty number cells', () => {
    const block = highlighter.highlight({ code: '<a> & </a>', lang: 'text', meta: 'showLineNumbers' });
    expect(block.html).toBe(
      '<div class="token-line code-line"><span class="code-line-number"></span>' +
        '<span class="code-line-content">&lt;a&gt; &amp; &lt;/a&gt;</span><br></div>',
    );
  });

  it('reads ranges as parse-numeric-range does for the forms Docusaurus uses', () => {
    expect(parseRange('1,3-5')).toEqual([1, 3, 4, 5]);
    expect(parseRange('4-2,')).toEqual([4, 3, 2]);
    expect(parseRange('')).toEqual([]);
  });
});
