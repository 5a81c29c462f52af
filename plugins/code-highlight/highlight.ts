/**
 * A fenced code block, highlighted in Node: the metadata Docusaurus' CodeBlock reads from the fence (language, title,
 * highlighted lines from `{1,3-4}` or magic comments, line numbers) and the highlighted lines as HTML. It mirrors
 * `createCodeBlockMetadata` of @docusaurus/theme-common 3.10.2 and the markup of theme-classic's CodeBlock/Line, with
 * the same Prism (prism-react-renderer's, plus `additionalLanguages` loaded as the theme loads them), so the result is
 * what the browser would have rendered, minus the inline styles.
 */
import { createRequire } from 'node:module';
import { Prism, normalizeTokens, type PrismTheme } from 'prism-react-renderer';
import { createTokenPalette, type TokenPalette } from './palette';
import { escapeHtml } from '../../src/utils/escapeHtml';

export type MagicComment = { className: string; line?: string; block?: { start: string; end: string } };

export type PrismOptions = {
  theme: PrismTheme;
  darkTheme: PrismTheme;
  additionalLanguages?: string[];
  magicComments?: MagicComment[];
  defaultLanguage?: string;
};

export type HighlightedCodeBlock = {
  /** Lower-case Prism language (`text` when the fence names none). */
  language: string;
  /** `language-…` classes, as MDX and Docusaurus give them. */
  className: string;
  title?: string;
  /** First line number when the fence asks for line numbers (`showLineNumbers`, `showLineNumbers=5`). */
  lineNumbersStart?: number;
  /** The lines, each a `div.token-line`: what goes inside the block's `<code>`. */
  html: string;
};

// The theme's default (theme-classic 3.10.2 DEFAULT_CONFIG.prism.magicComments), used when the config sets none.
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

const requireFromHere = createRequire(__filename);
const loadedLanguages = new Set<string>();

/** Adds Prism components to prism-react-renderer's Prism, as theme-classic's prism-include-languages does. */
export function loadLanguages(languages: readonly string[]): void {
  const globals = globalThis as { Prism?: unknown };
  const before = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of languages) {
      if (loadedLanguages.has(language)) continue;
      if (language === 'php') requireFromHere('prismjs/components/prism-markup-templating.js');
      requireFromHere(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    if (before === undefined) delete globals.Prism;
    else globals.Prism = before;
  }
}

// Comment syntaxes per language, as theme-common's codeBlockUtils lists them.
const COMMENTS: Record<string, { start: string; end: string }> = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  vbnet: { start: "(?:_\\s*)?['‘’]", end: '' },
  rem: { start: '[Rr][Ee][Mm]\\b', end: '' },
  f90: { start: '!', end: '' },
  ml: { start: '\\(\\*', end: '\\*\\)' },
  cobol: { start: '\\*>', end: '' },
};

const COMMENTS_BY_LANGUAGE: Record<string, string[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

function directivePattern(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap((d) => [d.line, d.block?.start, d.block?.end])
    .filter(Boolean)
    .join('|');
  const styles = COMMENTS_BY_LANGUAGE[language] ?? ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  const pattern = styles
    .map((style) => `(?:${COMMENTS[style]!.start}\\s*(${directives})\\s*${COMMENTS[style]!.end})`)
    .join('|');
  return new RegExp(`^\\s*(?:${pattern})\\s*$`);
}

/** `1,3-5` → [1, 3, 4, 5] (descending ranges allowed), as parse-numeric-range reads the ranges used here. */
export function parseRange(range: string): number[] {
  return range
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const bounds = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
      if (!bounds) return [];
      const from = Number(bounds[1]);
      const to = bounds[2] === undefined ? from : Number(bounds[2]);
      const step = from <= to ? 1 : -1;
      return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
    });
}

/** Highlighted lines (0-based line → classes) and the code without its magic comments. */
export function parseLines(
  code: string,
  {
    metastring,
    magicComments,
    language,
  }: { metastring?: string; magicComments: readonly MagicComment[]; language: string },
): { code: string; lineClassNames: Record<number, string[]> } {
  const range = metastring ? /\{([\d,-]+)\}/.exec(metastring)?.[1] : undefined;
  if (range !== undefined) {
    const className = magicComments[0]?.className;
    if (!className)
      throw new Error(`A highlight range is given in \`${metastring}\` but no magic comment is configured`);
    const lineClassNames = Object.fromEntries(
      parseRange(range)
        .filter((n) => n > 0)
        .map((n) => [n - 1, [className]]),
    );
    return { code, lineClassNames };
  }
  const directive = directivePattern(language, magicComments);
  const lines = code.split(/\r?\n/);
  const ranges = new Map(magicComments.map((d) => [d.className, { start: 0, range: '' }]));
  for (let lineNumber = 0; lineNumber < lines.length;) {
    const match = directive.exec(lines[lineNumber]!);
    if (!match) {
      lineNumber += 1;
      continue;
    }
    const name = match.slice(1).find((item) => item !== undefined);
    const byLine = magicComments.find((d) => d.line === name);
    const byStart = magicComments.find((d) => d.block?.start === name);
    const byEnd = magicComments.find((d) => d.block?.end === name);
    if (byLine) ranges.get(byLine.className)!.range += `${lineNumber},`;
    else if (byStart) ranges.get(byStart.className)!.start = lineNumber;
    else if (byEnd) {
      const block = ranges.get(byEnd.className)!;
      block.range += `${block.start}-${lineNumber - 1},`;
    }
    lines.splice(lineNumber, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, { range: lineRange }] of ranges) {
    for (const line of parseRange(lineRange)) (lineClassNames[line] ??= []).push(className);
  }
  return { code: lines.join('\n'), lineClassNames };
}

