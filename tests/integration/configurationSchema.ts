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

/** One documented option: its dotted path, and other spellings of it that count as the same heading. */
export type ExpectedOption = { area: string; path: string; aliases: string[] };

/**
 * An area of the configuration: the options found at `at` (a property path in the
 * schema) or in the definition `definition`, written on the pages as `prefix.<name>`
 * (the bare name when the prefix is empty).
 */
export type Area = {
  area: string;
  schema: 'webpack' | 'devServer';
  prefix: string;
  at?: string[];
  definition?: string;
};

export const AREAS: Area[] = [
  { area: 'top level', schema: 'webpack', prefix: '', at: [] },
  { area: 'entry description', schema: 'webpack', prefix: 'entry', definition: 'EntryDescription' },
  { area: 'output', schema: 'webpack', prefix: 'output', at: ['output'] },
  { area: 'output.library', schema: 'webpack', prefix: 'output.library', at: ['output', 'library'] },
  { area: 'output.environment', schema: 'webpack', prefix: 'output.environment', at: ['output', 'environment'] },
  { area: 'output.trustedTypes', schema: 'webpack', prefix: 'output.trustedTypes', at: ['output', 'trustedTypes'] },
  { area: 'module', schema: 'webpack', prefix: 'module', at: ['module'] },
  { area: 'rules', schema: 'webpack', prefix: 'Rule', definition: 'RuleSetRule' },
  { area: 'resolve', schema: 'webpack', prefix: 'resolve', at: ['resolve'] },
  { area: 'optimization', schema: 'webpack', prefix: 'optimization', at: ['optimization'] },
  {
    area: 'optimization.splitChunks',
    schema: 'webpack',
    prefix: 'optimization.splitChunks',
    at: ['optimization', 'splitChunks'],
  },
  { area: 'watchOptions', schema: 'webpack', prefix: 'watchOptions', at: ['watchOptions'] },
  { area: 'stats', schema: 'webpack', prefix: 'stats', at: ['stats'] },
  { area: 'experiments', schema: 'webpack', prefix: 'experiments', at: ['experiments'] },
  {
    area: 'experiments.buildHttp',
    schema: 'webpack',
    prefix: 'experiments.buildHttp',
    at: ['experiments', 'buildHttp'],
  },
  {
    area: 'experiments.lazyCompilation',
    schema: 'webpack',
    prefix: 'experiments.lazyCompilation',
    at: ['experiments', 'lazyCompilation'],
  },
  { area: 'performance', schema: 'webpack', prefix: 'performance', at: ['performance'] },
  { area: 'node', schema: 'webpack', prefix: 'node', at: ['node'] },
  { area: 'cache', schema: 'webpack', prefix: 'cache', at: ['cache'] },
  { area: 'snapshot', schema: 'webpack', prefix: 'snapshot', at: ['snapshot'] },
  {
    area: 'infrastructureLogging',
    schema: 'webpack',
    prefix: 'infrastructureLogging',
    at: ['infrastructureLogging'],
  },
  { area: 'externalsPresets', schema: 'webpack', prefix: 'externalsPresets', at: ['externalsPresets'] },
  { area: 'dotenv', schema: 'webpack', prefix: 'dotenv', at: ['dotenv'] },
  { area: 'devServer', schema: 'devServer', prefix: 'devServer', at: [] },
  { area: 'devServer.client', schema: 'devServer', prefix: 'devServer.client', at: ['client'] },
  { area: 'devServer.static', schema: 'devServer', prefix: 'devServer.static', at: ['static'] },
];

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * Options of `module.parser.<type>` and `module.generator.<type>`. The module types of
 * one family (`css`, `css/auto`, `css/module`, `css/global`) share most of their options,
 * so each option is counted once per family, under the first type that has it, and a
 * heading under any type of the family covers it.
 */
function moduleTypeOptions(root: SchemaNode, kind: 'parser' | 'generator'): ExpectedOption[] {
  const types = nodesAt(root, ['module', kind]).flatMap((node) => propertyNames(root, node));
  const typesByOption = new Map<string, string[]>();
  for (const type of types) {
    const family = type.split('/')[0]!;
    for (const name of nodesAt(root, ['module', kind, type]).flatMap((node) => propertyNames(root, node))) {
      const key = `${family}\n${name}`;
      typesByOption.set(key, [...(typesByOption.get(key) ?? []), type]);
    }
  }
  return [...typesByOption].map(([key, [first, ...others]]) => {
    const name = key.split('\n')[1]!;
    return {
      area: `module.${kind}`,
      path: `module.${kind}.${first!}.${name}`,
      aliases: others.map((type) => `module.${kind}.${type}.${name}`),
    };
  });
}

/** Every option path the configuration pages should have a heading for. */
export function expectedOptions(): ExpectedOption[] {
  const schemas = {
    webpack: loadSchema('webpack/schemas/WebpackOptions.json'),
    devServer: loadSchema('webpack-dev-server/lib/options.json'),
  };
  const expected: ExpectedOption[] = [];
  for (const area of AREAS) {
    const root = schemas[area.schema];
    const nodes = area.definition ? [definition(root, area.definition)] : nodesAt(root, area.at!);
    const names = new Set(nodes.flatMap((node) => propertyNames(root, node)));
    for (const name of names) expected.push({ area: area.area, path: join(area.prefix, name), aliases: [] });
  }
  expected.push(...moduleTypeOptions(schemas.webpack, 'parser'), ...moduleTypeOptions(schemas.webpack, 'generator'));
  return expected;
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
