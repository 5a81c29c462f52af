/**
 * The names a title or heading answers to, besides its words: readers type the name of an option, hook or method
 * (`devServer.proxy`, `proxy`, "dev server proxy", `compiler.hooks.emit`), or a plugin's class (`TerserPlugin`), and
 * expect the section that defines it first. Names are kept squeezed (see words.ts): one form for every way of typing
 * them.
 */
import { squeeze, stem } from '../client/words';

/** A name of code as a heading writes it: no spaces (`devServer.proxy`, `accept`, `--config`, `[contenthash]`). */
const CODE_NAME = /^(?:--?)?[\p{L}_$[][\p{L}\p{N}_$.\-/:\]]*(?:\(\))?$/u;
/** A code name, not a word: it has a dot, a hump, an underscore, a dash prefix or brackets, or is lower case. */
const LOOKS_LIKE_CODE = /[._$[/:]|^--|\p{Ll}\p{Lu}|^[\p{Ll}_$][\p{L}\p{N}_$-]*$/u;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** The type a hook's section starts with: `SyncHook<[Chunk]>`, `AsyncSeriesBailHook<…>`. */
const TAPABLE_TYPE = /^(?:Sync|Async)\w*Hook\b/;
/** A loader's or plugin's package name, and what comes before its suffix. */
const PACKAGE_SUFFIX = /^([a-z\d]+(?:-[a-z\d]+)*?)-(?:webpack-)?(?:loader|plugin)$/;
const QUALIFIED_NAMES = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
/** How many qualified names a heading takes from its section. */
const MAX_QUALIFIED_NAMES = 2;
/** A group heading's text of at most this many words introduces its members (a longer one is a section of its own). */
const GROUP_TEXT_WORDS = 40;
/** A section of at most this many words with a link points elsewhere rather than defining its heading. */
const POINTER_WORDS = 20;
/** The longest run of a heading's neighbouring words written as one code name ("Keep module ids stable" → moduleIds). */
const JOINED_RUN_WORDS = 4;

/**
 * The code names a heading is made of: the heading itself (`devServer.proxy`), or each of the names it lists
 * ("tap, tapAsync and tapPromise", "dispose (or addDisposeHandler)", `this.getOptions(schema)`).
 */
export function headingNames(heading: string): string[] {
  const pieces = heading
    .replace(/\(([^()]*)\)/g, (_, inner: string) =>
      /^\s*or\s/.test(inner) ? `, ${inner.replace(/^\s*or\s+/, '')}` : '()',
    )
    .split(/\s*,\s*|\s+(?:and|or)\s+/)
    .map((piece) => piece.trim().replace(/\(\)$/, ''))
    .filter(Boolean);
  // A heading that lists names lists only names: "Pure CSS, CSS modules and PostCSS" is words.
  const isCode = (piece: string) => CODE_NAME.test(piece) && LOOKS_LIKE_CODE.test(piece);
  return pieces.every(isCode) ? pieces : [];
}

/**
 * The qualified names by which a section calls its heading `name`: `compiler.hooks.emit` for a heading `emit` whose
 * section calls `compiler.hooks.emit.tapAsync(…)`, `module.hot.accept` for `module.hot.accept(…)`. The most frequent
 * first. Names merely mentioned (`optimization.moduleIds` in the text of the hook `moduleIds`) are not its names.
 */
export function qualifiedNames(name: string, text: string): string[] {
  if (!IDENTIFIER.test(name)) return [];
  const counts = new Map<string, number>();
  const calls = new RegExp(
    `([A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*)\\.${name.replace(/\$/g, '\\$')}(?=\\s*\\(|\\.(?:tap|tapAsync|tapPromise|call|callAsync|promise)\\b)`,
    'g',
  );
  for (const match of text.matchAll(calls)) {
    const qualified = `${match[1]}.${name}`;
    counts.set(qualified, (counts.get(qualified) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_QUALIFIED_NAMES)
    .map(([qualified]) => qualified);
}

/**
 * The names of code a heading in words stands for in its section: `[contenthash]` for "Content hashes in file names",
 * `moduleIds` for "Keep module ids stable" — words of the section's text that are neighbouring words of the heading
 * written as one.
 */
export function codeNames(heading: string, text: string): string[] {
  const words = (heading.toLowerCase().match(/[\p{L}\p{N}]+(?:'s)?/gu) ?? []).map((word) => word.replace(/'s$/, ''));
  if (words.length < 2) return [];
  const runs = new Set<string>();
  for (let from = 0; from < words.length; from += 1) {
    for (let to = from + 2; to <= Math.min(words.length, from + JOINED_RUN_WORDS); to += 1) {
      runs.add(stem(words.slice(from, to).join('')));
    }
  }
  const found = new Set<string>();
  // Written as code: in camelCase, or a placeholder in brackets.
  for (const [, bracketed, word] of text.matchAll(/(\[)?([A-Za-z_$][\w$]*)/g)) {
    if ((bracketed || /^.[^A-Z]*[A-Z]/.test(word!)) && runs.has(stem(word!.toLowerCase()))) found.add(word!);
  }
  return [...found].slice(0, MAX_QUALIFIED_NAMES);
}

/**
 * The class name webpack-contrib packages export, for a page titled by such a package:
 * `terser-webpack-plugin` → `TerserPlugin`, `css-minimizer-webpack-plugin` → `CssMinimizerPlugin`.
 */
export function packageClassName(title: string): string | undefined {
  const match = /^([a-z\d]+(?:-[a-z\d]+)*)-webpack-plugin$/.exec(title.trim());
  if (!match) return undefined;
  return `${match[1]!
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}Plugin`;
}

/** A heading of a page and its section's text, in page order. */
export type NamedSection = {
  heading: string;
  text: string;
  level: number;
  /** The code names it defines in a list (a table's first column, a definition list's terms). */
  terms?: readonly string[];
  /** Its code, inline and line by line: a hook's section starts with its type (`SyncHook<[Chunk]>`). */
  code?: readonly string[];
  /** The pages of the site its links go to. */
  links?: readonly string[];
};

/** The names of a section, squeezed: its heading itself, when that is one name, and its other names. */
export type SectionNames = {
  primary: string[];
  aliases: string[];
  /** Names of code a heading in words stands for (`[contenthash]`): found as its words are, not as its names. */
  words: string[];
  /** The names written in full (`optimization.moduleIds`), which other records may cite. */
  written: string[];
};

/** A word of a title → the words readers search for instead (`devtool` → `source`, `maps`). */
export type TitleSynonyms = Readonly<Record<string, readonly string[]>>;

/**
 * The names of each section of a page (the first is the page's top, named by its title, and by its title with the
 * words readers use instead: "Devtool" is also "source maps"). A heading that is one code name is that name, and by
 * its last segment (`devServer.proxy` → `devserverproxy`, `proxy`); its other names are the qualified names its
 * section calls it by, the members of a group (`accept` under "Call these on module.hot" → `modulehotaccept`, when the
 * site writes `module.hot.accept` somewhere), each name of a heading that lists several, and a package page's class
 * and tool. A heading in words gets the code names it stands for as words.
 */
export function sectionNames(
  sections: NamedSection[],
  writtenNames: ReadonlySet<string>,
  synonyms: TitleSynonyms = {},
): SectionNames[] {
  let receivers: string[] = [];
  return sections.map(({ heading, level, text, terms = [], code: sectionCode = [], links = [] }, index) => {
    const primary = new Set<string>();
    const aliases = new Set<string>();
    const words = new Set<string>();
    const written = new Set<string>();
    const add = (names: Set<string>, name: string) => {
      const squeezed = squeeze(name);
      if (squeezed) names.add(squeezed);
    };
    // A compound term its list defines is another name of the section: the devtool value `eval-source-map` is found
    // at "All values", not in a text that mentions it. A single word in a table (`include`, `node`) or a package
    // listed there is not defined by it.
    const isDefined = (term: string) =>
      CODE_NAME.test(term) && /[-.[]/.test(term) && !PACKAGE_SUFFIX.test(term) && !/^--?/.test(term);
    for (const term of terms) if (isDefined(term)) add(aliases, term);
    const result = () => ({
      primary: [...primary],
      aliases: [...aliases].filter((name) => !primary.has(name)),
      words: [...words],
      written: [...written],
    });
    if (index === 0) {
      add(primary, heading);
      const titleWords = heading.toLowerCase().split(/\s+/);
      titleWords.forEach((word, i) => {
        if (Object.hasOwn(synonyms, word)) {
          add(primary, [...titleWords.slice(0, i), ...synonyms[word]!, ...titleWords.slice(i + 1)].join(''));
        }
      });
      const className = packageClassName(heading);
      if (className) add(aliases, className);
      // A package or plugin page is also found by what it is for: `postcss` for postcss-loader, `progress` for
      // ProgressPlugin.
      const tool = PACKAGE_SUFFIX.exec(heading.trim()) ?? /^([A-Z][A-Za-z]*?)Plugin$/.exec(heading.trim());
      if (tool) add(aliases, tool[1]!);
      return result();
    }
    const code = headingNames(heading);
    if (code.length === 0) {
      for (const name of codeNames(heading, text)) add(words, name);
      receivers =
        text.split(/\s+/).length <= GROUP_TEXT_WORDS
          ? [...new Set(Array.from(text.matchAll(QUALIFIED_NAMES), ([name]) => name))].slice(0, MAX_QUALIFIED_NAMES)
          : [];
      return result();
    }
    // A tapable hook shares its name with the option or placeholder it serves (`contentHash`, `topLevelAwait`): a
    // reader typing the bare name wants that, so the hook's heading is found by its name as words, and first with
    // "hook" (its page's title) typed too.
    if (TAPABLE_TYPE.test(sectionCode[0] ?? '')) {
      for (const name of code) add(words, name);
      return result();
    }
    // A short section that points to another page ("Creates a context module; see Module Methods") does not define
    // its heading: it is named by it as another name, and the section it points to comes first.
    const pointer = text.split(/\s+/).length <= POINTER_WORDS && links.length > 0;
    const whole = !pointer && code.length === 1 && code[0] === heading.trim().replace(/\(\)$/, '');
    for (const name of code) {
      add(whole ? primary : aliases, name);
      if (name.includes('.')) written.add(name);
      // An option is called by its last segment (`chunkFilename` for output.chunkFilename). A sub-option (an h4) is
      // called by its tails under the option instead (`client.overlay` for devServer.client.overlay): its last segment
      // alone is most often a word a reader means otherwise (`type`, `name`, `watch`, `dynamicImport`), and it is
      // found by that as a word.
      const segment = name.slice(name.lastIndexOf('.') + 1);
      if (segment !== name && level < 4) add(whole ? primary : aliases, segment);
      const segments = name.split('.');
      if (level > 3) {
        for (let from = 1; from < segments.length - 1; from += 1) {
          add(whole ? primary : aliases, segments.slice(from).join('.'));
        }
      }
      for (const qualified of qualifiedNames(name, text)) {
        add(aliases, qualified);
        written.add(qualified);
      }
      // Only names the site writes somewhere: `module.hot.accept`, not `process.stderr.loader`.
      if (IDENTIFIER.test(name)) {
        for (const receiver of receivers) {
          if (!writtenNames.has(`${receiver}.${name}`)) continue;
          add(aliases, `${receiver}.${name}`);
          written.add(`${receiver}.${name}`);
        }
      }
    }
    return result();
  });
}

/** The qualified names a text writes (`module.hot.accept`), for the members of groups (see sectionNames). */
export function writtenQualifiedNames(text: string): string[] {
  return Array.from(text.matchAll(QUALIFIED_NAMES), ([name]) => name);
}