export function parseTitle(metastring: string | undefined): string | undefined {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] || undefined;
}

export function parseLineNumbersStart(metastring: string | undefined): number | undefined {
  const flag = metastring?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (!flag) return undefined;
  return flag.startsWith('showLineNumbers=') ? parseInt(flag.slice('showLineNumbers='.length), 10) : 1;
}

/** Class names of the line-number markup; `src/theme/CodeBlock/Content` styles them. */
export const LINE_NUMBER_CLASSES = { line: 'code-line', number: 'code-line-number', content: 'code-line-content' };

/** Fence languages for plain text, which Prism has no grammar for and needs none. */
export const PLAIN_TEXT_LANGUAGES = ['text', 'txt', 'plain', 'plaintext'];

/** Whether a fence's language is one Prism highlights with `additionalLanguages` loaded (or plain text, or none). */
export function isKnownLanguage(
  lang: string | null | undefined,
  { additionalLanguages = [] }: Pick<PrismOptions, 'additionalLanguages'> = {},
): boolean {
  loadLanguages(additionalLanguages);
  return (
    !lang || PLAIN_TEXT_LANGUAGES.includes(lang.toLowerCase()) || Prism.languages[lang.toLowerCase()] !== undefined
  );
}

export type CodeHighlighter = {
  highlight(input: { code: string; lang?: string | null; meta?: string | null }): HighlightedCodeBlock;
  /** Whether a fence's language is one Prism highlights (or plain text, or none). */
  knows(lang: string | null | undefined): boolean;
  /** The token colours and the code block colours of both themes. */
  css: string;
};

export function createHighlighter(options: PrismOptions): CodeHighlighter {
  loadLanguages(options.additionalLanguages ?? []);
  const palette: TokenPalette = createTokenPalette(options.theme, options.darkTheme);
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;

  function highlight({ code: input, lang, meta }: { code: string; lang?: string | null; meta?: string | null }) {
    const metastring = meta ?? undefined;
    const language = (lang ?? options.defaultLanguage ?? 'text').toLowerCase();
    const classNames = [lang ? `language-${lang}` : undefined, `language-${language}`];
    const { code, lineClassNames } = parseLines(input, { metastring, magicComments, language });
    const lineNumbersStart = parseLineNumbersStart(metastring);
    const grammar = Prism.languages[language];
    const tokens = grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : normalizeTokens([code]);
    const html = tokens
      .map((line, i) => {
        // An empty line is one empty token; the <br> alone keeps its height. Neighbouring tokens of the same colours
        // share one span.
        const runs: { classes: string; text: string }[] = [];
        for (const token of line) {
          if (line.length === 1 && token.content === '\n') continue;
          const classes = palette.classesFor(token.types, language);
          const last = runs.at(-1);
          if (last && last.classes === classes) last.text += token.content;
          else runs.push({ classes, text: token.content });
        }
        const content = runs
          .map(({ classes, text }) =>
            classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text),
          )
          .join('');
        const lineClasses = ['token-line', ...(lineClassNames[i] ?? [])];
        if (lineNumbersStart === undefined) return `<div class="${lineClasses.join(' ')}">${content}<br></div>`;
        lineClasses.push(LINE_NUMBER_CLASSES.line);
        return (
          `<div class="${lineClasses.join(' ')}"><span class="${LINE_NUMBER_CLASSES.number}"></span>` +
          `<span class="${LINE_NUMBER_CLASSES.content}">${content}</span><br></div>`
        );
      })
      .join('');
    return {
      language,
      className: [...new Set(classNames.filter(Boolean))].join(' '),
      title: parseTitle(metastring),
      lineNumbersStart,
      html,
    };
  }

  const knows = (lang: string | null | undefined) => isKnownLanguage(lang, options);

  return { highlight, knows, css: palette.css };
}
