/**
 * Helpers shared by the configuration reference tests: reading option paths out
 * of webpack's (and webpack-dev-server's) JSON schema, and reading the option
 * headings and `- Default:` lines of the pages in docs/configuration/.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const CONFIGURATION_DIR = path.join(ROOT, 'docs/configuration');

/** The part of JSON schema these tests look at. */
export type SchemaNode = {
  $ref?: string;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
};

export function loadSchema(request: string): SchemaNode {
  return JSON.parse(fs.readFileSync(require.resolve(request, { paths: [ROOT] }), 'utf8')) as SchemaNode;
}

/** Follows `$ref`s (`#/definitions/Name`) until a node that is not a reference. */
export function deref(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  while (current.$ref) {
    const name = current.$ref.replace('#/definitions/', '');
    const target = root.definitions?.[name];
    if (!target) throw new Error(`Unknown schema reference ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The object forms of a node: itself when it has properties, else its `anyOf`/`oneOf` alternatives that do. */
export function objectForms(root: SchemaNode, node: SchemaNode): SchemaNode[] {
  const resolved = deref(root, node);
  if (resolved.properties) return [resolved];
  const alternatives = resolved.anyOf ?? resolved.oneOf ?? [];
  return alternatives.flatMap((alternative) => objectForms(root, alternative));
}

/** The property names of every object form of a node, without duplicates. */
export function propertyNames(root: SchemaNode, node: SchemaNode): string[] {
  const names = objectForms(root, node).flatMap((form) => Object.keys(form.properties!));
  return [...new Set(names)];
}

/** The schema nodes at a property path, e.g. `['optimization', 'splitChunks']`. */
export function nodesAt(root: SchemaNode, propertyPath: string[]): SchemaNode[] {
  let nodes = [root];
  for (const key of propertyPath) {
    nodes = nodes.flatMap((node) => objectForms(root, node).flatMap((form) => form.properties?.[key] ?? []));
  }
  return nodes;
}

export function definition(root: SchemaNode, name: string): SchemaNode {
  const node = root.definitions?.[name];
  if (!node) throw new Error(`Unknown schema definition ${name}`);
  return node;
}

/** The part of JSON schema the walk below follows. */
type WalkNode = SchemaNode & {
  allOf?: SchemaNode[];
  items?: SchemaNode | SchemaNode[];
  additionalProperties?: boolean | SchemaNode;
};

/**
 * Definitions that several places of the schema refer to. Their options are the
 * same wherever they are used, so the pages document them once, under the name
 * given here; the other places say "the same options as …". A definition not
 * listed is named after the first place the walk reaches it.
 */
const DOCUMENTED_AS: Record<string, string> = {
  RuleSetRule: 'Rule',
  RuleSetLogicalConditions: 'Condition',
  RuleSetLogicalConditionsAbsolute: 'Condition',
  RuleSetUseItem: 'UseEntry',
  EntryDescription: 'entry',
  ResolveOptions: 'resolve',
  LibraryOptions: 'output.library',
  OutputHtmlOptions: 'output.html',
  NodeOptions: 'node',
  OptimizationMinimizeOptions: 'optimization.minimizeOptions',
  HtmlResourceHint: 'output.resourceHints.initial',
  UrlHintRule: 'output.resourceHints.urlHints',
  CssAutoOrModuleParserOptions: 'module.parser.css/module',
  CssModuleGeneratorOptions: 'module.generator.css/module',
};

/**
 * Definitions whose properties are not configuration options: a plugin instance
 * (`plugins`, `optimization.minimizer`, `resolve.plugins`) is an object with an
 * `apply` method, which is how a plugin works, not a setting.
 */
const NOT_OPTIONS = new Set(['WebpackPluginInstance', 'ResolvePluginInstance']);

/** One option of a schema: its dotted name as the pages write it, and other names that count as the same. */
export type ExpectedOption = { schema: 'webpack' | 'devServer'; path: string; aliases: string[] };

/**
 * Every property of every object the schema accepts, as a dotted path from the
 * configuration root: through `$ref`s, `anyOf`/`oneOf`/`allOf` alternatives, array
 * items (`output.copy[].from` is `output.copy.from`) and map values
 * (`optimization.splitChunks.cacheGroups.<name>.test` is
 * `optimization.splitChunks.cacheGroups.test`). A definition's properties are
 * listed once, under the name DOCUMENTED_AS gives it or the first path that
 * reaches it.
 */
export function schemaOptionPaths(root: SchemaNode, prefix: string, documentedAs: Record<string, string>): string[] {
  const visited = new Set<string>();
  const paths = new Set<string>();
  const walk = (node: WalkNode | undefined, at: string): void => {
    if (!node) return;
    if (node.$ref) {
      const name = node.$ref.replace('#/definitions/', '');
      if (visited.has(name) || NOT_OPTIONS.has(name)) return;
      visited.add(name);
      walk(definition(root, name), documentedAs[name] ?? at);
      return;
    }
    for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      walk(alternative, at);
    }
    if (node.items && !Array.isArray(node.items)) walk(node.items, at);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, at);
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      const path = at ? `${at}.${name}` : name;
      paths.add(path);
      walk(property, path);
    }
  };
  walk(root, prefix);
  return [...paths];
}

const MODULE_TYPE_OPTION = /^module\.(parser|generator)\.([a-z]+)(\/[a-z-]+)?\.(.+)$/;

/**
 * Other names of an option of a module type. webpack merges the options of
 * `module.parser.<family>` into every `module.parser.<family>/<kind>` before it
 * creates a parser (`mergeGlobalOptions` in lib/module/NormalModuleFactory.js),
 * and likewise for generators, so an option of a type in a family is the option
 * of the same name documented for the family or for another type of it: the
 * `url` of `css/global` is the `url` of `css`.
 */
function moduleTypeAliases(path: string, typesOf: (kind: string) => string[]): string[] {
  const match = MODULE_TYPE_OPTION.exec(path);
  if (!match) return [];
  const [, kind, family, , rest] = match;
  return typesOf(kind!)
    .filter((type) => type === family || type.startsWith(`${family!}/`))
    .map((type) => `module.${kind!}.${type}.${rest!}`)
    .filter((alias) => alias !== path);
}

/** Every option path the configuration pages should document. */
export function expectedOptions(): ExpectedOption[] {
  const webpack = loadSchema('webpack/schemas/WebpackOptions.json');
  const devServer = loadSchema('webpack-dev-server/lib/options.json');
  const typesOf = (kind: string) => nodesAt(webpack, ['module', kind]).flatMap((node) => propertyNames(webpack, node));
  return [
    ...schemaOptionPaths(webpack, '', DOCUMENTED_AS).map((path) => ({
      schema: 'webpack' as const,
      path,
      aliases: moduleTypeAliases(path, typesOf),
    })),
    ...schemaOptionPaths(devServer, 'devServer', {}).map((path) => ({
      schema: 'devServer' as const,
      path,
      aliases: [],
    })),
  ];
}

export type Page = { file: string; source: string };

export function configurationPages(): Page[] {
  if (!fs.existsSync(CONFIGURATION_DIR)) return [];
  return fs
    .readdirSync(CONFIGURATION_DIR)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => ({
      file: `docs/configuration/${name}`,
      source: fs.readFileSync(path.join(CONFIGURATION_DIR, name), 'utf8'),
    }));
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

export type Heading = { text: string; depth: number; line: number };

/** The headings of a page outside code blocks, as plain text (no backticks, no `{#id}`). */
export function headingsOf(source: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, index) => {
    const open = FENCE.exec(line);
    if (open) {
      if (!fence) fence = open[1]![0];
      else if (open[1]![0] === fence) fence = undefined;
      return;
    }
    if (fence) return;
    const match = HEADING.exec(line);
    if (!match) return;
    const text = match[2]!
      .replace(/\s*\{#[^}]*\}$/, '')
      .replace(/`/g, '')
      .trim();
    headings.push({ text, depth: match[1]!.length, line: index });
  });
  return headings;
}

/** A documented option: where it is, and the type and default the page states for it. */
export type Documented = { file: string; line: number; type: string; default: string };

const LIST_ITEM = /^[-*]\s+(\S.*)$/;

/**
 * The list that opens a section (the lines right under a heading, blank lines
 * skipped), one string per item with its wrapped continuation lines joined.
 */
function openingList(lines: string[]): string[] {
  const items: string[] = [];
  let index = 0;
  while (index < lines.length && lines[index]!.trim() === '') index += 1;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    const item = LIST_ITEM.exec(line);
    if (item) items.push(item[1]!);
    else if (items.length > 0 && /^\s+\S/.test(line)) items[items.length - 1] += ` ${line.trim()}`;
    else break;
  }
  return items;
}

/** The cells of a Markdown table row; `\|` inside a cell (a union type) is not a separator. */
export function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

const stated = (text: string | undefined) => (text ?? '').replace(/[-—–\s]/g, '') !== '';

/**
 * The options a page documents, by name, in the two forms the configuration pages use:
 *
 * - a heading whose text is the option's dotted name (`### output.publicPath`),
 *   whose section opens with the list items `- Type: …` and `- Default: …`;
 * - a row of a table whose header has the columns `Option`, `Type` and `Default`:
 *   each code span of the `Option` cell names an option, relative to the
 *   heading the table stands under (a row `mergeRules` under
 *   `#### optimization.minimizeOptions.css` documents
 *   `optimization.minimizeOptions.css.mergeRules`) or in full.
 *
 * An option found without a stated type or default is returned with an empty
 * `type` or `default`, so that the check can name it.
 */
export function documentedOptions(pages: Page[]): Map<string, Documented> {
  const found = new Map<string, Documented>();
  const add = (name: string, entry: Documented) => {
    const known = found.get(name);
    // A name documented twice counts where it states the most.
    if (!known || (!(stated(known.type) && stated(known.default)) && stated(entry.type) && stated(entry.default))) {
      found.set(name, entry);
    }
  };
  for (const page of pages) {
    const lines = page.source.split('\n');
    const headings = headingsOf(page.source);
    headings.forEach((heading, index) => {
      const section = lines.slice(heading.line + 1, headings[index + 1]?.line ?? lines.length);
      const items = openingList(section);
      const field = (name: string) =>
        items
          .find((item) => item.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? '';
      add(heading.text, { file: page.file, line: heading.line + 1, type: field('Type'), default: field('Default') });
      // Tables in this section, outside code blocks.
      let fence: string | undefined;
      let columns: { option: number; type: number; default: number } | undefined;
      section.forEach((line, offset) => {
        const open = FENCE.exec(line);
        if (open) {
          if (!fence) fence = open[1]![0];
          else if (open[1]![0] === fence) fence = undefined;
          return;
        }
        if (fence || !line.trim().startsWith('|')) {
          columns = undefined;
          return;
        }
        const cells = tableCells(line);
        if (!columns) {
          const names = cells.map((cell) => cell.toLowerCase());
          const [option, type, fallback] = ['option', 'type', 'default'].map((name) => names.indexOf(name));
          if (option! >= 0 && type! >= 0 && fallback! >= 0)
            columns = { option: option!, type: type!, default: fallback! };
          return;
        }
        if (/^[\s|:-]+$/.test(line)) return;
        const names = codeSpans(cells[columns.option] ?? '');
        const entry = {
          file: page.file,
          line: heading.line + 2 + offset,
          type: cells[columns.type] ?? '',
          default: cells[columns.default] ?? '',
        };
        // A row may name several options that share a type and default (`css/auto`, `css/module`).
        for (const name of names) {
          if (name.startsWith(`${heading.text}.`)) add(name, entry);
          else {
            add(`${heading.text}.${name}`, entry);
            // A dotted name may also be written in full under a heading that is not its parent.
            if (name.includes('.')) add(name, entry);
          }
        }
      });
    });
  }
  return found;
}

/** Whether a documented option states both a type and a default. */
export const statesTypeAndDefault = (entry: Documented) => stated(entry.type) && stated(entry.default);

const DEFAULT_ITEM = /^\s*[-*]\s+Default:/;

/**
 * The text of the `- Default:` list item right under the heading named `option` on any
 * page, with its continuation lines when the item wraps.
 */
export function defaultLineOf(pages: Page[], option: string): { file: string; line: string } | undefined {
  for (const page of pages) {
    const lines = page.source.split('\n');
    const headings = headingsOf(page.source);
    const index = headings.findIndex((heading) => heading.text === option);
    if (index === -1) continue;
    const section = lines.slice(headings[index]!.line + 1, headings[index + 1]?.line ?? lines.length);
    const first = section.findIndex((text) => DEFAULT_ITEM.test(text));
    if (first === -1) continue;
    const item = [section[first]!];
    for (const text of section.slice(first + 1)) {
      // A wrapped list item continues on indented lines; a blank line or the next item ends it.
      if (!/^\s+\S/.test(text) || /^\s*[-*]\s/.test(text)) break;
      item.push(text.trim());
    }
    return { file: page.file, line: item.join(' ') };
  }
  return undefined;
}

/** The contents of the inline code spans of a line of Markdown. */
export function codeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)(.+?)\1/g)].map((match) => match[2]!.trim());
}
